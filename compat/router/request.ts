/** One request as the routes see it: method, path, query, headers and the whole body. */
import { demand } from "./errors.js";
import { type MediaKind, sniff } from "./media.js";

export interface Incoming {
	method: string;
	/** The host the caller meant (the first path segment of the stand-in's URL), e.g. "router.huggingface.co". */
	host: string;
	/** The path on that host, e.g. "/v1/chat/completions". */
	path: string;
	query: URLSearchParams;
	headers: Record<string, string | string[] | undefined>;
	body: Buffer;
}

export const header = (req: Incoming, name: string): string | undefined => {
	const v = req.headers[name.toLowerCase()];
	return Array.isArray(v) ? v[0] : v;
};

/** The media type of the body, without parameters ("" when absent). */
export const contentType = (req: Incoming): string =>
	(header(req, "content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";

export function requireMethod(req: Incoming, method: string): void {
	demand(req.method === method, `${req.method} is not allowed here (use ${method})`, 405);
}

/** The JSON body: the content type must say JSON and the body must parse to an object. */
export function jsonBody(req: Incoming): Record<string, unknown> {
	demand(contentType(req) === "application/json", `expected Content-Type application/json, got "${contentType(req)}"`);
	let value: unknown;
	try {
		value = JSON.parse(req.body.toString("utf8"));
	} catch {
		demand(false, "the body is not valid JSON");
	}
	demand(value && typeof value === "object" && !Array.isArray(value), "the JSON body must be an object");
	return value as Record<string, unknown>;
}

/**
 * A raw media body: its bytes must be one of the accepted kinds, and a declared content type must name that kind
 * (or be the generic application/octet-stream, which the real router sniffs as well).
 */
export function mediaBody(req: Incoming, accepted: readonly MediaKind[]): MediaKind {
	const kind = sniff(req.body);
	demand(kind && accepted.includes(kind), `expected a ${accepted.join(" or ")} body`);
	const declared = contentType(req);
	demand(
		declared === kind || declared === "application/octet-stream" || declared === "",
		`the body is ${kind} but Content-Type says "${declared}"`,
	);
	return kind;
}

/** A base64 text (or a data: URL) holding media of an accepted kind. */
export function encodedMedia(value: unknown, what: string, accepted: readonly MediaKind[], dataUrl = false): void {
	demand(typeof value === "string" && value !== "", `${what} must be a non-empty string`);
	let b64 = value;
	if (dataUrl) {
		const m = /^data:([^;,]+);base64,(.*)$/s.exec(value);
		demand(m, `${what} must be a data: URL`);
		b64 = m[2] ?? "";
		demand(accepted.includes(m[1] as MediaKind), `${what} declares ${m[1]}, expected ${accepted.join(" or ")}`);
	}
	demand(/^[A-Za-z0-9+/]+={0,2}$/.test(b64), `${what} must be base64`);
	const kind = sniff(Buffer.from(b64, "base64"));
	demand(kind && accepted.includes(kind), `${what} must hold a ${accepted.join(" or ")} file`);
}

export const isText = (v: unknown): v is string => typeof v === "string" && v.trim() !== "";
export const isTextList = (v: unknown): v is string[] => Array.isArray(v) && v.length > 0 && v.every(isText);
export const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);

/** A table: columns of equal length, each a list of strings or numbers. */
export function isTable(v: unknown): v is Record<string, (string | number)[]> {
	if (!isObject(v)) return false;
	const columns = Object.values(v);
	if (columns.length === 0) return false;
	const rows = Array.isArray(columns[0]) ? columns[0].length : -1;
	return columns.every(
		(c) =>
			Array.isArray(c) &&
			c.length === rows &&
			rows > 0 &&
			c.every((x) => typeof x === "string" || typeof x === "number"),
	);
}
