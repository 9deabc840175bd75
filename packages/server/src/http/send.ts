import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export type Encoding = "br" | "gzip" | "identity";

/** The best encoding the client takes: brotli, then gzip, else none. */
export function pickEncoding(req: IncomingMessage): Encoding {
	const taken = new Set<string>();
	for (const part of String(req.headers["accept-encoding"] ?? "").split(",")) {
		const [name = "", ...params] = part.split(";").map((p) => p.trim().toLowerCase());
		const q = params.find((p) => p.startsWith("q="));
		if (q === undefined || Number(q.slice(2)) > 0) taken.add(name);
	}
	if (taken.has("br")) return "br";
	if (taken.has("gzip")) return "gzip";
	return "identity";
}

/** Worth compressing: text of more than a packet. */
export function compressible(type: string, size: number): boolean {
	return size > 1024 && /^(text\/|application\/(json|javascript|xml)|image\/svg)/.test(type);
}

/** Compresses a body; `level` "fast" for per-request pages, "best" for static files compressed once. */
export function compress(body: Buffer, encoding: Encoding, level: "fast" | "best"): Buffer {
	if (encoding === "br")
		return brotliCompressSync(body, {
			params: {
				[constants.BROTLI_PARAM_QUALITY]: level === "best" ? 11 : 4,
				[constants.BROTLI_PARAM_SIZE_HINT]: body.length,
			},
		});
	if (encoding === "gzip") return gzipSync(body, { level: level === "best" ? 9 : 6 });
	return body;
}

/** A strong validator for a body. */
export function etagOf(body: Buffer): string {
	return `"${createHash("sha1").update(body).digest("base64url")}"`;
}

/** Whether the client's cached copy (If-None-Match) is still the current one. */
export function notModified(req: IncomingMessage, etag: string): boolean {
	const match = req.headers["if-none-match"];
	if (!match) return false;
	return match
		.split(",")
		.map((t) => t.trim().replace(/^W\//, ""))
		.some((t) => t === etag || t === "*");
}

export interface Body {
	status: number;
	headers: Record<string, string>;
	/** The uncompressed body. */
	body: Buffer;
	etag?: string;
	/** Encoded copies already made (static files keep theirs). */
	encoded?: Partial<Record<Encoding, Buffer>>;
}

/**
 * Writes an answer: 304 when the client's copy is current, else the body in the best encoding the client takes
 * (`Vary: Accept-Encoding`), no body for HEAD.
 */
export function sendBody(req: IncomingMessage, res: ServerResponse, b: Body, level: "fast" | "best"): void {
	const type = b.headers["Content-Type"] ?? "";
	const headers: Record<string, string> = { ...b.headers };
	if (b.etag) headers.ETag = b.etag;
	const canCompress = compressible(type, b.body.length);
	if (canCompress) headers.Vary = "Accept-Encoding";
	if (b.etag && b.status === 200 && notModified(req, b.etag)) {
		res.writeHead(304, headers);
		res.end();
		return;
	}
	const encoding = canCompress ? pickEncoding(req) : "identity";
	let out = b.body;
	if (encoding !== "identity") {
		out = b.encoded?.[encoding] ?? compress(b.body, encoding, level);
		if (b.encoded) b.encoded[encoding] = out;
		headers["Content-Encoding"] = encoding;
	}
	headers["Content-Length"] = String(out.length);
	res.writeHead(b.status, headers);
	res.end(req.method === "HEAD" ? undefined : out);
}
