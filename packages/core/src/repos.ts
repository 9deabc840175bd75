/**
 * What a repository is named by, everywhere: its type and its `owner/name` id. One grammar decides which ids exist —
 * import, the API, the file routes, the web routes and the caches all ask `repoIdError` — so an id that can be stored
 * can also be shown, downloaded and linked.
 */

/** The three kinds of repository, as the Hub's routes name them (`/api/models`, `/api/datasets`, `/api/spaces`). */
export const REPO_TYPES = ["model", "dataset", "space"] as const;
export type RepoType = (typeof REPO_TYPES)[number];

export interface RepoRef {
	type: RepoType;
	/** `owner/name`, valid by `repoIdError`. */
	id: string;
}

export const isRepoType = (v: unknown): v is RepoType => REPO_TYPES.includes(v as RepoType);

/** The longest owner or name. */
export const MAX_ID_PART = 96;

/** Letters, digits, `_`, `-` and `.`; a `-` or `.` neither first nor last. */
const PART = /^[A-Za-z0-9_](?:[A-Za-z0-9_.-]*[A-Za-z0-9_])?$/;

/**
 * Owner names no one may have: the first segment of the hub's own pages and routes. A repository `tasks/x` or `api/x`
 * could be stored but never shown (its page's address belongs to another route).
 */
export const RESERVED_OWNERS: ReadonlySet<string> = new Set([
	"about",
	"admin",
	"api",
	"assets",
	"blog",
	"collections",
	"datasets",
	"docs",
	"favicon.ico",
	"join",
	"libraries",
	"login",
	"logout",
	"models",
	"new",
	"notifications",
	"organizations",
	"orgs",
	"papers",
	"pricing",
	"quantization",
	"robots.txt",
	"search",
	"settings",
	"signup",
	"spaces",
	"static",
	"tasks",
	"try",
	"user",
	"users",
]);

/**
 * Why a text cannot be an owner's or a repository's name (the Hub's rules: ASCII letters, digits, `_`, `-` and `.`,
 * 1 to 96 characters, no `--` or `..`, no `-` or `.` first or last, not ending in `.git`), or undefined when it can.
 */
export function namePartError(part: string, what: "owner" | "name"): string | undefined {
	if (part.length === 0) return `the ${what} is empty`;
	if (part.length > MAX_ID_PART) return `the ${what} is longer than ${MAX_ID_PART} characters`;
	if (!PART.test(part))
		return `the ${what} may hold only ASCII letters, digits, "_", "-" and "." (not first or last: "-", ".")`;
	if (part.includes("--") || part.includes("..")) return `the ${what} may not hold "--" or ".."`;
	if (part.toLowerCase().endsWith(".git")) return `the ${what} may not end in ".git"`;
	if (what === "owner" && RESERVED_OWNERS.has(part.toLowerCase())) return `"${part}" is a reserved name`;
	return undefined;
}

/** Why a text is not a repository id (`owner/name`), naming the rule it breaks; undefined when it is one. */
export function repoIdError(id: unknown): string | undefined {
	if (typeof id !== "string") return "the id must be a string of the form owner/name";
	const cut = id.indexOf("/");
	if (cut < 0 || id.indexOf("/", cut + 1) >= 0) return "the id must be of the form owner/name";
	return namePartError(id.slice(0, cut), "owner") ?? namePartError(id.slice(cut + 1), "name");
}

export const isRepoId = (id: unknown): id is string => repoIdError(id) === undefined;

/** The id's owner (the first segment). */
export const ownerOf = (id: string): string => id.slice(0, id.indexOf("/"));

/** The path segment of a repository type in the Hub's URLs: `models`, `datasets`, `spaces`. */
export const typePlural = (type: RepoType): string => `${type}s`;

/**
 * Where a repository's pages and files live on the hub: `/{id}` for models, `/datasets/{id}` and `/spaces/{id}` for
 * the others (each segment percent-encoded, though a valid id needs none).
 */
export function repoPath(ref: RepoRef): string {
	const id = ref.id.split("/").map(encodeURIComponent).join("/");
	return ref.type === "model" ? `/${id}` : `/${typePlural(ref.type)}/${id}`;
}

/** The repository's address in the Hub's API: `/api/models/{id}`, `/api/datasets/{id}`, `/api/spaces/{id}`. */
export function repoApiPath(ref: RepoRef): string {
	return `/api/${typePlural(ref.type)}/${ref.id.split("/").map(encodeURIComponent).join("/")}`;
}

/** A short text naming the repository in messages: `acme/x` for a model, `dataset acme/x` otherwise. */
export function describeRepo(ref: RepoRef): string {
	return ref.type === "model" ? ref.id : `${ref.type} ${ref.id}`;
}

/** The first line of an error's message (or of any thrown value), for one-line reports. */
export function firstLine(e: unknown): string {
	return String((e as Error)?.message ?? e).split("\n")[0] ?? "";
}

/** The longest path a repository file may have (in characters). */
export const MAX_FILE_PATH = 1000;

/**
 * Characters that change how a name looks without being seen: the bidirectional controls (U+202A–U+202E, U+2066–U+2069,
 * U+200E, U+200F, U+061C: `x\u202Egnp.exe` shows as `xexe.png`) and every other format character (zero-width spaces and
 * joiners, the byte order mark, soft hyphens, tags), which make two names that look the same differ.
 */
const INVISIBLE = /\p{Cf}|[\u2028\u2029]/u;

/** The code point of a character, as Unicode writes it (`U+202E`). */
const codePoint = (c: string) => `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;

/**
 * Why a text cannot be a repository file's path (`/`-separated, relative, no empty, `.` or `..` segment, no
 * backslash, control or invisible format character, written in Unicode NFC, nothing inside `.git`, at most
 * MAX_FILE_PATH characters), or undefined when it can. NFC because the same name written decomposed (`cafe\u0301`) looks
 * exactly like it composed (`caf\u00e9`) yet would be another file beside it.
 */
export function filePathError(path: string): string | undefined {
	if (path === "") return "the path is empty";
	if (path.length > MAX_FILE_PATH) return `the path is longer than ${MAX_FILE_PATH} characters`;
	if (path.startsWith("/")) return "the path is absolute (it starts with /)";
	if (/\p{Cc}/u.test(path)) return "the path has a control character";
	if (/\p{Cs}/u.test(path)) return "the path is not valid Unicode (it has a lone surrogate)";
	const invisible = INVISIBLE.exec(path)?.[0];
	if (invisible)
		return `the path has an invisible formatting character (${codePoint(invisible)}), which can make a name look like another`;
	if (path.normalize("NFC") !== path)
		return "the path is not in Unicode normalization form C (NFC): write its accented letters composed, as one character each";
	if (path.includes("\\")) return "the path has a backslash";
	const segments = path.split("/");
	if (segments.some((s) => s === "" || s === "." || s === "..")) return "the path has an empty, . or .. segment";
	if (segments.some((s) => s.toLowerCase() === ".git")) return "the path is inside .git";
	return undefined;
}
