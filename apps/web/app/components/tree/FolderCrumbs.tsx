import { folderPagePath } from "../../lib/revision-paths";

/**
 * Where a folder's or a file's page is: the repository's page, then its files and each folder down to `folder`, each a
 * link to that folder at the revision shown.
 */
export function FolderCrumbs({ id, prefix, rev, folder }: { id: string; prefix: string; rev: string; folder: string }) {
	const parts = folder ? folder.split("/") : [];
	return (
		<p className="breadcrumb">
			<a href={`/${prefix}`}>{id}</a> / <a href={folderPagePath(prefix, "", rev)}>files</a>
			{parts.map((p, i) => {
				const path = parts.slice(0, i + 1).join("/");
				return (
					<span key={path}>
						{" / "}
						<a href={folderPagePath(prefix, path, rev)}>{p}</a>
					</span>
				);
			})}
		</p>
	);
}
