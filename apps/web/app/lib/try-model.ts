/**
 * The /try page's input handling: a pasted model record, or a config.json plus a model card's YAML front matter,
 * turned into a model record — or into a one-line message naming what is wrong (line and column, or the field).
 * Nothing here leaves the browser.
 */
import { type ModelRecord, parseModelRecord } from "@modelhub/core";

export type TryResult = { ok: true; model: ModelRecord } | { ok: false; error: string };

/** Line and column (1-based) of a character offset. */
function position(text: string, offset: number): string {
	const before = text.slice(0, offset).split("\n");
	return `line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}`;
}

/** Parses JSON, reporting a syntax error with its line and column. */
export function parseJsonText(text: string, what: string): { ok: true; value: unknown } | { ok: false; error: string } {
	try {
		return { ok: true, value: JSON.parse(text) };
	} catch (e) {
		const message = (e as Error).message;
		const lineCol = /line (\d+) column (\d+)/.exec(message);
		const offset = /position (\d+)/.exec(message);
		const where = lineCol
			? `line ${lineCol[1]}, column ${lineCol[2]}`
			: offset
				? position(text, Number(offset[1]))
				: "";
		const reason = message.replace(/\s*\(line \d+ column \d+\)/, "").replace(/ in JSON at position \d+/, "");
		return { ok: false, error: `${what} is not valid JSON${where ? ` at ${where}` : ""}: ${reason}` };
	}
}

/** A pasted model record (the Hub API's JSON). */
export function tryRecord(json: string): TryResult {
	if (!json.trim()) return { ok: false, error: "paste a model record (JSON) to see its snippets" };
	const parsed = parseJsonText(json, "the model record");
	if (!parsed.ok) return parsed;
	const record = parseModelRecord(parsed.value);
	return record.ok
		? { ok: true, model: record.value }
		: { ok: false, error: `the model record is invalid: ${record.error}` };
}

/** The YAML between the leading `---` lines of a model card (the whole text when it has no such block). */
export function frontMatter(card: string): string {
	const m = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\s*(?:\r?\n|$)/.exec(card);
	return m ? (m[1] ?? "") : card;
}

type YamlParse = (text: string) => unknown;

const asStrings = (v: unknown): string[] | undefined =>
	Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : typeof v === "string" ? [v] : undefined;

/** A model record assembled from a config.json and a model card's front matter, as the hub derives it. */
export function tryConfigAndCard(id: string, configText: string, card: string, parseYaml: YamlParse): TryResult {
	if (!id.trim()) return { ok: false, error: "give the model an id, such as my-org/my-model" };
	let config: unknown = {};
	if (configText.trim()) {
		const parsed = parseJsonText(configText, "config.json");
		if (!parsed.ok) return parsed;
		config = parsed.value;
	}
	let meta: Record<string, unknown> = {};
	if (card.trim()) {
		try {
			const value = parseYaml(frontMatter(card));
			if (value !== null && value !== undefined) {
				if (typeof value !== "object" || Array.isArray(value))
					return { ok: false, error: "the model card's front matter must be a YAML mapping (key: value lines)" };
				meta = value as Record<string, unknown>;
			}
		} catch (e) {
			const err = e as Error & { linePos?: { line: number; col: number }[] };
			const at = err.linePos?.[0];
			const reason = err.message.split("\n")[0] ?? "";
			return {
				ok: false,
				error: `the model card's YAML is invalid${at ? ` at line ${at.line}, column ${at.col}` : ""}: ${reason.replace(/ at line \d+, column \d+:?.*$/, "")}`,
			};
		}
	}
	const tags = [...(asStrings(meta.tags) ?? [])];
	const record: Record<string, unknown> = { id: id.trim(), config, cardData: meta, tags };
	if (typeof meta.library_name === "string") record.library_name = meta.library_name;
	if (typeof meta.pipeline_tag === "string") record.pipeline_tag = meta.pipeline_tag;
	if (Array.isArray(meta.widget)) record.widgetData = meta.widget;
	const parsed = parseModelRecord(record);
	return parsed.ok
		? { ok: true, model: parsed.value }
		: {
				ok: false,
				error: `the assembled record is invalid: ${parsed.error.replace(/^cardData\./, "model card field ")}`,
			};
}
