/**
 * The page of a folder of a repository at a revision (the Hub's `tree` route): `/{prefix}/tree/{rev}[/{path}]`, where
 * `prefix` is the repository page's path without its leading `/` (`acme/bert`, `datasets/acme/reviews`). The revision
 * is one encoded segment (`refs%2Fpr%2F1`), as the Hub's own pages write it.
 */
export function folderPagePath(prefix: string, path: string, rev: string): string {
	const rest = path ? `/${path.split("/").map(encodeURIComponent).join("/")}` : "";
	return `/${prefix}/tree/${encodeURIComponent(rev)}${rest}`;
}
