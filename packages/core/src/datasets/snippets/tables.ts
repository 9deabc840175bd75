/**
 * The table libraries' snippets (pandas, polars, dask, DuckDB): one file of the split read as a data frame. pandas and
 * dask open `hf://` paths through huggingface_hub, which follows `HF_ENDPOINT`; polars and DuckDB read `hf://` from
 * the public Hub only, so on another hub they read the file's `resolve` URL.
 */
import { py, raw, sqlString } from "../../code/index.js";
import { fallback } from "../../libraries/snippets/common.js";
import type { Snippet } from "../../snippet.js";
import {
	type DatasetPlan,
	type DatasetRecord,
	type DatasetSnippetOptions,
	endpointSnippet,
	hfPath,
	isJsonLines,
	otherHub,
	planOf,
	resolveUrl,
	tableFormat,
	tableProblem,
} from "./common.js";

/** `splits = {...}` and the expression naming the first split's file, or the one file's literal. */
function fileExpression(
	plan: DatasetPlan,
	prefix: string,
	url: (path: string) => string,
): { setup: string; file: string } {
	const [first] = plan.files;
	if (!first) return { setup: "", file: py`${""}` };
	if (plan.files.length === 1) return { setup: "", file: py`${url(first[1])}` };
	const splits = Object.fromEntries(plan.files.map(([s, f]) => [s, prefix ? f : url(f)]));
	return {
		setup: py`splits = ${splits}`,
		file: prefix ? py`${prefix} + splits[${first[0]}]` : py`splits[${first[0]}]`,
	};
}

/** A comment when the first split has more files than the one read. */
function moreFiles(plan: DatasetPlan): string {
	const [first] = plan.files;
	const n = first ? (plan.fileCounts[first[0]] ?? 1) : 1;
	return n > 1 ? `# the split has ${n} files; this reads the first\n` : "";
}

const withSetup = (setup: string, body: string) => (setup ? `${setup}\n${body}` : body);

/** pandas and dask: the same readers over hf:// paths, under their own module alias. */
function dataFrameSnippets(
	lib: { name: "pandas" | "dask"; module: string; alias: "pd" | "dd" },
	record: DatasetRecord,
	options?: DatasetSnippetOptions,
): Snippet[] {
	const plan = planOf(record);
	const problem = tableProblem(plan, lib.name);
	if (problem) return fallback(problem);
	const base = otherHub(options);
	const { setup, file } = fileExpression(plan, hfPath(plan.id, ""), (p) => hfPath(plan.id, p));
	const path = plan.files[0]?.[1] ?? "";
	const df = raw(lib.alias);
	const read =
		tableFormat(plan) === "parquet"
			? py`df = ${df}.read_parquet(${raw(file)})`
			: tableFormat(plan) === "csv"
				? plan.sep === "\t"
					? py`df = ${df}.read_csv(${raw(file)}, sep="\t")`
					: py`df = ${df}.read_csv(${raw(file)})`
				: isJsonLines(path)
					? py`df = ${df}.read_json(${raw(file)}, lines=True)`
					: py`df = ${df}.read_json(${raw(file)})`;
	const out: Snippet[] = [];
	if (base) out.push(endpointSnippet(base, `${lib.name} (it opens hf:// paths through huggingface_hub)`));
	out.push({
		language: "python",
		content: py`
			import ${raw(lib.module)} as ${df}

			${raw(withSetup(setup, moreFiles(plan) + read))}
			print(df.head())
		`,
	});
	return out;
}

export const pandasSnippets = (record: DatasetRecord, options?: DatasetSnippetOptions): Snippet[] =>
	dataFrameSnippets({ name: "pandas", module: "pandas", alias: "pd" }, record, options);

export const daskSnippets = (record: DatasetRecord, options?: DatasetSnippetOptions): Snippet[] =>
	dataFrameSnippets({ name: "dask", module: "dask.dataframe", alias: "dd" }, record, options);

function polarsRead(plan: DatasetPlan, source: string): string {
	const path = plan.files[0]?.[1] ?? "";
	switch (tableFormat(plan)) {
		case "parquet":
			return py`df = pl.read_parquet(${raw(source)})`;
		case "csv":
			return plan.sep === "\t"
				? py`df = pl.read_csv(${raw(source)}, separator="\t")`
				: py`df = pl.read_csv(${raw(source)})`;
		default:
			return isJsonLines(path) ? py`df = pl.read_ndjson(${raw(source)})` : py`df = pl.read_json(${raw(source)})`;
	}
}

export function polarsSnippets(record: DatasetRecord, options?: DatasetSnippetOptions): Snippet[] {
	const plan = planOf(record);
	const problem = tableProblem(plan, "polars");
	if (problem) return fallback(problem);
	const base = otherHub(options);
	if (!base) {
		const { setup, file } = fileExpression(plan, hfPath(plan.id, ""), (p) => hfPath(plan.id, p));
		return [
			{
				language: "python",
				content: py`
					import polars as pl

					${raw(withSetup(setup, moreFiles(plan) + polarsRead(plan, file)))}
					print(df.head())
				`,
			},
		];
	}
	const { setup, file } = fileExpression(plan, "", (p) => resolveUrl(base, plan.id, p));
	const [split, first] = plan.files[0] ?? ["", ""];
	void split;
	return [
		{
			language: "python",
			content: py`
				import polars as pl

				# polars reads hf:// paths from the public Hub only (it ignores HF_ENDPOINT): read the file's URL on this hub
				${raw(withSetup(setup, moreFiles(plan) + polarsRead(plan, file)))}
				print(df.head())
			`,
		},
		{
			language: "python",
			content: py`
				import polars as pl
				from huggingface_hub import HfFileSystem

				# or open the file through huggingface_hub's file system on this hub (private and gated datasets too, with a token)
				fs = HfFileSystem(endpoint=${base})
				with fs.open(${`datasets/${plan.id}/${first}`}, "rb") as f:
				    ${raw(polarsRead(plan, "f"))}
				print(df.head())
			`,
		},
	];
}

export function duckdbSnippets(record: DatasetRecord, options?: DatasetSnippetOptions): Snippet[] {
	const plan = planOf(record);
	const problem = tableProblem(plan, "DuckDB");
	if (problem) return fallback(problem);
	const base = otherHub(options);
	const path = plan.files[0]?.[1] ?? "";
	const source = base ? resolveUrl(base, plan.id, path) : hfPath(plan.id, path);
	const fn =
		tableFormat(plan) === "parquet"
			? `read_parquet(${sqlString(source)})`
			: tableFormat(plan) === "csv"
				? plan.sep === "\t"
					? `read_csv(${sqlString(source)}, delim = '\t')`
					: `read_csv(${sqlString(source)})`
				: `read_json(${sqlString(source)})`;
	const sql = `SELECT * FROM ${fn} LIMIT 10`;
	const note = base
		? "# DuckDB reads hf:// paths from the public Hub only: on this hub it reads the file's URL (with its httpfs extension)\n"
		: "# DuckDB reads hf:// paths from the public Hub (with its httpfs extension)\n";
	return [
		{
			language: "python",
			content: py`
				import duckdb

				${raw(moreFiles(plan) + note)}duckdb.sql(${sql}).show()
			`,
		},
	];
}
