import type { IncomingMessage, ServerResponse } from "node:http";

/** Writes a JSON answer (no body for HEAD). */
export function sendJson(
	req: IncomingMessage,
	res: ServerResponse,
	status: number,
	body: unknown,
	headers: Record<string, string> = {},
): void {
	const text = JSON.stringify(body);
	res.writeHead(status, {
		"Content-Type": "application/json; charset=utf-8",
		"Content-Length": String(Buffer.byteLength(text)),
		...headers,
	});
	res.end(req.method === "HEAD" ? undefined : text);
}

/**
 * An error the Hub's clients understand: the status, `X-Error-Code` (RepoNotFound, RevisionNotFound, EntryNotFound,
 * …) and `X-Error-Message` headers, and a JSON body `{"error": message}`.
 */
export function sendError(
	req: IncomingMessage,
	res: ServerResponse,
	status: number,
	message: string,
	code?: string,
	headers: Record<string, string> = {},
): void {
	const extra: Record<string, string> = { ...headers, "X-Error-Message": headerSafe(message) };
	if (code) extra["X-Error-Code"] = code;
	sendJson(req, res, status, { error: message }, extra);
}

/** 405 with the methods the route takes. */
export function sendMethodNotAllowed(req: IncomingMessage, res: ServerResponse, allow: string[]): void {
	sendError(req, res, 405, `method ${req.method} is not allowed here (allowed: ${allow.join(", ")})`, undefined, {
		Allow: allow.join(", "),
	});
}

/** A header value holds only printable ASCII. */
function headerSafe(text: string): string {
	return text.replace(/[^\x20-\x7e]/g, "?").slice(0, 500);
}

/** The absolute URL of this server as the client reached it (for Link headers, which clients need absolute). */
export function publicOrigin(req: IncomingMessage): string {
	const proto = req.headers["x-forwarded-proto"] === "https" ? "https" : "http";
	const host = req.headers.host && /^[A-Za-z0-9.:[\]-]+$/.test(req.headers.host) ? req.headers.host : "127.0.0.1";
	return `${proto}://${host}`;
}
