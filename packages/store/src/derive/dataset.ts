import { type ByteSource, type DatasetBuilder, datasetConfigs, sizeCategory } from "@modelhub/core";
import { parquetMetadata } from "hyparquet";
import { checkRepoRecord, type RepoRecord } from "../catalog/repo-row.js";
import { parseCardMetadata, stringList } from "./card.js";
import type { RepoFiles } from "./derive.js";

type Warn = (path: string, reason: string) => void;
type Derived = { ok: true; record: RepoRecord; card?: string } | { ok: false; error: string };

const firstLine = (e: unknown) => String((e as Error)?.message ?? e).split("\n")[0] ?? "";

/** The card fields the Hub files a dataset under, each as `<field>:<value>` tags. */
const TAGGED_FIELDS = [
	"task_categories",
	"task_ids",
	"language",
	"license",
	"size_categories",
	"annotations_creators",
	"language_creators",
	"multilinguality",
	"source_datasets",
	"benchmark",
];

/** The modality each builder's files have (tabular files may hold text too: their features decide). */
const BUILDER_MODALITY: Partial<Record<DatasetBuilder, string>> = {
	imagefolder: "image",
	audiofolder: "audio",
	videofolder: "video",
	pdffolder: "document",
	meshfolder: "3d",
	niftifolder: "image",
	text: "text",
	csv: "tabular",
	conll: "text",
	tsfile: "timeseries",
};

/** The Python libraries that read a builder's files, as the Hub tags datasets (`library:`). */
const BUILDER_LIBRARIES: Partial<Record<DatasetBuilder, string[]>> = {
	parquet: ["datasets", "pandas", "polars", "dask"],
	csv: ["datasets", "pandas", "polars", "dask"],
	json: ["datasets", "pandas", "polars", "dask"],
};

/** Files read to count rows when no card states the size: parquet footers, and small text tables line by line. */
const MAX_FOOTER = 16 * 1024 * 1024;
const MAX_COUNTED_TEXT = 8 * 1024 * 1024;
const MAX_COUNTED_TOTAL = 32 * 1024 * 1024;

/** The modality of a `datasets` feature type (the card's `dataset_info.features`), or undefined. */
function featureModality(feature: unknown): string | undefined {
	if (typeof feature !== "object" || feature === null) return undefined;
	const f = feature as Record<string, unknown>;
	const dtype = typeof f.dtype === "string" ? f.dtype : undefined;
	const type = typeof f._type === "string" ? f._type : undefined;
	if (dtype === "image" || type === "Image") return "image";
	if (dtype === "audio" || type === "Audio") return "audio";
	if (dtype === "video" || type === "Video") return "video";
	if (dtype === "pdf" || type === "Pdf") return "document";
	if (dtype === "string" || dtype === "large_string") return "text";
	if (dtype && /^(u?int\d+|float\d+|bool|decimal)/.test(dtype)) return "tabular";
	if (f.class_label !== undefined) return "tabular";
	return undefined;
}

/** The `dataset_info` entries of a card (one mapping, or one per config). */
function infos(metadata: Record<string, unknown>): Record<string, unknown>[] {
	const info = metadata.dataset_info;
	const list = Array.isArray(info) ? info : info ? [info] : [];
	return list.filter((x): x is Record<string, unknown> => typeof x === "object" && x !== null && !Array.isArray(x));
}

/** Modalities from the card's features (every feature of every config, nested ones by their own type). */
function modalitiesFromFeatures(metadata: Record<string, unknown>): Set<string> {
	const found = new Set<string>();
	const visit = (features: unknown) => {
		if (Array.isArray(features)) {
			for (const f of features) {
				const m = featureModality(f);
				if (m) found.add(m);
				if (f && typeof f === "object") {
					const inner = f as Record<string, unknown>;
					if (inner.sequence !== undefined) visit([inner.sequence]);
					if (inner.struct !== undefined) visit(inner.struct);
					if (inner.list !== undefined) visit([inner.list]);
				}
			}
		}
	};
	for (const info of infos(metadata)) visit(info.features);
	return found;
}

/** Rows over the splits of the default config, from the card's `dataset_info` (undefined when it says nothing). */
function rowsFromCard(metadata: Record<string, unknown>): number | undefined {
	const list = infos(metadata);
	const info = list.find((i) => i.config_name === "default" || i.config_name === undefined) ?? list[0];
	const splits = info?.splits;
	if (!Array.isArray(splits)) return undefined;
	let rows = 0;
	let any = false;
	for (const s of splits) {
		const n = (s as { num_examples?: unknown })?.num_examples;
		if (typeof n === "number" && Number.isFinite(n) && n >= 0) {
			rows += n;
			any = true;
		}
	}
	return any ? rows : undefined;
}

/** The rows a parquet file holds, from its footer alone. */
async function parquetRows(source: ByteSource): Promise<number> {
	const size = source.size;
	if (size < 12) throw new Error("not a parquet file");
	const tail = await source.read(size - 8, 8);
	const view = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
	if (view.getUint32(4, true) !== 0x31524150) throw new Error("not a parquet file (no PAR1 at its end)");
	const length = view.getUint32(0, true);
	if (length + 12 > size || length > MAX_FOOTER) throw new Error("the parquet footer is not readable");
	const footer = await source.read(size - 8 - length, length + 8);
	return Number(parquetMetadata(footer.slice().buffer).num_rows);
}

/** The rows of a small text table: its lines that are not blank, less a CSV's header. */
async function textRows(reader: RepoFiles, path: string, header: boolean): Promise<number> {
	const text = await reader.text(path);
	let rows = 0;
	for (const line of text.split("\n")) if (line.trim() !== "") rows++;
	return Math.max(0, rows - (header ? 1 : 0));
}

/**
 * The rows of a dataset's default config counted from its files, where that is cheap: every parquet file's footer,
 * and CSV and JSON Lines files up to a few megabytes; undefined when some file cannot be counted so.
 */
async function rowsFromFiles(
	reader: RepoFiles,
	files: string[],
	builder: DatasetBuilder | undefined,
	warn: Warn,
): Promise<number | undefined> {
	if (!files.length || (builder !== "parquet" && builder !== "csv" && builder !== "json")) return undefined;
	const sizes = new Map(reader.files.map((f) => [f.path, f.size]));
	let rows = 0;
	let textBytes = 0;
	for (const path of files) {
		const size = sizes.get(path) ?? 0;
		try {
			if (path.endsWith(".parquet")) rows += await reader.bytes(path, parquetRows);
			else if (/\.(csv|tsv|jsonl|ndjson)$/i.test(path)) {
				textBytes += size;
				if (size > MAX_COUNTED_TEXT || textBytes > MAX_COUNTED_TOTAL) return undefined;
				rows += await textRows(reader, path, /\.(csv|tsv)$/i.test(path));
			} else return undefined;
		} catch (e) {
			warn(path, `rows not counted: ${firstLine(e)}`);
			return undefined;
		}
	}
	return rows;
}

/**
 * A dataset repository's record, derived from its files as the Hub derives it: the card's front matter (pretty name,
 * licence, languages, task categories, sizes, `configs`, `dataset_info`…) kept as `cardData` and filed as tags
 * (`task_categories:…`, `language:…`, `license:…`), the configs and splits as the `datasets` library finds them (the
 * core's `datasetConfigs`) giving `format:` and `library:` tags, the modality from the features the card declares
 * or else from the builder, and the size bucket from the card, else from the rows counted in the files. A card that
 * cannot be read or parsed, or a record that is not valid, is an error.
 */
export async function deriveDatasetRecord(id: string, reader: RepoFiles, warn: Warn): Promise<Derived> {
	const files = reader.files;
	let card: string | undefined;
	let metadata: Record<string, unknown> = {};
	if (files.some((f) => f.path === "README.md")) {
		try {
			card = await reader.text("README.md");
		} catch (e) {
			return { ok: false, error: `README.md cannot be read: ${firstLine(e)}` };
		}
		const parsed = parseCardMetadata(card);
		if (!parsed.ok) return { ok: false, error: `README.md: ${parsed.error}` };
		metadata = parsed.metadata;
	}
	const layout = datasetConfigs(
		files.map((f) => f.path),
		metadata,
	);
	for (const problem of layout.problems) warn("README.md", problem);
	const builders = [...new Set(layout.configs.flatMap((c) => (c.builder ? [c.builder] : [])))];
	const main = layout.configs.find((c) => c.default) ?? layout.configs[0];

	const modalities = modalitiesFromFeatures(metadata);
	if (!modalities.size)
		for (const b of builders) if (BUILDER_MODALITY[b]) modalities.add(BUILDER_MODALITY[b] as string);

	const tags: string[] = [];
	for (const field of TAGGED_FIELDS) for (const v of stringList(metadata[field])) tags.push(`${field}:${v}`);
	if (!stringList(metadata.size_categories).length) {
		const rows =
			rowsFromCard(metadata) ??
			(main
				? await rowsFromFiles(
						reader,
						main.splits.flatMap((s) => s.files),
						main.builder,
						warn,
					)
				: undefined);
		if (rows !== undefined) tags.push(`size_categories:${sizeCategory(rows)}`);
	}
	for (const m of modalities) tags.push(`modality:${m}`);
	for (const b of builders) tags.push(`format:${b}`);
	for (const b of builders)
		for (const lib of BUILDER_LIBRARIES[b] ?? (builders.length ? ["datasets"] : [])) tags.push(`library:${lib}`);
	tags.push(...stringList(metadata.tags));
	for (const a of stringList(metadata.arxiv)) tags.push(`arxiv:${a}`);

	const record: RepoRecord = {
		id,
		author: id.split("/")[0],
		private: false,
		gated: false,
		downloads: 0,
		likes: 0,
		tags: [...new Set(tags)],
		siblings: files.map((f) => ({ rfilename: f.path, size: f.size })),
	};
	if (Object.keys(metadata).length) record.cardData = metadata;
	if (typeof metadata.paperswithcode_id === "string") record.paperswithcode_id = metadata.paperswithcode_id;
	const checked = checkRepoRecord("dataset", record);
	if (!checked.ok) return { ok: false, error: checked.error };
	return { ok: true, record: checked.record, ...(card !== undefined ? { card } : {}) };
}
