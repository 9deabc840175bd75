/**
 * Dataset and space records: the shapes of the Hub API's `/api/datasets/{id}` and `/api/spaces/{id}` JSON, as far as
 * the hub reads them, with the checks an untrusted record passes before it is stored. Every field but `id` is
 * optional; unknown fields are kept.
 */
import { namePartError } from "./repos.js";

/** A sibling (one file) as the Hub lists them. */
export interface Sibling {
	rfilename: string;
	size?: number;
	[extra: string]: unknown;
}

interface RepoRecordBase {
	id: string;
	author?: string;
	sha?: string;
	private?: boolean;
	/** False, or how access is granted (`auto`, `manual`; `true` is read as `auto`). */
	gated?: boolean | string;
	likes?: number;
	trendingScore?: number;
	tags?: string[];
	createdAt?: string;
	lastModified?: string;
	siblings?: Sibling[];
	cardData?: Record<string, unknown>;
	[extra: string]: unknown;
}

/** A dataset: its tags carry `task_categories:`, `modality:`, `format:`, `size_categories:`, `language:`, `license:`… */
export interface HubDatasetRecord extends RepoRecordBase {
	downloads?: number;
	description?: string;
	citation?: string;
	paperswithcode_id?: string | null;
}

/** A space's runtime as the Hub reports it (`stage`: RUNNING, STOPPED, NO_APP_FILE…). */
export interface SpaceRuntime {
	stage: string;
	hardware?: { current?: string | null; requested?: string | null };
	[extra: string]: unknown;
}

/** A space: a demo app's repository, its SDK, its runtime on the Hub, and the models and datasets it uses. */
export interface HubSpaceRecord extends RepoRecordBase {
	sdk?: string;
	runtime?: SpaceRuntime;
	/** Ids of the models the space uses (its card's `models`). */
	models?: string[];
	/** Ids of the datasets the space uses (its card's `datasets`). */
	datasets?: string[];
}

type Check = (v: unknown) => string | undefined;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const str: Check = (v) => (typeof v === "string" ? undefined : " must be a string");
const bool: Check = (v) => (typeof v === "boolean" ? undefined : " must be a boolean");
const obj: Check = (v) => (isObject(v) ? undefined : " must be an object");
const strArray: Check = (v) =>
	Array.isArray(v) && v.every((x) => typeof x === "string") ? undefined : " must be an array of strings";
const count: Check = (v) => {
	if (typeof v !== "number" || !(v >= 0)) return " must be a non-negative number";
	return v <= Number.MAX_SAFE_INTEGER ? undefined : " must be below 2^53";
};
const finite: Check = (v) => (typeof v === "number" && Number.isFinite(v) ? undefined : " must be a number");
const gated: Check = (v) =>
	typeof v === "boolean" || typeof v === "string" ? undefined : " must be a boolean or a string";
const siblings: Check = (v) => {
	if (!Array.isArray(v)) return " must be an array of objects with an rfilename string";
	for (const s of v)
		if (!isObject(s) || typeof s.rfilename !== "string") return " must be an array of objects with an rfilename string";
	return undefined;
};
const runtime: Check = (v) => {
	if (!isObject(v)) return " must be an object";
	return typeof v.stage === "string" ? undefined : ".stage must be a string";
};

const COMMON: Record<string, Check> = {
	id: str,
	author: str,
	sha: str,
	private: bool,
	gated,
	downloads: count,
	likes: count,
	trendingScore: finite,
	tags: strArray,
	createdAt: str,
	lastModified: str,
	siblings,
	cardData: obj,
};

const DATASET: [string, Check][] = Object.entries({ ...COMMON, description: str, citation: str });
const SPACE: [string, Check][] = Object.entries({
	...COMMON,
	sdk: str,
	runtime,
	models: strArray,
	datasets: strArray,
});

function recordError(input: unknown, what: string, checks: [string, Check][]): string | undefined {
	if (!isObject(input)) return `a ${what} record must be a JSON object`;
	if (input.id === undefined || input.id === null || input.id === "") return "id is required";
	for (const [key, check] of checks) {
		const value = input[key];
		if (value === undefined || (value === null && key !== "id")) continue;
		const error = check(value);
		if (error) return key + error;
	}
	return undefined;
}

/** What is wrong with a value as a dataset record (the first bad field named), or undefined when it is one. */
export function datasetRecordError(input: unknown): string | undefined {
	return recordError(input, "dataset", DATASET);
}

/** What is wrong with a value as a space record (the first bad field named), or undefined when it is one. */
export function spaceRecordError(input: unknown): string | undefined {
	return recordError(input, "space", SPACE);
}

/**
 * The Hub's size buckets (`size_categories:`) by number of rows: `n<1K`, `1K<n<10K`, … `n>1T`. A dataset's tag is
 * the bucket of its rows over all splits.
 */
export function sizeCategory(rows: number): string {
	const steps: [number, string][] = [
		[1e3, "n<1K"],
		[1e4, "1K<n<10K"],
		[1e5, "10K<n<100K"],
		[1e6, "100K<n<1M"],
		[1e7, "1M<n<10M"],
		[1e8, "10M<n<100M"],
		[1e9, "100M<n<1B"],
		[1e10, "1B<n<10B"],
		[1e11, "10B<n<100B"],
		[1e12, "100B<n<1T"],
	];
	for (const [below, name] of steps) if (rows < below) return name;
	return "n>1T";
}

/** The size buckets, smallest first (for menus that list them in order rather than by count). */
export const SIZE_CATEGORIES: readonly string[] = [
	"n<1K",
	"1K<n<10K",
	"10K<n<100K",
	"100K<n<1M",
	"1M<n<10M",
	"10M<n<100M",
	"100M<n<1B",
	"1B<n<10B",
	"10B<n<100B",
	"100B<n<1T",
	"n>1T",
];

/** The Space SDKs the Hub knows, with how a page names them. */
export const SPACE_SDKS: Readonly<Record<string, string>> = Object.freeze({
	gradio: "Gradio",
	streamlit: "Streamlit",
	docker: "Docker",
	static: "Static HTML",
});

/**
 * The owner of the repositories the hub itself keeps (such as `modelhub/sample-inputs`, the inputs that generated
 * snippets fetch). Its repositories are ordinary ones; nobody may take its name as an account.
 */
export const HUB_OWNER = "modelhub";

/** Names no account may take although repositories may be owned by them (the hub's own). */
const HUB_ACCOUNT_NAMES: ReadonlySet<string> = new Set([HUB_OWNER]);

/** Why a text cannot be a user's or an organization's name, or undefined when it can. */
export function accountNameError(name: string): string | undefined {
	const bad = namePartError(name, "owner");
	if (bad) return bad;
	if (HUB_ACCOUNT_NAMES.has(name.toLowerCase())) return `"${name}" is reserved for the hub's own repositories`;
	return undefined;
}
