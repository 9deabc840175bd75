import { hash } from "node:crypto";
import { ggufLibrary, type ModelRecord, parseModelRecord } from "@modelhub/core";
import { EPOCH, type Instant, parseInstant } from "./dates.js";
import { idWords, taskLexeme } from "./words.js";

/** A model id as the Hub allows it: `owner/name`, each of letters, digits, `-`, `_` and `.`, at most 96 long. */
const ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,95}\/[A-Za-z0-9_.][A-Za-z0-9_.-]{0,95}$/;

export type Checked = { ok: true; record: ModelRecord; card?: string } | { ok: false; error: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function checkCount(v: unknown, name: string): string | undefined {
	if (v === undefined || v === null) return undefined;
	if (typeof v !== "number" || !(v >= 0)) return `${name} must be a non-negative number`;
	return v <= Number.MAX_SAFE_INTEGER ? undefined : `${name} must be below 2^53`;
}

function checkDate(v: unknown, name: string): string | undefined {
	if (v === undefined || v === null) return undefined;
	if (typeof v !== "string") return `${name} must be a date string`;
	return parseInstant(v) ? undefined : `${name} must be a date (such as 2024-01-31T12:00:00Z) in the years 1 to 9999`;
}

/** PostgreSQL text cannot hold a NUL character: the fields stored as text outside the record's JSON must not carry one. */
function nulIn(input: Record<string, unknown>): string | undefined {
	for (const key of ["author", "pipeline_tag", "library_name", "readme"]) {
		const v = input[key];
		if (typeof v === "string" && v.includes("\0")) return `${key} contains a NUL character`;
	}
	if (Array.isArray(input.tags) && input.tags.some((t) => typeof t === "string" && t.includes("\0")))
		return "tags contain a NUL character";
	return undefined;
}

/**
 * Validates an untrusted value as a record to store: core's model-record checks plus what the store indexes (an
 * `owner/name` id, counts, dates, siblings, parameter totals). The record is kept exactly as given; a Modelhub
 * `readme` field (the model card text, as `modelhub export` writes it) is taken out of it as the card.
 */
export function checkRecord(input: unknown): Checked {
	if (!isObject(input)) return { ok: false, error: "a model record must be a JSON object" };
	const parsed = parseModelRecord(input);
	if (!parsed.ok) return { ok: false, error: parsed.error };
	const id = input.id;
	if (typeof id !== "string" || !ID.test(id) || id.includes(".."))
		return { ok: false, error: `id ${JSON.stringify(id).slice(0, 120)} is not of the form owner/name` };
	const errors = [
		checkCount(input.downloads, "downloads"),
		checkCount(input.likes, "likes"),
		input.trendingScore === undefined || input.trendingScore === null || Number.isFinite(input.trendingScore)
			? undefined
			: "trendingScore must be a number",
		checkDate(input.createdAt, "createdAt"),
		checkDate(input.lastModified, "lastModified"),
		input.author === undefined || input.author === null || typeof input.author === "string"
			? undefined
			: "author must be a string",
		input.sha === undefined || input.sha === null || typeof input.sha === "string" ? undefined : "sha must be a string",
		input.private === undefined || input.private === null || typeof input.private === "boolean"
			? undefined
			: "private must be a boolean",
		input.gated === undefined || input.gated === null || ["boolean", "string"].includes(typeof input.gated)
			? undefined
			: "gated must be a boolean or a string",
		input.siblings === undefined ||
		input.siblings === null ||
		(Array.isArray(input.siblings) && input.siblings.every((s) => isObject(s) && typeof s.rfilename === "string"))
			? undefined
			: "siblings must be an array of objects with an rfilename string",
		input.safetensors === undefined || input.safetensors === null || isObject(input.safetensors)
			? checkCount((input.safetensors as { total?: unknown } | undefined)?.total, "safetensors.total")
			: "safetensors must be an object",
		input.readme === undefined || typeof input.readme === "string" ? undefined : "readme must be a string",
		nulIn(input),
	];
	const error = errors.find((e) => e !== undefined);
	if (error) return { ok: false, error };
	const { readme, ...record } = input;
	return { ok: true, record: record as ModelRecord, ...(typeof readme === "string" ? { card: readme } : {}) };
}

/** The row the store writes for a record: its indexed columns, the whole record and a digest of what is stored. */
export interface ModelRow {
	id: string;
	author: string;
	pipeline_tag: string | null;
	library_name: string | null;
	tags: string[];
	downloads: number;
	likes: number;
	trending_score: number;
	/** The dates (`instantText` writes them for the upsert statement). */
	created: Instant;
	modified: Instant;
	parameters: number | null;
	/** The record's `gated` value as JSON (false, true or a string such as "manual"); null when absent. */
	gated: string | null;
	private: boolean;
	/** The words the id is found by (for the word list). */
	words: string[];
	/** What the words column indexes: those words and the task's lexeme (see `taskLexeme`). */
	lexemes: string[];
	/** The record's JSON text, as stored and returned. */
	record: string;
	card: string | null;
	digest: string;
}

const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : 0);
const str = (v: unknown) => (typeof v === "string" && v !== "" ? v : null);

/** A record's date as stored: absent dates sort as the epoch. */
const instantOf = (v: unknown): Instant => (typeof v === "string" ? parseInstant(v) : undefined) ?? EPOCH;

/** The parameter count a record states: `safetensors.total`, else `gguf.total`. */
export function parameterCount(record: ModelRecord): number | null {
	const st = (record.safetensors as { total?: unknown } | undefined)?.total;
	if (typeof st === "number" && Number.isFinite(st) && st > 0) return Math.round(st);
	const gg = record.gguf?.total;
	return typeof gg === "number" && gg > 0 && gg <= Number.MAX_SAFE_INTEGER ? Math.round(gg) : null;
}

/**
 * The row for a record. Its text is always written out from the parsed value (not kept as a dump had it), so the same
 * record has the same digest whatever white space it came with, and an exported store imports back unchanged.
 */
export function toRow(record: ModelRecord, card: string | undefined): ModelRow {
	const text = JSON.stringify(record);
	const digest = hash("sha1", card === undefined ? `${text}\0` : `${text}\0${card}`);
	const tags = Array.isArray(record.tags) ? [...new Set(record.tags)] : [];
	const pipelineTag = str(record.pipeline_tag);
	const words = idWords(record.id);
	const task = taskLexeme(pipelineTag);
	const created = instantOf(record.createdAt);
	const modified = instantOf(record.lastModified);
	return {
		id: record.id,
		author: str(record.author) ?? record.id.split("/")[0] ?? "",
		pipeline_tag: pipelineTag,
		// GGUF repositories are filed under the llama.cpp family's registry entry, so lists, filters and counts find
		// them there; the record itself is kept as it came.
		library_name: ggufLibrary(record)?.key ?? str(record.library_name),
		tags,
		downloads: Math.round(num(record.downloads)),
		likes: Math.round(num(record.likes)),
		trending_score: num(record.trendingScore),
		created,
		modified,
		parameters: parameterCount(record),
		gated: record.gated === undefined || record.gated === null ? null : JSON.stringify(record.gated),
		private: record.private === true,
		words,
		lexemes: task ? [...words, task] : words,
		record: text,
		card: card ?? null,
		digest,
	};
}
