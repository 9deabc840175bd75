/** What a `Range` header asks of a file of a given size. */
export type RangeRequest =
	| { kind: "whole" }
	| { kind: "part"; start: number; end: number }
	| { kind: "unsatisfiable"; reason: string };

/**
 * Reads one `bytes=a-b`, `bytes=a-` or `bytes=-n` range of a GET (RFC 9110 14.2: Range is defined for GET only, so a
 * HEAD gets the whole file's headers). A range in another unit is ignored (the whole file is sent), and so are several
 * ranges (`bytes=0-3,10-15`): a server may always answer a Range with the whole file, the Hub's clients never ask for
 * several, and a multipart answer of overlapping ranges would let a client make the hub send a file many times over.
 * Numbers past 2^53, a start after the end or past the file cannot be served (416).
 */
export function parseRange(header: string | undefined, size: number, method = "GET"): RangeRequest {
	if (method !== "GET" || header === undefined || !/^\s*bytes\s*=/i.test(header)) return { kind: "whole" };
	if (header.includes(",")) return { kind: "whole" };
	const m = /^\s*bytes\s*=\s*(\d{0,15})\s*-\s*(\d{0,15})\s*$/i.exec(header);
	if (!m) return { kind: "unsatisfiable", reason: "only one range of the form bytes=start-end is served" };
	const [, a = "", b = ""] = m;
	if (a === "" && b === "") return { kind: "unsatisfiable", reason: "the range names no bytes" };
	if (a === "") {
		const n = Number(b);
		if (n === 0 || size === 0) return { kind: "unsatisfiable", reason: "the range names no bytes of the file" };
		return { kind: "part", start: Math.max(0, size - n), end: size - 1 };
	}
	const start = Number(a);
	const end = b === "" ? size - 1 : Math.min(Number(b), size - 1);
	if (b !== "" && Number(b) < start) return { kind: "unsatisfiable", reason: "the range ends before it starts" };
	if (start >= size)
		return { kind: "unsatisfiable", reason: `the range starts past the end of the file (${size} bytes)` };
	return { kind: "part", start, end };
}

/**
 * Whether a `Range` may be honoured given `If-Range` (RFC 9110 13.1.5): only when the validator is the file's current
 * strong ETag. A date, a weak tag or another tag means the client's copy is stale: the whole file is sent instead.
 */
export function rangeApplies(ifRange: string | undefined, etag: string): boolean {
	if (ifRange === undefined) return true;
	const v = ifRange.trim();
	return v === etag || v === etag.slice(1, -1);
}
