import {
	DATASET_LIBRARY_LABELS,
	DATASET_SNIPPETS,
	type DatasetConfig,
	datasetConfigs,
	firstLine,
	getPipeline,
	type RepoRef,
	viewableFileType,
} from "@modelhub/core";
import type { HubContext } from "@modelhub/server";
import {
	type Cell,
	type Column,
	can,
	dataFormatOf,
	type FolderKind,
	folderRows,
	type MediaRef,
	type RevisionFile,
	type Row,
	type Store,
	type StoredRepo,
	type Viewer,
	ViewerError,
	type ViewerFile,
	type Visibility,
} from "@modelhub/store";
import { renderPageCard, repoReadmeUrl } from "./card-render.server";
import { gateOf, mayManage } from "./gate.server";
import { highlight } from "./highlight.server";
import { languageName } from "./language-names.server";
import { logFailure } from "./log.server";
import { type FileRow, MAX_FILES } from "./model-page.server";

/** Rows a page of the viewer shows. */
export const VIEWER_PAGE_ROWS = 20;
/** Characters of a string cell a page carries (the viewer reads up to its own limit; the page shows less). */
const CELL_CHARS = 300;
/** Items of a list and fields of an object a page carries. */
const CELL_ITEMS = 20;
/** The largest offset a link may ask for (past it the store's integers and the viewer's counts stop making sense). */
const MAX_OFFSET = 1e12;
/** Related repositories listed (models trained on it, spaces that use it). */
const RELATED = 10;

const tagValues = (tags: string[], prefix: string) =>
	tags.filter((t) => t.startsWith(prefix)).map((t) => t.slice(prefix.length));

const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : null);

/** A cell as small as a page needs it: long strings, lists and objects cut (their full sizes kept). */
export function trimCell(cell: Cell, depth = 0): Cell {
	if (typeof cell === "string")
		return cell.length > CELL_CHARS ? { type: "text", value: cell.slice(0, CELL_CHARS), length: cell.length } : cell;
	if (cell === null || typeof cell !== "object") return cell;
	switch (cell.type) {
		case "text":
			return cell.value.length > CELL_CHARS ? { ...cell, value: cell.value.slice(0, CELL_CHARS) } : cell;
		case "list":
			return {
				...cell,
				items: depth > 3 ? [] : cell.items.slice(0, CELL_ITEMS).map((c) => trimCell(c, depth + 1)),
			};
		case "object":
			return {
				...cell,
				fields: depth > 3 ? [] : cell.fields.slice(0, CELL_ITEMS).map(([k, c]) => [k, trimCell(c, depth + 1)]),
			};
		case "binary":
			return { ...cell, hex: cell.hex.slice(0, 64) };
		default:
			return cell;
	}
}

export interface ViewerTable {
	columns: Column[];
	columnCount: number;
	numRows: number;
	exact: boolean;
	offset: number;
	rows: Row[];
	problems: string[];
	/** Set for a search within the split. */
	search?: { query: string; complete: boolean; numMatches?: number; scannedRows: number };
	/** Whether the split can be searched (an image or audio folder has no text to search). */
	searchable: boolean;
}

export interface ViewerState {
	configs: { name: string; splits: string[] }[];
	/** The config and split shown when the address names none (its links then leave them out). */
	first: { config: string; split: string };
	config: string;
	split: string;
	/** The split's table, or why it cannot be shown (this split only: the rest of the page is unaffected). */
	table?: ViewerTable;
	error?: string;
	/** What is wrong with the card's configs as a whole, or with the chosen config. */
	problems: string[];
	pageRows: number;
}

/** Which file each row of a split comes from: the readable files in order, each from the row where it starts. */
function fileOfRow(files: { path: string; numRows: number; error?: string }[]): (row: number) => string | undefined {
	const starts: [number, string][] = [];
	let base = 0;
	for (const f of files) {
		if (f.error) continue;
		starts.push([base, f.path]);
		base += f.numRows;
	}
	return (row) => {
		let found: string | undefined;
		for (const [start, path] of starts) if (start <= row) found = path;
		return found;
	};
}

/** A media cell too large for the page gets the address its bytes are read from (the viewer-media route). */
function linkMedia(cell: Cell, mediaUrl: (ref: MediaRef) => string): Cell {
	if (cell === null || typeof cell !== "object") return cell;
	if ((cell.type === "image" || cell.type === "audio") && !cell.src && cell.ref)
		return { ...cell, src: mediaUrl(cell.ref) };
	if (cell.type === "list") return { ...cell, items: cell.items.map((c) => linkMedia(c, mediaUrl)) };
	if (cell.type === "object") return { ...cell, fields: cell.fields.map(([k, c]) => [k, linkMedia(c, mediaUrl)]) };
	return cell;
}

function rowsForPage(rows: Row[], id: string, fileOf: (row: number) => string | undefined): Row[] {
	return rows.map((r) => {
		const file = fileOf(r.row);
		const mediaUrl = (ref: MediaRef) =>
			`/datasets/${id}/viewer-media?${new URLSearchParams({
				file: file ?? "",
				row: String(ref.row),
				column: String(ref.column),
				path: JSON.stringify(ref.path),
			})}`;
		return { ...r, cells: r.cells.map((c) => linkMedia(trimCell(c), mediaUrl)) };
	});
}

/** The builders whose rows are media files, and the kind of their files. */
const FOLDERS: Partial<Record<string, FolderKind>> = { imagefolder: "image", audiofolder: "audio" };

/** The address a folder split's media file is read from for the page (the viewer-media route, whole-file form). */
const folderMediaUrl = (id: string, path: string) =>
	`/datasets/${id}/viewer-media?${new URLSearchParams({ file: path })}`;

/** A folder split's media cell (a file of the repository, named by `path`) gets its address on the media route. */
function linkFolderMedia(cell: Cell, id: string): Cell {
	if (cell === null || typeof cell !== "object") return cell;
	if ((cell.type === "image" || cell.type === "audio") && !cell.src && !cell.ref && cell.path)
		return { ...cell, src: folderMediaUrl(id, cell.path) };
	return cell;
}

/** A page of an image or audio folder split: a row per media file (or per metadata row), shown from its file. */
async function folderTable(
	id: string,
	viewer: Viewer,
	kind: FolderKind,
	paths: string[],
	byPath: Map<string, RevisionFile>,
	offset: number,
	query: string,
): Promise<ViewerTable> {
	const files: ViewerFile[] = [];
	const missing: string[] = [];
	for (const path of paths) {
		const f = byPath.get(path);
		if (f) files.push({ path, sha256: f.sha256, size: f.size });
		else missing.push(`left out: ${path} is named by the card but not in the repository`);
	}
	const page = await folderRows(viewer, files, kind, offset, VIEWER_PAGE_ROWS);
	const problems = [...page.problems, ...missing];
	if (query) problems.unshift(`search reads text columns; this split is an ${kind} folder, so all its rows are shown`);
	return {
		columns: page.columns,
		columnCount: page.columnCount,
		numRows: page.numRows,
		exact: page.exact,
		offset: page.offset,
		rows: page.rows.map((r) => ({ ...r, cells: r.cells.map((c) => linkFolderMedia(trimCell(c), id)) })),
		problems,
		searchable: false,
	};
}

const viewerMessage = (e: unknown) =>
	e instanceof ViewerError ? e.message : "the viewer could not read this split (the hub's log says why)";

/** The chosen config and split's first rows, a page of them, or a search in them. */
async function viewerState(
	context: Partial<HubContext>,
	id: string,
	viewer: Viewer,
	configs: DatasetConfig[],
	layoutProblems: string[],
	byPath: Map<string, RevisionFile>,
	params: URLSearchParams,
): Promise<ViewerState> {
	const wanted = params.get("config");
	const initial = configs.find((c) => c.default) ?? configs.find((c) => c.splits.length) ?? configs[0];
	const config = configs.find((c) => c.name === wanted) ?? initial;
	const state: ViewerState = {
		first: { config: initial?.name ?? "", split: initial?.splits[0]?.name ?? "" },
		configs: configs.map((c) => ({ name: c.name, splits: c.splits.map((s) => s.name) })),
		config: config?.name ?? "",
		split: "",
		problems: [...layoutProblems, ...(config?.problems ?? [])],
		pageRows: VIEWER_PAGE_ROWS,
	};
	const split = config?.splits.find((s) => s.name === params.get("split")) ?? config?.splits[0];
	if (!config || !split) {
		state.error = "the dataset has no data files the viewer can find";
		return state;
	}
	state.split = split.name;
	const offset = Math.min(Math.max(Math.floor(Number(params.get("offset")) || 0), 0), MAX_OFFSET);
	const query = (params.get("q") ?? "").trim().slice(0, 200);
	const folder = config.builder ? FOLDERS[config.builder] : undefined;
	if (folder) {
		try {
			state.table = await folderTable(id, viewer, folder, split.files, byPath, offset, query);
		} catch (e) {
			if (!(e instanceof ViewerError)) logFailure(context, `viewer: ${firstLine(e)}`);
			state.error = viewerMessage(e);
		}
		return state;
	}
	const files: ViewerFile[] = [];
	const skipped: string[] = [];
	for (const path of split.files) {
		if (/(^|\/)metadata\.(csv|jsonl|parquet)$/.test(path)) continue;
		const f = byPath.get(path);
		if (!f) skipped.push(`${path} is named by the card but not in the repository`);
		else if (!dataFormatOf(path)) skipped.push(path);
		else files.push({ path, sha256: f.sha256, size: f.size });
	}
	if (!files.length) {
		const ext = /\.([^./]+)$/.exec(split.files[0] ?? "")?.[1];
		state.error = split.problems[0]
			? split.problems.join("; ")
			: ext
				? `the viewer does not read .${ext} files (it reads parquet, CSV, TSV, JSON Lines, JSON and text)`
				: "the split has no data files";
		return state;
	}
	try {
		if (query) {
			const [info, found] = await Promise.all([
				viewer.splitInfo(files),
				viewer.splitSearch(files, query, offset, VIEWER_PAGE_ROWS),
			]);
			const fileOf = fileOfRow(info.files);
			state.table = {
				columns: found.columns.length ? found.columns : info.columns,
				columnCount: info.columnCount,
				numRows: info.numRows,
				exact: info.exact,
				offset: found.offset,
				rows: rowsForPage(found.rows, id, fileOf),
				problems: [...info.problems, ...found.problems],
				searchable: true,
				search: {
					query,
					complete: found.complete,
					scannedRows: found.scannedRows,
					...(found.numMatches !== undefined ? { numMatches: found.numMatches } : {}),
				},
			};
		} else {
			const [info, page] = await Promise.all([
				viewer.splitInfo(files),
				viewer.splitRows(files, offset, VIEWER_PAGE_ROWS),
			]);
			const fileOf = fileOfRow(info.files);
			state.table = {
				columns: page.columns,
				columnCount: page.columnCount,
				numRows: page.numRows,
				exact: page.exact,
				offset: page.offset,
				rows: rowsForPage(page.rows, id, fileOf),
				problems: page.problems,
				searchable: true,
			};
		}
		if (skipped.length) state.table.problems.push(...skipped.map((s) => `left out: ${s}`));
	} catch (e) {
		if (!(e instanceof ViewerError)) logFailure(context, `viewer: ${firstLine(e)}`);
		state.error = viewerMessage(e);
	}
	return state;
}

/** "Use this dataset" snippets per library, highlighted on the server. */
function snippetsOf(record: StoredRepo["record"], hubUrl: string | undefined) {
	return (Object.keys(DATASET_SNIPPETS) as (keyof typeof DATASET_SNIPPETS)[]).map((key) => {
		const snippets = DATASET_SNIPPETS[key](record, hubUrl ? { hubUrl } : {});
		return {
			key,
			label: DATASET_LIBRARY_LABELS[key],
			blocks: snippets.map((s) => ({ language: s.language, code: s.content, html: highlight(s.content, s.language) })),
		};
	});
}

/** The models trained on a dataset (their cards' `datasets:`, tagged `dataset:{id}`) and the spaces that use it. */
async function related(store: Store, viewer: Visibility, id: string) {
	const [models, modelTotal, spaces] = await Promise.all([
		store.models.list({ tags: [`dataset:${id}`], limit: RELATED }, viewer),
		store.models.count({ tags: [`dataset:${id}`] }, viewer, 1000),
		store.spaces.list({ links: [`dataset:${id}`], limit: RELATED }, viewer),
	]);
	return {
		models: models.models.map((m) => ({
			id: m.id,
			task: m.pipeline_tag ? (getPipeline(m.pipeline_tag)?.label ?? m.pipeline_tag) : undefined,
		})),
		modelTotal,
		spaces: spaces.items.map((s) => ({ id: s.id, sdk: s.sdk })),
		spacesMore: spaces.nextCursor !== undefined,
	};
}

/** Everything a dataset's page shows: its record's facts, card, files, viewer, snippets and related repositories. */
export async function datasetPage(
	context: Partial<HubContext>,
	store: Store,
	viewer: Visibility,
	ref: RepoRef,
	stored: StoredRepo,
	params: URLSearchParams,
) {
	const { record, card, cardBytes } = stored;
	const tags = Array.isArray(record.tags) ? (record.tags as unknown[]).filter((t) => typeof t === "string") : [];
	const rev = await store.revisions.resolve(ref, "main");
	const revFiles = rev ? await store.revisions.files(ref, rev.sha) : [];
	const hosted = revFiles.length > 0;
	const siblings: FileRow[] = hosted
		? revFiles.map(
				(f): FileRow =>
					viewableFileType(f.path) ? { name: f.path, size: f.size, viewable: true } : { name: f.path, size: f.size },
			)
		: (Array.isArray(record.siblings) ? (record.siblings as { rfilename?: unknown; size?: unknown }[]) : [])
				.filter((s) => typeof s?.rfilename === "string")
				.map((s) =>
					typeof s.size === "number" ? { name: String(s.rfilename), size: s.size } : { name: String(s.rfilename) },
				);
	const paths = siblings.map((f) => f.name);
	const layout = datasetConfigs(paths, record.cardData);
	const access = context.repo?.access;
	const mayRead = hosted && access && context.caller ? can(context.caller, "read-files", access).ok : false;
	const viewerAnswer =
		mayRead && context.dataViewer
			? await viewerState(
					context,
					record.id,
					context.dataViewer,
					layout.configs,
					layout.problems,
					new Map(revFiles.map((f) => [f.path, f])),
					params,
				)
			: null;
	const task = tagValues(tags, "task_categories:")[0];
	const cardData = (record.cardData ?? {}) as Record<string, unknown>;
	const hubUrl = hosted ? context.origin : undefined;
	return {
		dataset: { id: record.id, tags, private: record.private === true },
		facts: {
			prettyName: typeof cardData.pretty_name === "string" ? cardData.pretty_name : null,
			task: task ? { id: task, label: getPipeline(task)?.label ?? task } : null,
			size: tagValues(tags, "size_categories:")[0] ?? null,
			formats: tagValues(tags, "format:"),
			modalities: tagValues(tags, "modality:"),
			languages: tagValues(tags, "language:").map((code) => ({ code, name: languageName(code) })),
			license: tagValues(tags, "license:")[0] ?? null,
			downloads: num(record.downloads),
			likes: num(record.likes),
			lastModified: typeof record.lastModified === "string" ? record.lastModified : null,
			gated: record.gated === true || record.gated === "auto" || record.gated === "manual",
		},
		card:
			card === undefined
				? null
				: await renderPageCard(card, { totalBytes: cardBytes, href: repoReadmeUrl("dataset", record.id, hosted) }),
		files: { count: siblings.length, shown: siblings.slice(0, MAX_FILES), quants: [], downloads: hosted },
		viewer: viewerAnswer,
		hosted,
		gatedFiles: hosted && !mayRead,
		/** A gated dataset's access section (sign in, the request form, where a request stands), as a model's. */
		gate: access ? ((await gateOf(context, access, record.cardData)) ?? null) : null,
		/** Whether the caller manages the dataset (its settings and access requests pages). */
		manage: access ? mayManage(context, access) : false,
		snippets: snippetsOf(record, hubUrl),
		related: await related(store, viewer, record.id),
	};
}

export type DatasetPageData = Awaited<ReturnType<typeof datasetPage>>;
