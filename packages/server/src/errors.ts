import { firstLine } from "@modelhub/core";
import { isOutage, QueryError, XetFormatError, XetRefusal } from "@modelhub/store";

/**
 * The one error path: handlers throw an `HttpError` (a status, the Hub's `X-Error-Code`, a message); the router turns
 * it, and anything else thrown, into one answer. Only a real outage — the database or the blob store out of reach —
 * becomes a 503 with `Retry-After`; a client's mistake is a 4xx; anything else is a 500 with no detail.
 */
export class HttpError extends Error {
	constructor(
		readonly status: number,
		message: string,
		/** The Hub's error code, sent as `X-Error-Code` (RepoNotFound, RevisionNotFound, EntryNotFound, GatedRepo…). */
		readonly code?: string,
		readonly headers: Record<string, string> = {},
	) {
		super(message);
	}
}

/** A request the hub cannot take as it is: 400 with `BadRequest`. */
export const badRequest = (message: string, headers?: Record<string, string>) =>
	new HttpError(400, message, "BadRequest", headers);

/** No such repository, or one the caller may not see: the same answer, byte for byte. */
export const repoNotFound = (id: string) => new HttpError(404, `Repository not found: ${id}`, "RepoNotFound");

export const revisionNotFound = (rev: string) =>
	new HttpError(404, `Invalid rev id: ${rev.slice(0, 200)}`, "RevisionNotFound");

export const entryNotFound = (message: string, commit?: string) =>
	new HttpError(404, message, "EntryNotFound", commit ? { "X-Repo-Commit": commit } : {});

export const methodNotAllowed = (method: string | undefined, allow: readonly string[]) =>
	new HttpError(
		405,
		`method ${String(method).slice(0, 20)} is not allowed here (allowed: ${allow.join(", ")})`,
		undefined,
		{
			Allow: allow.join(", "),
		},
	);

/** Seconds a client should wait before trying again after an outage. */
export const RETRY_AFTER = "5";

/**
 * Any failure as the error the client gets: an `HttpError` as it is, a store query the client got wrong as a 400 that
 * names its parameter, a data error the database found in the client's input (SQLSTATE class 22) as a 400 without
 * the database's text, an outage as a 503 with `Retry-After`, anything else as a 500. `log` receives one line for
 * the failures that are the hub's, never the client's.
 */
export function toHttpError(e: unknown, log: (line: string) => void): HttpError {
	if (e instanceof HttpError) return e;
	if (e instanceof QueryError) return badRequest(`invalid parameter ${e.parameter}: ${e.message}`);
	// An object a Xet client sent that is not what it says: refused, nothing of it kept.
	if (e instanceof XetRefusal || e instanceof XetFormatError) return badRequest(`refused: ${e.message}`);
	const code = (e as { code?: unknown })?.code;
	if (typeof code === "string" && code.startsWith("22")) {
		// Most likely the client's value; logged all the same, in case it is the hub's.
		log(`a value refused by the database (${code}): ${firstLine(e)}`);
		return badRequest("the request holds a value the hub cannot use");
	}
	log(firstLine(e));
	if (isOutage(e))
		return new HttpError(503, "the model catalogue is unavailable right now; try again shortly", "ServiceUnavailable", {
			"Retry-After": RETRY_AFTER,
		});
	return new HttpError(500, INTERNAL, "InternalError");
}

const INTERNAL = "internal error";

/** Error codes of the operating system (Node's `code`), as its messages begin: `ENOENT: no such file…`. */
const ERRNO =
	/\bE(?:NOENT|ACCES|PERM|NOSPC|DQUOT|FBIG|IO|ISDIR|NOTDIR|NOTEMPTY|EXIST|MFILE|NFILE|ROFS|XDEV|LOOP|NAMETOOLONG|BUSY|AGAIN|PIPE|CONNREFUSED|CONNRESET|TIMEDOUT|ADDRINUSE|HOSTUNREACH|NOTFOUND)\b/;
/** A stack frame, a path Node quotes in its file errors (`open '/srv/…'`), SQL text. */
const INTERNAL_SHAPES = [
	ERRNO,
	/\n\s*at |\bat [\w$.<>]+ \(/,
	/'\/[^']*'/,
	/\b(?:SELECT|INSERT INTO|UPDATE|DELETE FROM)\b[\s\S]*\b(?:FROM|WHERE|SET|VALUES|RETURNING)\b/,
	/\bsyntax error at or near\b|\brelation "[^"]*" does not exist/,
];

/** Whether a message shows what only the hub's operator should see: an errno, a stack, SQL, a path of the server. */
function showsInternals(message: string, serverPaths: readonly string[] = []): boolean {
	return (
		INTERNAL_SHAPES.some((shape) => shape.test(message)) ||
		serverPaths.some((path) => path.length > 1 && startsAPath(message, path))
	);
}

/** Whether `path` begins a path in `message` (not the middle of a repository's file path that happens to hold it). */
function startsAPath(message: string, path: string): boolean {
	const escaped = path.replace(/\/+$/, "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
	return new RegExp(`(?:^|[\\s'"(=:])${escaped}(?:/|$|[\\s'")])`).test(message);
}

/**
 * The error as a client is shown it — the last guard before any answer: a 500 says only "internal error", and any
 * message that would show an errno, a stack, SQL or a path of the server says only that the request failed; both
 * with the request's id, which the error log's line of the failure also names (the detail goes there, redacted by the
 * log). An outage (503) keeps its message and gets the id too. Every other error, a client's own, is shown as it is.
 */
export function shownToClient(
	err: HttpError,
	requestId: string,
	serverPaths: readonly string[] | undefined,
	log: (line: string) => void,
): HttpError {
	const internal = showsInternals(err.message, serverPaths);
	if (err.status < 500 && !internal) return err;
	if (internal || (err.status === 500 && err.message !== INTERNAL))
		log(`answered ${err.status} without: ${err.message}`);
	const shown = err.status === 500 ? INTERNAL : internal ? "the request failed" : err.message;
	return new HttpError(err.status, `${shown} (request id ${requestId})`, err.code, err.headers);
}
