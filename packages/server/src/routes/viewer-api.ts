import {
	type DatasetConfig,
	type DatasetLayout,
	type DatasetSplit,
	datasetConfigs,
	firstLine,
	type RepoRef,
} from "@modelhub/core";
import {
	type Cell,
	type Column,
	type ColumnType,
	type FolderKind,
	folderRows,
	isOutage,
	parseCardMetadata,
	type RevisionFile,
	type Row,
	type RowsPage,
	type Viewer,
	ViewerError,
	type ViewerFile,
} from "@modelhub/store";
import type { RequestContext } from "../context.js";
import { badRequest, HttpError } from "../errors.js";
import { sendJson } from "../http/respond.js";
import { checkText } from "./models-api.js";
import { revisionOf } from "./repo-files.js";

/**
 * The viewer's JSON API for scripts, in the shapes of the Hub's dataset-viewer API, under the dataset's own API path
 * (so the one policy decides it, as for the dataset's files: a private dataset is missing, a gated one needs access):
 *
 * - `GET /api/datasets/{id}/viewer/splits` → `{splits: [{dataset, config, split}], pending: [], failed: [{…, error}]}`
 * - `GET …/viewer/first-rows?config=&split=` → `{dataset, config, split, features, rows, truncated}`
 * - `GET …/viewer/rows?config=&split=&offset=&length=` → `{features, rows, num_rows_total, num_rows_per_page, partial}`
 * - `GET …/viewer/search?config=&split=&query=&offset=&length=` → the same shape, over the matching rows
 * - `GET …/viewer/media?…` → the bytes of an image or sound too large to inline, as a cell's `src` names them
 *
 * `config` may be left out for the dataset's default config; `revision` (default `main`) names another. A feature
 * carries the Hub's `type` (`{_type: "Value", dtype: "int64"}`…) and the viewer's own (`viewer_type`); a row's cells
 * are the viewer's typed cells (scalars as themselves; cut strings, lists, objects, media, big integers as objects
 * saying what they are). What is wrong with a split is answered for that split alone: a 404 for a config or split
 * that does not exist, a 422 with an `error` for one that cannot be read or took too long, never a 500; what went
 * wrong without stopping the answer is listed in `problems`.
 */

/** Rows one page holds at most (the Hub's limit too). */
const MAX_LENGTH = 100;
/** The largest offset taken (far beyond any file the viewer reads). */
const MAX_OFFSET = 1e12;
/** A card read for its `configs` is at most this large. */
const MAX_CARD = 1024 * 1024;
/** An answer's time limit, over the viewer's own per-read and per-answer limits. */
const VIEWER_ANSWER_MS = 30_000;

interface Layout {
	sha: string;
	layout: DatasetLayout;
	byPath: Map<string, RevisionFile>;
}

/** Layouts of recent revisions (a revision never changes): a few per viewer, least recently used out first. */
const LAYOUTS = 64;
const layouts = new WeakMap<Viewer, Map<string, Promise<Layout>>>();

/** The card's text (whatever way it was uploaded), or why it is not read. */
async function readCard(ctx: RequestContext, file: RevisionFile): Promise<{ text: string } | { problem: string }> {
	if (file.size > MAX_CARD) return { problem: "the card is too large to read its configs" };
	const bytes = await ctx.hub.reader.read(file, MAX_CARD);
	if (!bytes) return { problem: "the card's bytes are not stored on this hub" };
	return { text: bytes.toString("utf8") };
}

/** The configs and splits of the dataset at the revision asked for, as the `datasets` library finds them. */
async function layoutOf(ctx: RequestContext): Promise<Layout> {
	const repo = ctx.params.repo as RepoRef;
	const revision = ctx.url.searchParams.get("revision") || "main";
	checkText(revision, "revision");
	const rev = await revisionOf(ctx, revision);
	let cache = layouts.get(ctx.hub.dataViewer);
	if (!cache) {
		cache = new Map();
		layouts.set(ctx.hub.dataViewer, cache);
	}
	const key = `${repo.type}\0${repo.id}\0${rev.sha}`;
	let p = cache.get(key);
	if (p) cache.delete(key);
	else
		p = (async (): Promise<Layout> => {
			const files = await ctx.hub.reader.files(repo, rev);
			const byPath = new Map(files.map((f) => [f.path, f]));
			const readme = byPath.get("README.md");
			let metadata: Record<string, unknown> = {};
			const problems: string[] = [];
			if (readme) {
				const card = await readCard(ctx, readme);
				const parsed = "text" in card ? parseCardMetadata(card.text) : undefined;
				if (parsed?.ok) metadata = parsed.metadata;
				else problems.push(`README.md: ${parsed ? parsed.error : (card as { problem: string }).problem}`);
			}
			const layout = datasetConfigs(
				files.map((f) => f.path),
				metadata,
			);
			return { sha: rev.sha, layout: { ...layout, problems: [...problems, ...layout.problems] }, byPath };
		})();
	cache.set(key, p);
	p.catch(() => cache.delete(key));
	if (cache.size > LAYOUTS) cache.delete(cache.keys().next().value as string);
	return p;
}

/** Why a config's split cannot be shown at all (no builder the viewer reads, no files), or undefined. */
function splitError(config: DatasetConfig, split: DatasetSplit): string | undefined {
	if (split.files.length === 0) return split.problems[0] ?? config.problems[0] ?? "the split has no data files";
	if (!config.builder) return config.problems[0] ?? "no builder could be decided for this config's files";
	if (!READABLE.has(config.builder)) return `the viewer does not read ${config.builder} datasets`;
	return undefined;
}

const READABLE = new Set(["csv", "json", "parquet", "text", "imagefolder", "audiofolder"]);
const FOLDERS: Record<string, FolderKind> = { imagefolder: "image", audiofolder: "audio" };

export async function viewerSplits(ctx: RequestContext): Promise<void> {
	const { layout } = await layoutOf(ctx);
	const dataset = (ctx.params.repo as RepoRef).id;
	const splits: { dataset: string; config: string; split: string }[] = [];
	const failed: { dataset: string; config: string; split?: string; error: string }[] = [];
	for (const config of layout.configs) {
		if (config.splits.length === 0)
			failed.push({ dataset, config: config.name, error: config.problems[0] ?? "the config has no splits" });
		for (const split of config.splits) {
			const error = splitError(config, split);
			if (error) failed.push({ dataset, config: config.name, split: split.name, error });
			else splits.push({ dataset, config: config.name, split: split.name });
		}
	}
	const problems = layout.problems;
	sendJson(ctx.req, ctx.res, 200, { splits, pending: [], failed, ...(problems.length ? { problems } : {}) });
}

interface Target {
	config: DatasetConfig;
	split: DatasetSplit;
	files: ViewerFile[];
	folder?: FolderKind;
}

/** The config and split a request names, checked: 400 for a malformed parameter, 404 for one that does not exist. */
async function targetOf(ctx: RequestContext): Promise<Target & { layout: Layout }> {
	const params = ctx.url.searchParams;
	const configName = params.get("config");
	const splitName = params.get("split");
	if (configName !== null) checkText(configName, "config");
	if (splitName === null || splitName === "") throw badRequest("invalid parameter: split is required");
	checkText(splitName, "split");
	const layout = await layoutOf(ctx);
	const configs = layout.layout.configs;
	const config = configName
		? configs.find((c) => c.name === configName)
		: (configs.find((c) => c.default) ?? (configs.length === 1 ? configs[0] : undefined));
	if (!config) {
		const names = configs.map((c) => c.name).join(", ") || "none";
		throw new HttpError(
			404,
			configName
				? `config ${JSON.stringify(configName.slice(0, 100))} not found (configs: ${names})`
				: `the dataset has no default config; name one (configs: ${names})`,
			"ConfigNotFound",
		);
	}
	const split = config.splits.find((s) => s.name === splitName);
	if (!split) {
		const names = config.splits.map((s) => s.name).join(", ") || "none";
		throw new HttpError(
			404,
			`split ${JSON.stringify(splitName.slice(0, 100))} not found in config ${config.name} (splits: ${names})`,
			"SplitNotFound",
		);
	}
	const error = splitError(config, split);
	if (error) throw splitFailure(`${config.name}/${split.name}`, error);
	const files: ViewerFile[] = [];
	for (const path of split.files) {
		const f = layout.byPath.get(path);
		if (f) files.push({ sha256: f.sha256, size: f.size, path: f.path });
	}
	const folder = config.builder ? FOLDERS[config.builder] : undefined;
	return { layout, config, split, files, ...(folder ? { folder } : {}) };
}

/** What the viewer could not do for one split (`config/split`) or file: a 422 naming it. */
const splitFailure = (what: string, error: string) =>
	new HttpError(422, `${what}: ${firstLine(error).slice(0, 500)}`, "SplitNotReadable");

const labelOf = (t: Target) => `${t.config.name}/${t.split.name}`;

/** A whole number parameter within bounds, or its default; anything else a 400 naming it. */
function intParam(params: URLSearchParams, name: string, fallback: number, min: number, max: number): number {
	const text = params.get(name);
	if (text === null || text === "") return fallback;
	const n = Number(text);
	if (!/^\d{1,15}$/.test(text) || n < min || n > max)
		throw badRequest(`invalid parameter: ${name} must be a whole number from ${min} to ${max}`);
	return n;
}

/**
 * Runs the viewer's work for one split within the answer's time limit; what the viewer cannot do for it (a broken
 * file, a time limit) is a 422 naming the split, an outage of the store stays one (503), and nothing becomes a 500.
 */
async function forSplit<T>(ctx: RequestContext, what: string, work: () => Promise<T>): Promise<T> {
	let timer: NodeJS.Timeout | undefined;
	const limit = ctx.hub.viewerAnswerMs ?? VIEWER_ANSWER_MS;
	const late = new Promise<never>((_, reject) => {
		timer = setTimeout(
			() => reject(new ViewerError("timeout", `the viewer took more than ${limit / 1000} s; ask again later`)),
			limit,
		);
	});
	try {
		return await Promise.race([work(), late]);
	} catch (e) {
		if (e instanceof HttpError || isOutage(e)) throw e;
		// What is not the viewer's own word (an errno, a path) goes to the log only; the visitor reads that it failed.
		const text = e instanceof ViewerError ? e.message : "the data cannot be read (the hub's log says why)";
		if (!(e instanceof ViewerError)) ctx.hub.log(`viewer: ${(ctx.params.repo as RepoRef).id}: ${firstLine(e)}`);
		throw splitFailure(what, text);
	} finally {
		clearTimeout(timer);
	}
}

/** A column as a feature in the Hub's shape (`feature_idx`, `name`, `type` as `datasets` writes it), with the viewer's type. */
function feature(c: Column, i: number) {
	return { feature_idx: i, name: c.name, type: hubType(c.type), viewer_type: c.type };
}

function hubType(t: ColumnType): Record<string, unknown> {
	switch (t.kind) {
		case "int":
			return t.labels ? { _type: "ClassLabel", names: t.labels } : { _type: "Value", dtype: "int64" };
		case "float":
			return { _type: "Value", dtype: "float64" };
		case "bool":
			return { _type: "Value", dtype: "bool" };
		case "string":
			return { _type: "Value", dtype: "string" };
		case "binary":
			return { _type: "Value", dtype: "binary" };
		case "date":
			return { _type: "Value", dtype: "date32" };
		case "timestamp":
			return { _type: "Value", dtype: "timestamp[us]" };
		case "decimal":
			return { _type: "Value", dtype: "decimal128" };
		case "list":
			return { _type: "List", feature: hubType(t.items) };
		case "struct":
			return Object.fromEntries(t.fields.map((f) => [f.name, hubType(f.type)]));
		case "image":
			return { _type: "Image" };
		case "audio":
			return { _type: "Audio" };
		case "null":
			return { _type: "Value", dtype: "null" };
		default:
			return { _type: "Value", dtype: "string" };
	}
}

/** Whether a cell was cut to fit (a long string, a long list or object). */
function truncatedCell(c: Cell): boolean {
	if (c === null || typeof c !== "object") return false;
	if (c.type === "text") return true;
	if (c.type === "list") return c.items.length < c.length;
	if (c.type === "object") return c.fields.length < c.length;
	return false;
}

/** Which file of a split a split row comes from: the files in order, each holding its counted rows. */
type FileOfRow = (row: number) => { path: string; row: number } | undefined;

function filesOfRows(files: { path: string; numRows: number; error?: string }[]): FileOfRow {
	const starts: { path: string; start: number; end: number }[] = [];
	let start = 0;
	for (const f of files) {
		if (f.error) continue;
		starts.push({ path: f.path, start, end: start + f.numRows });
		start += f.numRows;
	}
	return (row) => {
		const f = starts.find((s) => row >= s.start && row < s.end);
		return f ? { path: f.path, row: row - f.start } : undefined;
	};
}

/**
 * A media cell with a URL to its bytes, as the Hub gives `src`: a folder split's file at its resolve URL; a cell too
 * large to inline (`ref`) at the viewer's media route, naming the file, row and column it is read from.
 */
function withSource(
	ctx: RequestContext,
	sha: string,
	c: Cell,
	at: { folder: boolean; file?: FileOfRow; row: number },
): Cell {
	if (c === null || typeof c !== "object" || (c.type !== "image" && c.type !== "audio") || c.src !== undefined)
		return c;
	const id = (ctx.params.repo as RepoRef).id;
	if (at.folder && c.path !== undefined) {
		const path = c.path.split("/").map(encodeURIComponent).join("/");
		return { ...c, src: `${ctx.origin}/datasets/${id}/resolve/${sha}/${path}` };
	}
	const file = c.ref && at.file?.(at.row);
	if (!c.ref || !file) return c;
	const q = new URLSearchParams({
		revision: sha,
		file: file.path,
		row: String(c.ref.row),
		column: String(c.ref.column),
		path: JSON.stringify(c.ref.path),
	});
	return { ...c, src: `${ctx.origin}/api/datasets/${id}/viewer/media?${q}` };
}

function rowsOf(ctx: RequestContext, t: Target & { layout: Layout }, columns: Column[], rows: Row[], file?: FileOfRow) {
	const folder = t.folder !== undefined;
	return rows.map((r) => {
		const row: Record<string, Cell> = {};
		const truncated: string[] = [];
		for (const [j, c] of columns.entries()) {
			const cell = withSource(ctx, t.layout.sha, r.cells[j] ?? null, { folder, row: r.row, ...(file ? { file } : {}) });
			row[c.name] = cell;
			if (truncatedCell(cell)) truncated.push(c.name);
		}
		return { row_idx: r.row, row, truncated_cells: truncated, ...(r.error ? { error: r.error } : {}) };
	});
}

function page(
	ctx: RequestContext,
	t: Target & { layout: Layout },
	offset: number,
	length: number,
): Promise<RowsPage & { files?: { path: string; numRows: number; error?: string }[] }> {
	const viewer = ctx.hub.dataViewer;
	return forSplit(ctx, labelOf(t), () =>
		t.folder ? folderRows(viewer, t.files, t.folder, offset, length) : viewer.splitRows(t.files, offset, length),
	);
}

const problemsOf = (problems: string[]) => (problems.length ? { problems } : {});

export async function viewerFirstRows(ctx: RequestContext): Promise<void> {
	const t = await targetOf(ctx);
	const p = await page(ctx, t, 0, MAX_LENGTH);
	sendJson(ctx.req, ctx.res, 200, {
		dataset: (ctx.params.repo as RepoRef).id,
		config: t.config.name,
		split: t.split.name,
		features: p.columns.map(feature),
		rows: rowsOf(ctx, t, p.columns, p.rows, p.files && filesOfRows(p.files)),
		truncated: p.rows.length < Math.min(MAX_LENGTH, p.numRows),
		num_rows_total: p.numRows,
		...(p.exact ? {} : { num_rows_estimated: true }),
		...problemsOf(p.problems),
	});
}

export async function viewerRows(ctx: RequestContext): Promise<void> {
	const params = ctx.url.searchParams;
	const offset = intParam(params, "offset", 0, 0, MAX_OFFSET);
	const length = intParam(params, "length", MAX_LENGTH, 1, MAX_LENGTH);
	const t = await targetOf(ctx);
	const p = await page(ctx, t, offset, length);
	sendJson(ctx.req, ctx.res, 200, {
		features: p.columns.map(feature),
		rows: rowsOf(ctx, t, p.columns, p.rows, p.files && filesOfRows(p.files)),
		num_rows_total: p.numRows,
		num_rows_per_page: MAX_LENGTH,
		partial: !p.exact,
		...problemsOf(p.problems),
	});
}

export async function viewerSearch(ctx: RequestContext): Promise<void> {
	const params = ctx.url.searchParams;
	const query = params.get("query");
	if (query === null || query.trim() === "") throw badRequest("invalid parameter: query is required");
	checkText(query, "query");
	if (query.length > 200) throw badRequest("invalid parameter: query is longer than 200 characters");
	const offset = intParam(params, "offset", 0, 0, MAX_OFFSET);
	const length = intParam(params, "length", MAX_LENGTH, 1, MAX_LENGTH);
	const t = await targetOf(ctx);
	if (t.folder) throw splitFailure(labelOf(t), `search reads text columns; this split is a ${t.folder} folder`);
	const viewer = ctx.hub.dataViewer;
	const [found, info] = await forSplit(ctx, labelOf(t), () =>
		Promise.all([viewer.splitSearch(t.files, query, offset, length), viewer.splitInfo(t.files)]),
	);
	sendJson(ctx.req, ctx.res, 200, {
		features: found.columns.map(feature),
		rows: rowsOf(ctx, t, found.columns, found.rows, filesOfRows(info.files)),
		num_rows_total: found.numMatches ?? null,
		num_rows_per_page: MAX_LENGTH,
		partial: !found.complete,
		scanned_rows: found.scannedRows,
		...problemsOf(found.problems),
	});
}

/** The path inside a cell to its media (`["bytes"]`, `[2, "audio"]`…): a JSON list of keys and indexes, else a 400. */
function cellPath(text: string | null): (string | number)[] {
	if (!text) return [];
	let value: unknown;
	try {
		value = JSON.parse(text);
	} catch {
		value = undefined;
	}
	const ok =
		Array.isArray(value) &&
		value.length <= 16 &&
		value.every((s) => typeof s === "number" || (typeof s === "string" && s.length <= 200));
	if (!ok) throw badRequest("invalid parameter: path must be a JSON list of keys and indexes");
	return value as (string | number)[];
}

/**
 * `GET …/viewer/media?revision=&file=&row=&column=&path=`: the bytes of a media cell too large to inline, as a row's
 * `src` names it (the file's row and column, and the path inside the cell); answered with the sniffed media type and
 * `nosniff`, never as a page.
 */
export async function viewerMedia(ctx: RequestContext): Promise<void> {
	const params = ctx.url.searchParams;
	const path = params.get("file");
	if (!path) throw badRequest("invalid parameter: file is required");
	checkText(path, "file");
	const row = intParam(params, "row", -1, 0, MAX_OFFSET);
	const column = intParam(params, "column", -1, 0, 100_000);
	if (row < 0 || column < 0) throw badRequest("invalid parameter: row and column are required");
	const inner = cellPath(params.get("path"));
	const layout = await layoutOf(ctx);
	const f = layout.byPath.get(path);
	if (!f) throw new HttpError(404, `Entry not found: ${path.slice(0, 200)}`, "EntryNotFound");
	const file = { sha256: f.sha256, size: f.size, path: f.path };
	const media = await forSplit(ctx, path, () => ctx.hub.dataViewer.media(file, { row, column, path: inner }));
	const body = Buffer.from(media.bytes.buffer, media.bytes.byteOffset, media.bytes.byteLength);
	ctx.res.writeHead(200, {
		"Content-Type": media.mime,
		"Content-Length": String(body.length),
		"X-Content-Type-Options": "nosniff",
		"Content-Security-Policy": "default-src 'none'; sandbox",
		// never kept by a shared cache (the dataset may be private or gated); a while by the client when pinned to a commit
		"Cache-Control": params.get("revision") === layout.sha ? "private, max-age=86400" : "private, no-cache",
	});
	ctx.res.end(ctx.req.method === "HEAD" ? undefined : body);
}
