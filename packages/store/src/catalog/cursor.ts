/**
 * Keyset cursors: the last row's sort value and its place in the order models arrived in the store (`seq`, which
 * breaks ties), as opaque base64url text.
 */
export type CursorValue = number | string;

export function encodeCursor(value: CursorValue, seq: number): string {
	return Buffer.from(JSON.stringify([value, seq])).toString("base64url");
}

/** The cursor's parts, or undefined when the text is not a cursor this store wrote. */
export function decodeCursor(text: string): { value: CursorValue; seq: number } | undefined {
	if (text.length > 1000 || !/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
	try {
		const parsed = JSON.parse(Buffer.from(text, "base64url").toString("utf8")) as unknown;
		if (!Array.isArray(parsed) || parsed.length !== 2) return undefined;
		const [value, seq] = parsed as unknown[];
		if (!Number.isSafeInteger(seq) || (seq as number) < 0) return undefined;
		if (typeof value === "number" && Number.isFinite(value)) return { value, seq: seq as number };
		if (typeof value === "string" && !Number.isNaN(Date.parse(value))) return { value, seq: seq as number };
		return undefined;
	} catch {
		return undefined;
	}
}
