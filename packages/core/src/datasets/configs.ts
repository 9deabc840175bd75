/**
 * A dataset repository's configs and splits, found as the `datasets` library finds them for a repository without a
 * loading script (`datasets` 5.0: `load.py` `HubDatasetModuleFactory`, `data_files.py`, `utils/metadata.py`): from
 * the card's `configs` (each with `data_files` per split, or a `data_dir`), else from the file names — the sharded
 * `data/{split}-00000-of-00001.*` layout, then split keywords in folder names (`train/`, `data/test/`…), then in file
 * names (`train.csv`, `my_valid-1.jsonl`…), else every file in one `train` split. The builder (csv, json, parquet,
 * text, imagefolder, audiofolder…) is the most common extension's, as the library decides it.
 *
 * One pure function so that the importer, the API, the viewer and the snippets agree. Total: a card or a listing of
 * any shape gives an answer, with what could not be used said in `problems` (per config and split where it belongs).
 */
import {
	ALL_METADATA_FILES,
	BUILDER_EXTENSIONS,
	builderMetadataFiles,
	builderOfExtension,
	type DatasetBuilder,
	hasDataExtension,
} from "./builders.js";
import { globFiles, hasWildcard } from "./glob.js";

export interface DatasetSplit {
	/** The split's name: `train`, `validation`, `test`, or the card's. */
	name: string;
	/** The `data_files` patterns it was found by, relative to the repository root. */
	patterns: string[];
	/** The repository paths of its data files, in listing order (the builder's files only). */
	files: string[];
	/** What is wrong with this split (a pattern that matches no file…). */
	problems: string[];
}

export interface DatasetConfig {
	/** `default` when the card names no configs. */
	name: string;
	/** Whether `load_dataset(id)` without a config name loads this one. */
	default: boolean;
	/** The builder that reads the files; undefined when none could be decided (see `problems`). */
	builder?: DatasetBuilder;
	/** Options the builder takes from the extension, e.g. `{ sep: "\t" }` for `.tsv`. */
	builderOptions: Record<string, string>;
	/** The card's `data_dir`, when it gives one. */
	dataDir?: string;
	/** Whether this config comes from the card's `configs` (else from the file names). */
	fromCard: boolean;
	splits: DatasetSplit[];
	/** What is wrong with the config as a whole. */
	problems: string[];
}

export interface DatasetLayout {
	configs: DatasetConfig[];
	/** What is wrong with the card's `configs` field as a whole (not a list, several defaults…). */
	problems: string[];
}

/** The files `datasets` never takes as data. */
const FILES_TO_IGNORE = new Set([
	"README.md",
	"config.json",
	"dataset_info.json",
	"dataset_infos.json",
	"dummy_data.zip",
	"dataset_dict.json",
]);

const KEYWORDS: [string, string[]][] = [
	["train", ["train", "training"]],
	["validation", ["validation", "valid", "dev", "val"]],
	["test", ["test", "testing", "eval", "evaluation"]],
];
const SEP = "[-._ 0-9]";
const DIR_PATTERNS = ["**/{k}/**", `**/{k}${SEP}*/**`, `**/*${SEP}{k}/**`, `**/*${SEP}{k}${SEP}*/**`];
const FILE_PATTERNS = [`**/{k}${SEP}*`, `**/*${SEP}{k}${SEP}*`];
const SHARDED = "data/{split}-[0-9][0-9][0-9][0-9][0-9]-of-[0-9][0-9][0-9][0-9][0-9]*.*";
const SHARDED_NAME = /^(.*)-[0-9]{5}-of-[0-9]{5}[^/]*\.[^/]*$/s;
/** Python's `^\w+(\.\w+)*$`, Unicode word characters included. */
const SPLIT_NAME = /^[\p{L}\p{N}_]+(\.[\p{L}\p{N}_]+)*$/u;

const keywordPatterns = (templates: string[]): Record<string, string[]> =>
	Object.fromEntries(
		KEYWORDS.map(([split, words]) => [split, words.flatMap((k) => templates.map((t) => t.replace("{k}", k)))]),
	);
const DEFAULT_PATTERN_SETS: Record<string, string[]>[] = [
	{ logs: ["**/*.eval"] },
	keywordPatterns(DIR_PATTERNS),
	keywordPatterns(FILE_PATTERNS),
	{ train: ["**"] },
];

const basename = (path: string) => path.slice(path.lastIndexOf("/") + 1);
const isString = (v: unknown): v is string => typeof v === "string";

/** The configs and splits of a dataset repository, from its file paths and its card's data (`cardData`). */
export function datasetConfigs(files: readonly string[], cardData?: unknown): DatasetLayout {
	const listing = files.filter((f) => typeof f === "string" && f !== "");
	const problems: string[] = [];
	const raw = (cardData as { configs?: unknown } | null | undefined)?.configs;
	if (raw === undefined || raw === null || (Array.isArray(raw) && raw.length === 0)) {
		const config = buildConfig("default", listing, "", undefined, false);
		config.default = true;
		return { configs: [config], problems };
	}
	if (!Array.isArray(raw)) {
		problems.push("the card's configs is not a list; the configs are found from the file names instead");
		const config = buildConfig("default", listing, "", undefined, false);
		config.default = true;
		return { configs: [config], problems };
	}
	const configs: DatasetConfig[] = [];
	const defaults: string[] = [];
	for (const [i, entry] of raw.entries()) {
		if (typeof entry !== "object" || entry === null || Array.isArray(entry)) {
			problems.push(`configs[${i}] is not a mapping`);
			continue;
		}
		const e = entry as Record<string, unknown>;
		const name = e.config_name;
		if (!isString(name) || name === "") {
			problems.push(`configs[${i}] has no config_name`);
			continue;
		}
		if (configs.some((c) => c.name === name)) {
			problems.push(`config ${JSON.stringify(name)} is named twice; the first is kept`);
			continue;
		}
		const dataDir = isString(e.data_dir) ? e.data_dir.replace(/^\/+|\/+$/g, "") : undefined;
		const config = buildConfig(name, listing, dataDir ?? "", e.data_files, true);
		if (dataDir) config.dataDir = dataDir;
		if (e.data_dir !== undefined && !isString(e.data_dir)) config.problems.push("data_dir is not a string");
		configs.push(config);
		if (raw.length === 1 || name === "default" || e.default === true) defaults.push(name);
	}
	if (defaults.length > 1) {
		problems.push(
			`several configs are the default (${defaults.map((d) => JSON.stringify(d)).join(", ")}); load_dataset needs a config name`,
		);
	} else if (defaults.length === 1) {
		const d = configs.find((c) => c.name === defaults[0]);
		if (d) d.default = true;
	}
	return { configs, problems };
}

/** The `data_files` value of a card as split name → patterns, or a problem. */
function sanitizePatterns(value: unknown): { patterns?: [string, string[]][]; problem?: string } {
	const shape = () =>
		"data_files must be a path, a list of paths, or a list of {split, path} entries (split names: letters, digits, _ and .)";
	if (isString(value)) return { patterns: [["train", [value]]] };
	if (!Array.isArray(value)) return { problem: shape() };
	if (value.every(isString)) return { patterns: [["train", value as string[]]] };
	const out: [string, string[]][] = [];
	for (const item of value) {
		if (typeof item !== "object" || item === null || Array.isArray(item)) return { problem: shape() };
		const { split, path } = item as { split?: unknown; path?: unknown };
		if (!isString(split) || !SPLIT_NAME.test(split)) return { problem: shape() };
		const paths = isString(path)
			? [path]
			: Array.isArray(path) && path.every(isString)
				? (path as string[])
				: undefined;
		if (!paths) return { problem: shape() };
		if (out.some(([s]) => s === split))
			return { problem: `split ${JSON.stringify(split)} is named twice in data_files` };
		out.push([split, paths]);
	}
	return { patterns: out };
}

function buildConfig(
	name: string,
	listing: readonly string[],
	dataDir: string,
	dataFiles: unknown,
	fromCard: boolean,
): DatasetConfig {
	const config: DatasetConfig = { name, default: false, builderOptions: {}, fromCard, splits: [], problems: [] };
	const prefix = dataDir ? `${dataDir}/` : "";
	// the files below the base folder, relative to it
	const relative = prefix ? listing.filter((f) => f.startsWith(prefix)).map((f) => f.slice(prefix.length)) : listing;
	let patterns: [string, string[]][];
	if (dataFiles !== undefined && dataFiles !== null) {
		const s = sanitizePatterns(dataFiles);
		if (!s.patterns) {
			config.problems.push(s.problem as string);
			return config;
		}
		patterns = s.patterns;
	} else {
		const found = dataPatterns(relative);
		if (found.problem) config.problems.push(found.problem);
		patterns = found.patterns;
		if (patterns.length === 0) {
			config.problems.push(
				dataDir ? `the folder ${JSON.stringify(dataDir)} holds no data files` : "the repository holds no data files",
			);
			return config;
		}
	}
	for (const [split, splitPatterns] of patterns) {
		const files: string[] = [];
		const problems: string[] = [];
		for (const pattern of splitPatterns) {
			if (/^[a-z][a-z0-9+.-]*:\/\//i.test(pattern)) {
				problems.push(`${JSON.stringify(pattern)} is a URL, not a path in this repository`);
				continue;
			}
			const rel = pattern.replace(/^\.?\/+/, "");
			// sorted by path, as the file system's glob answers
			const matched = globFiles(rel, relative)
				.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
				.filter(
					(f) => (!FILES_TO_IGNORE.has(basename(f)) || basename(f) === basename(rel)) && hasDataExtension(basename(f)),
				);
			if (matched.length === 0) {
				problems.push(
					hasWildcard(rel)
						? `the pattern ${JSON.stringify(pattern)} matches no data file`
						: `the file ${JSON.stringify(pattern)} does not exist`,
				);
			}
			for (const f of matched) {
				const full = prefix + f;
				if (!files.includes(full)) files.push(full);
			}
		}
		config.splits.push({
			name: split,
			patterns: splitPatterns.map((p) => prefix + p.replace(/^\.?\/+/, "")),
			files,
			problems,
		});
	}
	// the builder, from the most common extension of each split; all splits must agree
	const choices = config.splits
		.filter((s) => s.files.length > 0)
		.map((s) => ({ split: s.name, choice: inferBuilder(s.files) }));
	const first = choices[0]?.choice;
	if (choices.length === 0) {
		if (!config.problems.length && config.splits.every((s) => s.problems.length === 0))
			config.problems.push("no data files found");
		return config;
	}
	const key = (c: BuilderChoice) => (c.builder ? `${c.builder}${JSON.stringify(c.options)}` : "");
	if (choices.some((c) => key(c.choice) !== key(first as BuilderChoice))) {
		config.problems.push(
			`the splits hold different formats (${choices
				.map((c) => `${c.split}: ${c.choice.builder ?? "unknown"}${c.choice.options.sep === "\t" ? " (tsv)" : ""}`)
				.join(", ")}); datasets needs one format per config`,
		);
		return config;
	}
	if (!first?.builder) {
		config.problems.push(first?.problem ?? "no supported data file format");
		return config;
	}
	config.builder = first.builder;
	config.builderOptions = first.options;
	const keep = extensionFilter(first.builder);
	const keepNames = new Set(builderMetadataFiles(first.builder));
	for (const s of config.splits) s.files = s.files.filter((f) => keep.test(f) || keepNames.has(basename(f)));
	return config;
}

interface BuilderChoice {
	builder?: DatasetBuilder;
	options: Record<string, string>;
	problem?: string;
}

/** `infer_module_for_data_files_list`: the most common extension wins; ties go to parquet, arrow, jsonl, json, csv. */
function inferBuilder(files: readonly string[]): BuilderChoice {
	const counts = new Map<string, { ext: string; metadata: boolean; count: number }>();
	for (const f of files) {
		const name = basename(f);
		const metadata = ALL_METADATA_FILES.has(name);
		for (const suffix of name.split(".").slice(1)) {
			const ext = `.${suffix.toLowerCase()}`;
			const k = `${ext}\u0000${metadata}`;
			const c = counts.get(k);
			if (c) c.count++;
			else counts.set(k, { ext, metadata, count: 1 });
		}
	}
	const favourite = [".csv", ".json", ".jsonl", ".arrow", ".lance", ".parquet"];
	const ranked = [...counts.values()].sort(
		(a, b) =>
			Number(!b.metadata) - Number(!a.metadata) ||
			b.count - a.count ||
			favourite.indexOf(b.ext) - favourite.indexOf(a.ext) ||
			(a.ext < b.ext ? 1 : a.ext > b.ext ? -1 : 0),
	);
	for (const { ext } of ranked) {
		const builder = builderOfExtension(ext);
		if (builder) return { builder, options: ext === ".tsv" ? { sep: "\t" } : {} };
		if (ext === ".zip")
			return { options: {}, problem: "zip archives: their builder depends on what they hold, which is not read here" };
	}
	return { options: {}, problem: "no supported data file format" };
}

const FILTERS = new Map<DatasetBuilder, RegExp>();
/** `DataFilesList.filter`: a path ending in one of the builder's extensions (lower or upper case), then maybe `.x`. */
function extensionFilter(builder: DatasetBuilder): RegExp {
	let re = FILTERS.get(builder);
	if (!re) {
		const exts = BUILDER_EXTENSIONS[builder].flatMap((e) => (e === ".zip" ? [e] : [e, e.toUpperCase()]));
		re = new RegExp(`^.*(${exts.map((e) => e.replace(/\./g, "\\.")).join("|")})(\\..+)?$`, "s");
		FILTERS.set(builder, re);
	}
	return re;
}

/** `get_data_patterns`: the split patterns of a folder (paths relative to it), the first rule that finds files. */
function dataPatterns(files: readonly string[]): { patterns: [string, string[]][]; problem?: string } {
	const candidates = files.filter((f) => !FILES_TO_IGNORE.has(basename(f)));
	const sharded = globFiles(SHARDED.replace("{split}", "*"), candidates);
	if (sharded.length > 0) {
		const splits = new Set<string>();
		for (const f of sharded) {
			const m = SHARDED_NAME.exec(basename(f));
			if (m) splits.add(m[1] as string);
		}
		const bad = [...splits].filter((s) => !SPLIT_NAME.test(s));
		if (bad.length > 0)
			return {
				patterns: [],
				problem: `sharded file names give split names that are not allowed: ${bad.map((b) => JSON.stringify(b)).join(", ")}`,
			};
		const order = ["train", "validation", "test"];
		const sorted = [...order.filter((s) => splits.has(s)), ...[...splits].filter((s) => !order.includes(s)).sort()];
		return { patterns: sorted.map((s) => [s, [SHARDED.replace("{split}", s)]]) };
	}
	for (const set of DEFAULT_PATTERN_SETS) {
		const found: [string, string[]][] = [];
		for (const [split, patterns] of Object.entries(set)) {
			if (patterns.some((p) => globFiles(p, candidates).length > 0)) found.push([split, patterns]);
		}
		if (found.length > 0) return { patterns: found };
	}
	return { patterns: [] };
}

/** The default config's name when `load_dataset(id)` needs none, else undefined (several configs, none default). */
export function defaultConfigName(layout: DatasetLayout): string | undefined {
	return layout.configs.find((c) => c.default)?.name;
}
