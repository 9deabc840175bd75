import { isRepoType, type RepoRef, type RepoType, repoIdError } from "@modelhub/core";

/**
 * Route patterns over the raw request path (before any URL normalisation, so that `..` in any encoding is seen and
 * refused rather than resolved). A pattern is `/`-separated segments:
 * - a literal (`api`, `resolve`, `paths-info`);
 * - `{types}`: `models`, `datasets` or `spaces`, which sets the repository type;
 * - `{repo}`: two segments, `owner/name`, checked by the store's one id grammar;
 * - `{repo.git}`: the same with `.git` after the name, as git and the LFS API address a repository;
 * - `{rev}`: a revision — one segment (a branch, a tag, a commit id, `HEAD`, or an encoded `refs%2Fpr%2F1`) or three
 *   unencoded segments `refs/{pr,heads,tags,convert}/{name}`;
 * - `{path*}` (possibly empty) or `{path+}`: the rest, a repository path;
 * - `{name}`: one segment, decoded (a status, an object id, a size…); a pattern may have several, in `names`;
 * - `{any*}`: the rest, whatever it is (the pages that are not a repository's).
 */
export interface Params {
	repo?: RepoRef;
	rev?: string;
	/** A repository path: decoded, `/`-separated, with no empty, `.` or `..` segment. */
	path?: string;
	/** The first `{name}` segment, decoded. */
	name?: string;
	/** Every `{name}` segment, in order. */
	names?: string[];
}

type Token =
	| { kind: "literal"; text: string }
	| { kind: "types" }
	| { kind: "repo"; git: boolean }
	| { kind: "rev" }
	| { kind: "rest"; required: boolean }
	| { kind: "any" }
	| { kind: "name" };

export interface Pattern {
	text: string;
	tokens: Token[];
}

export function compilePattern(text: string): Pattern {
	const tokens = text
		.split("/")
		.slice(1)
		.map((seg): Token => {
			if (seg === "{types}") return { kind: "types" };
			if (seg === "{repo}" || seg === "{repo.git}") return { kind: "repo", git: seg === "{repo.git}" };
			if (seg === "{rev}") return { kind: "rev" };
			if (seg === "{path*}" || seg === "{path+}") return { kind: "rest", required: seg === "{path+}" };
			if (seg === "{any*}") return { kind: "any" };
			if (seg === "{name}") return { kind: "name" };
			if (seg.includes("{")) throw new Error(`unknown pattern segment ${seg} in ${text}`);
			return { kind: "literal", text: seg };
		});
	return { text, tokens };
}

/** The pattern does not fit the path. */
export const NO_MATCH = undefined;
/** The pattern fits the path's shape but one of its parameters is malformed: answered 400 with the reason. */
export interface BadParams {
	error: string;
	/** Which parameter is malformed; for a repository id, the text as it came. */
	what?: "repo" | "rev" | "path";
	repo?: RepoRef;
}

const REF_KINDS = new Set(["pr", "heads", "tags", "convert"]);
const MAX_TEXT = 1024;

function decode(segment: string): string | undefined {
	try {
		return decodeURIComponent(segment);
	} catch {
		return undefined;
	}
}

/** Why a decoded revision or path segment cannot be one, or undefined. */
function badText(text: string, what: string): string | undefined {
	if (/[\u0000-\u001f\u007f]/.test(text)) return `${what} has a control character`;
	if (text.length > MAX_TEXT) return `${what} is too long`;
	return undefined;
}

/** A repository path from raw segments: decoded, `/`-separated, with no empty, `.` or `..` segment. */
function repoPath(raw: string[]): string | BadParams {
	const parts: string[] = [];
	for (const seg of raw) {
		const d = decode(seg);
		if (d === undefined) return { error: "the file path is not valid percent-encoding" };
		parts.push(...d.split("/"));
	}
	for (const p of parts) {
		if (p === "" || p === "." || p === ".." || p.includes("\\"))
			return { error: "the file path has an empty, . or .. segment or a backslash" };
		const bad = badText(p, "the file path");
		if (bad) return { error: bad };
	}
	const path = parts.join("/");
	return path.length > 4 * MAX_TEXT ? { error: "the file path is too long" } : path;
}

/** Reads `{rev}` at `segs[i]`: the revision and how many segments it took. */
function revisionAt(segs: string[], i: number): { rev: string; used: number } | BadParams {
	const first = decode(segs[i] ?? "");
	const second = decode(segs[i + 1] ?? "");
	let rev: string | undefined;
	let used = 1;
	if (first === "refs" && second !== undefined && REF_KINDS.has(second) && segs.length >= i + 3) {
		const third = decode(segs[i + 2] as string);
		rev = third === undefined ? undefined : `refs/${second}/${third}`;
		used = 3;
	} else rev = first;
	if (rev === undefined) return { error: "the revision is not valid percent-encoding" };
	if (rev === "") return { error: "the revision is empty" };
	const bad =
		badText(rev, "the revision") ?? (rev.split("/").includes("..") ? "the revision has a .. segment" : undefined);
	return bad ? { error: bad } : { rev, used };
}

const isBad = (v: unknown): v is BadParams => typeof v === "object" && v !== null && "error" in v;

/**
 * Matches raw path segments (the path after its leading `/`, split on `/`) against a pattern: the parameters, a
 * `BadParams` when the shape fits but a parameter is malformed, or undefined when the pattern does not fit.
 * `type` is the repository type of a pattern with `{repo}` and no `{types}`.
 */
export function matchPattern(
	pattern: Pattern,
	segs: string[],
	type: RepoType,
	/** A malformed id is no match at all (a page route, whose address may be another page's) rather than a 400. */
	lenientRepo = false,
): Params | BadParams | undefined {
	const params: Params = {};
	let repoType = type;
	let i = 0;
	// A malformed parameter is reported only if the whole shape fits: `/api/models` is not a repository `api/models`
	// whose `resolve/…` is missing.
	let bad: BadParams | undefined;
	for (const token of pattern.tokens) {
		switch (token.kind) {
			case "literal":
				if (segs[i] !== token.text) return NO_MATCH;
				i++;
				break;
			case "types": {
				const plural = segs[i];
				const singular = plural?.endsWith("s") ? plural.slice(0, -1) : undefined;
				if (!isRepoType(singular)) return NO_MATCH;
				repoType = singular;
				i++;
				break;
			}
			case "repo": {
				if (segs.length < i + 2) return NO_MATCH;
				const owner = decode(segs[i] as string);
				let name = decode(segs[i + 1] as string);
				if (token.git) {
					if (!name?.endsWith(".git")) return NO_MATCH;
					name = name.slice(0, -".git".length);
				}
				const id = `${owner ?? "\u0000"}/${name ?? "\u0000"}`;
				const idError = repoIdError(id);
				if (idError) {
					if (lenientRepo) return NO_MATCH;
					bad ??= {
						error: `${JSON.stringify(id.slice(0, 200))} is not a repository id: ${idError}`,
						what: "repo",
						repo: { type: repoType, id: id.slice(0, 200) },
					};
				}
				params.repo = { type: repoType, id };
				i += 2;
				break;
			}
			case "rev": {
				if (segs.length <= i) return NO_MATCH;
				const r = revisionAt(segs, i);
				if (isBad(r)) {
					bad ??= r;
					i++;
				} else {
					params.rev = r.rev;
					i += r.used;
				}
				break;
			}
			case "any":
				i = segs.length;
				break;
			case "name": {
				if (segs.length <= i || segs[i] === "") return NO_MATCH;
				const name = decode(segs[i] as string);
				const badName = name === undefined ? "a name is not valid percent-encoding" : badText(name, "a name");
				if (badName) bad ??= { error: badName };
				else {
					params.name ??= name;
					params.names = [...(params.names ?? []), name as string];
				}
				i++;
				break;
			}
			case "rest": {
				const rest = segs.slice(i);
				// A folder named with a trailing slash is the folder.
				if (!token.required && rest.length && rest[rest.length - 1] === "") rest.pop();
				if (!rest.length) {
					if (token.required) bad ??= { error: "no file path after the revision" };
					params.path = "";
				} else {
					const p = repoPath(rest);
					if (isBad(p)) bad ??= p;
					else params.path = p;
				}
				i = segs.length;
				break;
			}
		}
	}
	// A trailing slash after a whole pattern is the same address.
	if (i === segs.length - 1 && segs[i] === "") i++;
	if (i !== segs.length) return NO_MATCH;
	return bad ?? params;
}

export { isBad };
