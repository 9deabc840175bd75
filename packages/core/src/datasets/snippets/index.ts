import type { DatasetSnippetGenerator } from "./common.js";
import { datasetsSnippets } from "./datasets.js";
import { daskSnippets, duckdbSnippets, pandasSnippets, polarsSnippets } from "./tables.js";

export {
	type DatasetPlan,
	type DatasetRecord,
	type DatasetSnippetGenerator,
	type DatasetSnippetOptions,
	planOf,
	resolveUrl,
} from "./common.js";

/** The "use this dataset" snippet generators, by library, in the order a dataset page shows them. */
export const DATASET_SNIPPETS: Readonly<
	Record<"datasets" | "pandas" | "polars" | "dask" | "duckdb", DatasetSnippetGenerator>
> = {
	datasets: datasetsSnippets,
	pandas: pandasSnippets,
	polars: polarsSnippets,
	dask: daskSnippets,
	duckdb: duckdbSnippets,
};

/** The libraries' labels, as a page names them. */
export const DATASET_LIBRARY_LABELS: Readonly<Record<keyof typeof DATASET_SNIPPETS, string>> = {
	datasets: "Datasets",
	pandas: "pandas",
	polars: "Polars",
	dask: "Dask",
	duckdb: "DuckDB",
};
