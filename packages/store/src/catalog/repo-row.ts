import { hash } from "node:crypto";
import { datasetRecordError, repoIdError, spaceRecordError } from "@modelhub/core";
import { EPOCH, type Instant, instantText, parseInstant } from "./dates.js";
import { idWords } from "./words.js";

/** The repository types with a catalogue of their own beside the models': datasets and spaces. */
export type CatalogType = "dataset" | "space";

/** The table of each type (a fixed name, never taken from a request). */
export const TABLE_OF: Readonly<Record<CatalogType, "datasets" | "spaces">> = Object.freeze({
	dataset: "datasets",
	space: "spaces",
});

/** A dataset or space record as stored: the Hub API's JSON, kept as it came. */
export type RepoRecord = { id: string; [field: string]: unknown };

export type CheckedRepo = { ok: true; record: RepoRecord; card?: string } | { ok: false; error: string };

function checkDate(v: unknown, name: string): string | undefined {
	if (v === undefined || v === null) return undefined;
	if (typeof v !== "string") return `${name} must be a date string`;
	return parseInstant(v) ? undefined : `${name} must be a date (such as 2024-01-31T12:00:00Z) in the years 1 to 9999`;
}

/** PostgreSQL text cannot hold a NUL character: what is stored outside the record's JSON must not carry one. */
function nulIn(input: Record<string, unknown>): string | undefined {
	for (const key of ["author", "sdk", "readme"]) {
		const v = input[key];
		if (typeof v === "string" && v.includes("\0")) return `${key} contains a NUL character`;
	}
	for (const key of ["tags", "models", "datasets"]) {
		const v = input[key];
		if (Array.isArray(v) && v.some((t) => typeof t === "string" && t.includes("\0")))
			return `${key} contain a NUL character`;
	}
	return undefined;
}

/**
 * Validates an untrusted value as a dataset or space record to store: core's checks of the type's fields, an
 * `owner/name` id, dates. The record is kept exactly as given; a Modelhub `readme` field (the card, as an export
 * writes it) is taken out of it as the card.
 */
export function checkRepoRecord(type: CatalogType, input: unknown): CheckedRepo {
	const core = type === "dataset" ? datasetRecordError(input) : spaceRecordError(input);
	if (core !== undefined) return { ok: false, error: core };
	const value = input as Record<string, unknown>;
	const idError = repoIdError(value.id);
	if (idError !== undefined)
		return { ok: false, error: `id ${JSON.stringify(value.id).slice(0, 120)} is not a repository id: ${idError}` };
	const error =
		checkDate(value.createdAt, "createdAt") ??
		checkDate(value.lastModified, "lastModified") ??
		(value.readme === undefined || typeof value.readme === "string" ? undefined : "readme must be a string") ??
		nulIn(value);
	if (error !== undefined) return { ok: false, error };
	if (value.readme === undefined) return { ok: true, record: value as RepoRecord };
	const { readme, ...record } = value;
	return { ok: true, record: record as RepoRecord, card: readme as string };
}

/** The row written for a dataset or space record: the columns lists filter and sort by, the record, a digest. */
export interface RepoRow {
	id: string;
	author: string;
	tags: string[];
	downloads: number;
	likes: number;
	trending_score: number;
	created: Instant;
	modified: Instant;
	gated: string | null;
	private: boolean;
	sdk: string | null;
	/** What a space uses: `model:<id>` and `dataset:<id>`. */
	links: string[];
	words: string[];
	record: string;
	card: string | null;
	digest: string;
}

const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : 0);
const str = (v: unknown) => (typeof v === "string" && v !== "" ? v : null);
const strings = (v: unknown) =>
	Array.isArray(v) ? v.filter((x): x is string => typeof x === "string" && x !== "") : [];
const instantOf = (v: unknown): Instant => (typeof v === "string" ? parseInstant(v) : undefined) ?? EPOCH;

/** The ids a space says it uses, as `links`: its `models` and `datasets` (the card's when the record has none). */
export function spaceLinks(record: RepoRecord): string[] {
	const card = (record.cardData ?? {}) as Record<string, unknown>;
	const models = record.models !== undefined ? strings(record.models) : strings(card.models);
	const datasets = record.datasets !== undefined ? strings(record.datasets) : strings(card.datasets);
	return [...new Set([...models.map((m) => `model:${m}`), ...datasets.map((d) => `dataset:${d}`)])];
}

/** A space's SDK: the record's, else its card's. */
export function spaceSdk(record: RepoRecord): string | null {
	return str(record.sdk) ?? str((record.cardData as Record<string, unknown> | undefined)?.sdk);
}

/**
 * The row of a record. Its text is written out from the parsed value, so the same record has the same digest
 * whatever white space it came with, and an exported store imports back unchanged.
 */
export function toRepoRow(type: CatalogType, record: RepoRecord, card: string | undefined): RepoRow {
	const text = JSON.stringify(record);
	return {
		id: record.id,
		author: str(record.author) ?? record.id.split("/")[0] ?? "",
		tags: [...new Set(strings(record.tags))],
		downloads: Math.round(num(record.downloads)),
		likes: Math.round(num(record.likes)),
		trending_score: num(record.trendingScore),
		created: instantOf(record.createdAt),
		modified: instantOf(record.lastModified),
		gated: record.gated === undefined || record.gated === null ? null : JSON.stringify(record.gated),
		private: record.private === true,
		sdk: type === "space" ? spaceSdk(record) : null,
		links: type === "space" ? spaceLinks(record) : [],
		words: idWords(record.id),
		record: text,
		card: card ?? null,
		digest: hash("sha1", card === undefined ? `${text}\0` : `${text}\0${card}`),
	};
}

/** A row as the upsert statement reads it (one element of its JSON array). */
export function rowJson(row: RepoRow): Record<string, unknown> {
	const { created, modified, ...rest } = row;
	return { ...rest, created_at: instantText(created), last_modified: instantText(modified) };
}
