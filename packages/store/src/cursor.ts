/** Keyset cursors: the last row's sort value and id, as opaque base64url text. */
export type CursorValue = number | string;

export function encodeCursor(value: CursorValue, id: string): string {
	return Buffer.from(JSON.stringify([value, id])).toString("base64url");
}

/** The cursor's parts, or undefined when the text is not a cursor this store wrote. */
export function decodeCursor(text: string): { value: CursorValue; id: string } | undefined {
	if (text.length > 1000 || !/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
	try {
		const parsed = JSON.parse(Buffer.from(text, "base64url").toString("utf8")) as unknown;
		if (!Array.isArray(parsed) || parsed.length !== 2) return undefined;
		const [value, id] = parsed as unknown[];
		if (typeof id !== "string") return undefined;
		if (typeof value === "number" && Number.isFinite(value)) return { value, id };
		if (typeof value === "string" && !Number.isNaN(Date.parse(value))) return { value, id };
		return undefined;
	} catch {
		return undefined;
	}
}
