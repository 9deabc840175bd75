import { hash } from "node:crypto";
import { ggufLibrary, type ModelRecord, modelRecordError, repoIdError } from "@modelhub/core";
import { quote } from "../quote.js";
import { EPOCH, type Instant, parseInstant } from "./dates.js";
import { idWords, taskLexeme } from "./words.js";

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
	const error = recordError(input);
	if (error !== undefined) return { ok: false, error };
	const value = input as Record<string, unknown>;
	if (value.readme === undefined) return { ok: true, record: value as ModelRecord };
	const { readme, ...record } = value;
	return { ok: true, record: record as ModelRecord, card: readme as string };
}

const optional = (v: unknown) => v === undefined || v === null;

/** The first thing `checkRecord` finds wrong with a value, checked in a fixed order; undefined when there is none. */
function recordError(value: unknown): string | undefined {
	// Core's checks come first: they also reject anything that is not an object.
	const core = modelRecordError(value);
	if (core !== undefined) return core;
	const input = value as Record<string, unknown>;
	const idError = repoIdError(input.id);
	if (idError !== undefined) return `id ${quote(input.id, 120)} is not a repository id: ${idError}`;
	const safetensors = input.safetensors;
	return (
		checkCount(input.downloads, "downloads") ??
		checkCount(input.likes, "likes") ??
		(optional(input.trendingScore) || Number.isFinite(input.trendingScore)
			? undefined
			: "trendingScore must be a number") ??
		checkDate(input.createdAt, "createdAt") ??
		checkDate(input.lastModified, "lastModified") ??
		(optional(input.author) || typeof input.author === "string" ? undefined : "author must be a string") ??
		(optional(input.sha) || typeof input.sha === "string" ? undefined : "sha must be a string") ??
		(optional(input.private) || typeof input.private === "boolean" ? undefined : "private must be a boolean") ??
		(optional(input.gated) || typeof input.gated === "boolean" || typeof input.gated === "string"
			? undefined
			: "gated must be a boolean or a string") ??
		(optional(input.siblings) || validSiblings(input.siblings)
			? undefined
			: "siblings must be an array of objects with an rfilename string") ??
		(optional(safetensors) || isObject(safetensors)
			? checkCount((safetensors as { total?: unknown } | null | undefined)?.total, "safetensors.total")
			: "safetensors must be an object") ??
		(input.readme === undefined || typeof input.readme === "string" ? undefined : "readme must be a string") ??
		nulIn(input)
	);
}

function validSiblings(v: unknown): boolean {
	if (!Array.isArray(v)) return false;
	for (const s of v) if (!isObject(s) || typeof s.rfilename !== "string") return false;
	return true;
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
