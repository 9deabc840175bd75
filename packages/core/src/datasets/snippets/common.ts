/**
 * What every "use this dataset" snippet needs from a dataset record: its id, the config and splits `load_dataset`
 * finds (`datasetConfigs`), the first file of each split, and the hub it is printed for. Records may come from
 * anywhere, so every read is defensive.
 */
import { raw, sh } from "../../code/index.js";
import { isHubUrl, PUBLIC_HUB_URL } from "../../libraries/hub-url.js";
import type { Snippet } from "../../snippet.js";
import type { DatasetBuilder } from "../builders.js";
import { type DatasetConfig, datasetConfigs } from "../configs.js";

/** A dataset record in the Hub API's shape (`/api/datasets/{id}`): the fields the snippets read. */
export interface DatasetRecord {
	id: string;
	/** `{rfilename}` per file, as the Hub lists them. */
	siblings?: unknown;
	/** The card's front matter: `configs` with `data_files` per split. */
	cardData?: unknown;
	[key: string]: unknown;
}

export interface DatasetSnippetOptions {
	/** The hub that holds the dataset's files; absent: the public Hub. */
	hubUrl?: string;
}

/** A dataset snippet generator: record in, snippets out; never throws (a fallback comment instead). */
export type DatasetSnippetGenerator = (record: DatasetRecord, options?: DatasetSnippetOptions) => Snippet[];

/** What the snippets say about a dataset: its id, the config shown, and its splits' first files. */
export interface DatasetPlan {
	id: string;
	/** The config shown (the default one, else the first). */
	config?: DatasetConfig;
	/** Whether `load_dataset` needs the config's name (it is not the default). */
	configArgument?: string;
	/** Split name → the split's first file (repository path), for the splits that have files. */
	files: [string, string][];
	/** Split name → how many files the split has. */
	fileCounts: Record<string, number>;
	builder?: DatasetBuilder;
	/** The `sep` the builder reads with (`\t` for TSV). */
	sep?: string;
}

function siblingPaths(record: DatasetRecord): string[] {
	const s = record.siblings;
	if (!Array.isArray(s)) return [];
	return s.flatMap((e) =>
		e && typeof e === "object" && typeof (e as { rfilename?: unknown }).rfilename === "string"
			? [(e as { rfilename: string }).rfilename]
			: [],
	);
}

export function planOf(record: DatasetRecord): DatasetPlan {
	const id = typeof record.id === "string" ? record.id : "";
	const layout = datasetConfigs(siblingPaths(record), record.cardData);
	const config = layout.configs.find((c) => c.default) ?? layout.configs.find((c) => c.splits.length > 0);
	const files: [string, string][] = [];
	const fileCounts: Record<string, number> = {};
	for (const s of config?.splits ?? []) {
		const data = s.files.filter((f) => !/(^|\/)metadata\.(csv|jsonl|parquet)$/.test(f));
		if (data.length === 0) continue;
		files.push([s.name, data[0] as string]);
		fileCounts[s.name] = data.length;
	}
	return {
		id,
		config,
		configArgument: config && !config.default ? config.name : undefined,
		files,
		fileCounts,
		builder: config?.builder,
		sep: config?.builderOptions.sep,
	};
}

/** The hub's address without trailing slashes, or undefined for the public Hub (and for anything not an http(s) address). */
export function otherHub(options: DatasetSnippetOptions | undefined): string | undefined {
	const base = options?.hubUrl?.replace(/\/+$/, "");
	return base && base !== PUBLIC_HUB_URL && isHubUrl(base) ? base : undefined;
}

/** `hf://datasets/{id}/{path}`: what fsspec-based libraries open through huggingface_hub's HfFileSystem. */
export const hfPath = (id: string, path: string): string => `hf://datasets/${id}/${path}`;

/** The `resolve` URL of a dataset file on a hub (path segments percent-encoded). */
export function resolveUrl(base: string, id: string, path: string): string {
	return `${base}/datasets/${id}/resolve/main/${path.split("/").map(encodeURIComponent).join("/")}`;
}

/** The shell line that points the Python Hub clients (and what reads through them) at another hub. */
export function endpointSnippet(base: string, who: string): Snippet {
	return {
		language: "bash",
		content: sh`
			# This hub holds the dataset's files: point ${raw(who)} at it
			export HF_ENDPOINT=${base}
		`,
	};
}

/** The tabular builders pandas, polars, dask and DuckDB read. */
export type TableFormat = "parquet" | "csv" | "json";

export function tableFormat(plan: DatasetPlan): TableFormat | undefined {
	switch (plan.builder) {
		case "parquet":
		case "csv":
		case "json":
			return plan.builder;
		default:
			return undefined;
	}
}

/** Whether a JSON data file is JSON Lines (by its extension; `.json` files are taken as one JSON document). */
export const isJsonLines = (path: string): boolean => /\.(jsonl|ndjson)$/i.test(path);

/** Why a table library cannot read this dataset, or undefined when it can. */
export function tableProblem(plan: DatasetPlan, library: string): string | undefined {
	if (!plan.config || plan.files.length === 0) return "This dataset has no data files a snippet can name yet.";
	if (!tableFormat(plan))
		return `${library} reads tables (parquet, CSV, JSON); this dataset's files are read by the ${plan.builder ?? "unknown"} builder: load it with the datasets library.`;
	return undefined;
}
