import type { RepoRef } from "@modelhub/core";
import type { Revision, RevisionLookup } from "@modelhub/store";
import type { RequestContext } from "../context.js";
import { HttpError, revisionNotFound } from "../errors.js";

/** What the file routes share: the repository and revision a route names, query flags. */

/** The `expand` parameters, repeated or comma-separated (`expand[]` too, as some clients write it). */
export function expandOf(params: URLSearchParams): string[] {
	return [...params.getAll("expand"), ...params.getAll("expand[]")].flatMap((e) => e.split(",")).filter(Boolean);
}

export const isTrue = (v: string | null) => v === "true" || v === "1" || v === "True";

/** The repository a route names (the router has parsed it and asked the policy). */
export function repoOf(ctx: RequestContext): RepoRef {
	const repo = ctx.params.repo;
	if (!repo) throw new Error(`the route of ${ctx.rawPath.slice(0, 100)} names no repository`);
	return repo;
}

/**
 * The 404 the clients read for a revision that did not resolve: RevisionNotFound, saying so when the repository is
 * known only by its record (the policy has already answered for a repository that does not exist).
 */
export function revisionError(repo: RepoRef, rev: string, lookup: Exclude<RevisionLookup, { found: "revision" }>) {
	if (lookup.found === "no-files")
		return new HttpError(404, `${repo.id} has no files on this hub (only its catalogue record)`, "RevisionNotFound");
	return revisionNotFound(rev);
}

/** The revision a route names (`rev`, else the route's own), or the 404 the clients read (see revisionError). */
export async function revisionOf(ctx: RequestContext, rev = ctx.params.rev): Promise<Revision> {
	const repo = repoOf(ctx);
	if (rev === undefined) throw new Error("a file route without a revision");
	const lookup = await ctx.hub.reader.revision(repo, rev);
	if (lookup.found === "revision") return lookup.revision;
	throw revisionError(repo, rev, lookup);
}
