/**
 * The Hub's file routes, read from the raw request path (before any URL normalisation, so that `..` in any encoding
 * is seen and refused rather than resolved):
 * - `/{owner}/{name}/resolve/{revision}/{path}`, and `/{owner}/{name}/raw/{revision}/{path}` (what git holds: an LFS
 *   file's pointer, any other file's bytes)
 * - `/{owner}/{name}/blob/{revision}/{path}` and `/{owner}/{name}/tree/{revision}[/{path}]`: the Hub's web pages of a
 *   file and of a folder, which a Hub link with its host changed asks for
 * - `/api/models/{owner}/{name}/revision/{revision}`
 * - `/api/models/{owner}/{name}/tree/{revision}[/{path}]`
 * - `/api/models/{owner}/{name}/paths-info/{revision}`
 * A revision is one segment (a branch, a tag, a commit id, `HEAD`, or an encoded `refs%2Fpr%2F1`) or three
 * unencoded segments `refs/{pr,heads,tags,convert}/{name}`.
 */
export type FileRoute =
	| { kind: "resolve" | "raw"; id: string; rev: string; path: string }
	| { kind: "tree"; id: string; rev: string; path: string }
	| { kind: "blob-page"; id: string; rev: string; path: string }
	| { kind: "tree-page"; id: string; rev: string }
	| { kind: "revision" | "paths-info"; id: string; rev: string };

export type RouteMatch = { ok: true; route: FileRoute } | { ok: false; error: string } | undefined;

const ID_PART = /^[A-Za-z0-9_.-]{1,96}$/;
const REF_KINDS = new Set(["pr", "heads", "tags", "convert"]);

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
	if (text.length > 1024) return `${what} is too long`;
	return undefined;
}

/** A repository path from raw segments: decoded, `/`-separated, with no empty, `.` or `..` segment. */
function repoPath(raw: string[]): { ok: true; path: string } | { ok: false; error: string } {
	const parts: string[] = [];
	for (const seg of raw) {
		const d = decode(seg);
		if (d === undefined) return { ok: false, error: "the file path is not valid percent-encoding" };
		parts.push(...d.split("/"));
	}
	for (const p of parts) {
		if (p === "" || p === "." || p === ".." || p.includes("\\"))
			return { ok: false, error: "the file path has an empty, . or .. segment or a backslash" };
		const bad = badText(p, "the file path");
		if (bad) return { ok: false, error: bad };
	}
	return { ok: true, path: parts.join("/") };
}

/** Splits `{revision}/{rest…}` off raw segments. */
function revision(raw: string[]): { ok: true; rev: string; rest: string[] } | { ok: false; error: string } {
	const first = decode(raw[0] ?? "");
	const second = decode(raw[1] ?? "");
	let rev: string | undefined;
	let rest: string[];
	if (first === "refs" && second !== undefined && REF_KINDS.has(second) && raw.length >= 3) {
		const third = decode(raw[2] as string);
		rev = third === undefined ? undefined : `refs/${second}/${third}`;
		rest = raw.slice(3);
	} else {
		rev = first;
		rest = raw.slice(1);
	}
	if (rev === undefined) return { ok: false, error: "the revision is not valid percent-encoding" };
	if (rev === "") return { ok: false, error: "the revision is empty" };
	const bad =
		badText(rev, "the revision") ?? (rev.split("/").includes("..") ? "the revision has a .. segment" : undefined);
	return bad ? { ok: false, error: bad } : { ok: true, rev, rest };
}

/** Matches a raw request path (no query) against the file routes; undefined when it is none of them. */
export function matchFileRoute(rawPath: string): RouteMatch {
	const segs = rawPath.split("/").slice(1);
	let base: number;
	let verb: string | undefined;
	if (segs[0] === "api" && segs[1] === "models" && segs.length >= 6) {
		base = 2;
		verb = segs[4];
		if (verb !== "revision" && verb !== "tree" && verb !== "paths-info") return undefined;
	} else if (segs.length >= 4 && (segs[2] === "resolve" || segs[2] === "raw")) {
		base = 0;
		verb = segs[2];
	} else if (segs.length >= 4 && (segs[2] === "blob" || segs[2] === "tree")) {
		base = 0;
		verb = `${segs[2]}-page`;
	} else return undefined;
	const owner = decode(segs[base] as string);
	const name = decode(segs[base + 1] as string);
	if (!owner || !name || !ID_PART.test(owner) || !ID_PART.test(name)) return { ok: false, error: "not a model id" };
	const id = `${owner}/${name}`;
	const raw = segs.slice(base + 3);
	const fileVerb = verb === "resolve" || verb === "raw" || verb === "blob-page";
	if (raw.length && raw[raw.length - 1] === "" && !fileVerb) raw.pop();
	const r = revision(raw);
	if (!r.ok) return r;
	if (verb === "revision" || verb === "paths-info") {
		if (r.rest.length) return { ok: false, error: `nothing is under ${verb}/${r.rev}/` };
		return { ok: true, route: { kind: verb, id, rev: r.rev } };
	}
	if (fileVerb && !r.rest.length) return { ok: false, error: "no file path after the revision" };
	if (verb === "tree" && !r.rest.length) return { ok: true, route: { kind: "tree", id, rev: r.rev, path: "" } };
	const p = repoPath(r.rest);
	if (!p.ok) return p;
	if (verb === "tree-page") return { ok: true, route: { kind: "tree-page", id, rev: r.rev } };
	const kind = verb === "tree" || verb === "blob-page" || verb === "raw" ? verb : "resolve";
	return { ok: true, route: { kind, id, rev: r.rev, path: p.path } };
}
