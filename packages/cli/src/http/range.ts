/** What a `Range` header asks of a file of a given size. */
export type RangeRequest =
	| { kind: "whole" }
	| { kind: "part"; start: number; end: number }
	| { kind: "unsatisfiable"; reason: string };

/**
 * Reads one `bytes=a-b`, `bytes=a-` or `bytes=-n` range. Anything else (several ranges, other units, numbers past
 * 2^53, a start after the end, a start past the file) cannot be served and is answered 416.
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
	if (header === undefined) return { kind: "whole" };
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
