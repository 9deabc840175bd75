import type { IncomingMessage, ServerResponse } from "node:http";
import { etagOf, sendBody } from "./send.js";

/**
 * Writes a JSON answer as pages are written: compressed when the client takes it, and a successful one with a strong
 * ETag, so that a client asking again with `If-None-Match` gets a 304 (no body for HEAD).
 */
export function sendJson(
	req: IncomingMessage,
	res: ServerResponse,
	status: number,
	value: unknown,
	headers: Record<string, string> = {},
): void {
	const body = Buffer.from(JSON.stringify(value));
	sendBody(
		req,
		res,
		{
			status,
			headers: { "Content-Type": "application/json; charset=utf-8", ...headers },
			body,
			...(status === 200 ? { etag: etagOf(body) } : {}),
		},
		"fast",
	);
}

/**
 * An error the Hub's clients understand: the status, `X-Error-Code` (RepoNotFound, RevisionNotFound, EntryNotFound,
 * …) and `X-Error-Message` headers, and a JSON body `{"error": message}` — or, for a page, a small HTML page with the
 * same message.
 */
export function sendError(
	req: IncomingMessage,
	res: ServerResponse,
	status: number,
	message: string,
	code?: string,
	headers: Record<string, string> = {},
	format: "json" | "html" = "json",
): void {
	const extra: Record<string, string> = { ...headers, "X-Error-Message": headerSafe(message) };
	if (code) extra["X-Error-Code"] = code;
	if (format === "json") {
		sendJson(req, res, status, { error: message }, extra);
		return;
	}
	const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${status} · Modelhub</title></head><body><h1>${status}</h1><p>${escapeHtml(message)}</p><p><a href="/">Modelhub</a></p></body></html>\n`;
	res.writeHead(status, {
		"Content-Type": "text/html; charset=utf-8",
		"Content-Length": String(Buffer.byteLength(html)),
		"Cache-Control": "no-cache",
		...extra,
	});
	res.end(req.method === "HEAD" ? undefined : html);
}

/** Text as HTML shows it: the five characters that could start markup or end an attribute, as references. */
export function escapeHtml(text: string): string {
	return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A header value holds only printable ASCII. */
function headerSafe(text: string): string {
	return text.replace(/[^\x20-\x7e]/g, "?").slice(0, 500);
}
