import type { ModelRecord } from "@modelhub/core";

/** The orders the models API and /models offer (the Hub's `sort` names). */
export const SORT_KEYS = ["downloads", "likes", "trendingScore", "lastModified", "createdAt"] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** One query over the catalogue: every field optional; what the Hub's /api/models takes. */
export interface ModelQuery {
	/** Words matched against the id's words (split on `-`, `_`, `.`, `/`, case and digits), each as a prefix. */
	search?: string;
	author?: string;
	/** Tags the model must all have (the Hub's repeatable `filter`). */
	tags?: string[];
	pipelineTag?: string;
	library?: string;
	/** Only gated models (true) or only open ones (false): the Hub's `gated` parameter. */
	gated?: boolean;
	/** Default: downloads. */
	sort?: SortKey;
	/** Default: descending. */
	direction?: "asc" | "desc";
	/** Page size, 1..1000 (default 20). */
	limit?: number;
	/** An opaque cursor from a previous page's `nextCursor`: the page after that row. */
	cursor?: string;
	/** An opaque cursor from a page's `prevCursor`: the page that ends just before that row (not with `cursor`). */
	before?: string;
}

/** How many models match: exact up to a cap, else the planner's estimate, labelled so. */
export interface Total {
	value: number;
	exact: boolean;
}

/** The indexed columns of one model, enough for a list row without parsing the whole record. */
export interface ModelSummary {
	id: string;
	author: string;
	pipeline_tag?: string;
	library_name?: string;
	tags: string[];
	downloads: number;
	likes: number;
	trendingScore: number;
	createdAt?: string;
	lastModified?: string;
	/** Parameter count from `safetensors.total` or `gguf.total`. */
	parameters?: number;
	gated?: boolean | string;
	private?: boolean;
}

export interface ModelPage {
	models: ModelSummary[];
	/** Set when another page follows. */
	nextCursor?: string;
	/** Set when a page precedes this one: pass it as `before` to get that page. */
	prevCursor?: string;
}

/** A stored model: the record as imported (Hub API JSON) and its model card (README.md text) when there is one. */
export interface StoredModel {
	record: ModelRecord;
	card?: string;
}

/**
 * Characters of a card a page reads from the store at most: a page shows far less (the web renders 200k characters of
 * Markdown), and a card of tens of megabytes would otherwise be read whole, and held, for every first render.
 */
export const PAGE_CARD_CHARS = 1_000_000;

/**
 * A stored model with what its page shows from the rest of the store. Its `card` is the card's first PAGE_CARD_CHARS
 * characters (all of it when it is shorter).
 */
export interface ModelPageFacts extends StoredModel {
	/** The whole card's size in bytes (UTF-8), when there is a card: more than `card` holds when it was cut. */
	cardBytes?: number;
	/** Whether this hub holds the repository's files (an imported folder), not only its record. */
	hostsFiles: boolean;
	/** How many files the default branch holds, for a repository whose files this hub holds (its record lists the first). */
	fileCount?: number;
	/** How many stored models are built on it, per relation (adapter, finetune, quantized, merge). */
	children: Record<string, number>;
}

/** What one upsert batch did. */
export interface UpsertCounts {
	inserted: number;
	updated: number;
	unchanged: number;
}

/** A value and how many models have it (tasks, libraries, tags, authors). */
export interface FacetCount {
	value: string;
	count: number;
}

export type FacetKind = "pipeline_tag" | "library_name" | "tag" | "author";
