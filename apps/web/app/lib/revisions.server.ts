import { type RepoRef, repoPath } from "@modelhub/core";
import type { Store } from "@modelhub/store";
import { data } from "react-router";

/** Names a switcher lists at most per kind (a repository with more says how many it leaves out). */
const MAX_NAMES = 100;

/** A repository's branches, tags and pull requests, by the names an address gives them. */
export interface RevisionNames {
	branches: string[];
	tags: string[];
	/** `refs/pr/N`, highest N first. */
	pulls: string[];
	/** Names left out of the lists above. */
	more: number;
}

/** What a page at a revision says of it: its name as the address gives it, what kind of name that is, its commit. */
export interface RevisionShown {
	rev: string;
	kind: "branch" | "tag" | "pull request" | "commit";
	commit: string;
	names: RevisionNames;
}

/**
 * The revision a page shows, named as the store resolved it: a 40-hex commit id, else a branch before a tag of the same
 * name (`HEAD` is the default branch), else a pull request; with the repository's other names to switch to (its refs,
 * kept by the store as branches under their name and tags as `refs/tags/<name>`).
 */
export async function revisionShown(store: Store, repo: RepoRef, rev: string, commit: string): Promise<RevisionShown> {
	const branches: string[] = [];
	const tags: string[] = [];
	const pulls: { name: string; n: number }[] = [];
	for (const { name } of await store.commits.refs(repo)) {
		if (name.startsWith("refs/tags/")) tags.push(name.slice("refs/tags/".length));
		else if (name.startsWith("refs/pr/")) pulls.push({ name, n: Number(name.slice("refs/pr/".length)) });
		else if (!name.startsWith("refs/")) branches.push(name);
	}
	const name = rev === "HEAD" ? "main" : rev.replace(/^refs\/(heads|tags)\//, "");
	let kind: RevisionShown["kind"] = "commit";
	if (rev.startsWith("refs/pr/")) kind = "pull request";
	else if (/^[0-9a-f]{40}$/.test(rev)) kind = "commit";
	else if (!rev.startsWith("refs/tags/") && branches.includes(name)) kind = "branch";
	else if (tags.includes(name)) kind = "tag";
	// The default branch first, then the others by name; the newest pull requests first.
	branches.sort((a, b) => Number(b === "main") - Number(a === "main") || a.localeCompare(b));
	pulls.sort((a, b) => b.n - a.n);
	const cut = <T>(list: T[]) => list.slice(0, MAX_NAMES);
	const names = { branches: cut(branches), tags: cut(tags), pulls: cut(pulls).map((p) => p.name) };
	const more =
		branches.length + tags.length + pulls.length - names.branches.length - names.tags.length - names.pulls.length;
	return { rev, kind, commit, names: { ...names, more } };
}

/**
 * The answer for a page at a revision the repository does not have: a 404 that names it, so the visitor learns that
 * the branch or tag is unknown rather than the file. A repository the caller may not see never gets here (its page is
 * the plain missing page).
 */
export function noSuchRevision(repo: RepoRef, rev: string): never {
	throw data(
		{ id: repo.id, page: repoPath(repo), noRevision: rev.slice(0, 200) },
		{ status: 404, statusText: "Not Found" },
	);
}

/** The answer for a path the revision does not hold. */
export function noSuchPath(repo: RepoRef, rev: string, path: string): never {
	throw data(
		{ id: repo.id, page: repoPath(repo), noPath: path.slice(0, 400), rev: rev.slice(0, 200) },
		{ status: 404, statusText: "Not Found" },
	);
}
