/**
 * The data viewer: for one data file (or a split's files), its columns and types, its row count, pages of rows as
 * typed cells, a search within it, and the bytes of a media cell. Every answer reads through a budget (time per read,
 * time and bytes per answer) and says what went wrong for a file instead of failing the rest.
 *
 * What is kept between answers, bounded: each parquet file's footer, each text file's sparse row index, and recent
 * pages (so the first rows of a popular file are answered from memory).
 */
import { type ByteSource, firstLine } from "@modelhub/core";
import type { BlobStore } from "../blobs/blob-store.js";
import { findBlob } from "../blobs/stored-file.js";
import { type CellLimits, dtypeOf, SizeCount, sniffMedia, toCell } from "./cells.js";
import { Lru } from "./lru.js";
import { type ParquetShape, readParquetRows, readParquetShape } from "./parquet.js";
import { Budget, type LocateFile, mib, storedSources } from "./source.js";
import {
	csvValue,
	decode,
	estimateRows,
	extendIndex,
	openTextIndex,
	parseCsvRecord,
	type RawRow,
	STRIDE,
	scanRows,
	type TextIndex,
} from "./text.js";
import {
	type Cell,
	type Column,
	type ColumnType,
	type DataFormat,
	DEFAULT_LIMITS,
	type FileInfo,
	type MediaRef,
	type Row,
	type RowsPage,
	type SearchPage,
	ViewerError,
	type ViewerLimits,
} from "./types.js";

/** A data file of a repository: its blob and its path (which names its format). */
export interface ViewerFile {
	sha256: string;
	size: number;
	path: string;
}

/** The format the viewer reads a path as, by its extension; undefined for files it does not read. */
export function dataFormatOf(path: string): Exclude<DataFormat, "folder"> | undefined {
	const m = /\.([A-Za-z0-9]+)$/.exec(path);
	switch (m?.[1]?.toLowerCase()) {
		case "parquet":
		case "geoparquet":
		case "gpq":
			return "parquet";
		case "csv":
			return "csv";
		case "tsv":
			return "tsv";
		case "jsonl":
		case "ndjson":
			return "jsonl";
		case "json":
			return "json";
		case "txt":
			return "text";
		default:
			return undefined;
	}
}

export interface ViewerOptions {
	limits?: Partial<ViewerLimits>;
	/** Bytes of recent pages kept (default 64 MiB). */
	pageCacheBytes?: number;
	/** Files whose footer or row index is kept (default 256), and their bytes at most (default 256 MiB). */
	keptFiles?: number;
	keptBytes?: number;
	/** Bytes of decoded parquet row blocks kept (default 128 MiB, estimated from the footer's sizes). */
	blockCacheBytes?: number;
	/** Whether a text file's count goes on in the background after `info` has answered with an estimate (default true). */
	backgroundCount?: boolean;
	/** Where what went wrong inside the hub is told (a visitor reads only that something did, in words). */
	log?: (line: string) => void;
}

type Opened = { kind: "parquet"; shape: ParquetShape } | { kind: "text"; index: TextIndex };

/** The uncompressed bytes of parquet rows one page reads at most (fewer rows than asked when rows are large). */
const PAGE_BYTES = 64 * 1024 * 1024;

export class Viewer {
	readonly limits: ViewerLimits;
	private readonly opened: Lru<Promise<Opened>>;
	private readonly pages: Lru<RowsPage>;
	/** Decoded blocks of parquet rows: a page is read as part of its block, so the next pages cost no decoding. */
	private readonly blocks: Lru<Promise<Record<string, unknown>[]>>;

	constructor(
		private readonly open: (file: ViewerFile) => ByteSource,
		private readonly options: ViewerOptions = {},
	) {
		this.limits = { ...DEFAULT_LIMITS, ...options.limits };
		this.opened = new Lru(options.keptFiles ?? 256, options.keptBytes ?? 256 * 1024 * 1024);
		this.pages = new Lru(1024, options.pageCacheBytes ?? 64 * 1024 * 1024);
		this.blocks = new Lru(256, options.blockCacheBytes ?? 128 * 1024 * 1024);
	}

	/**
	 * A viewer over a store's repository files, whatever way each was uploaded: `locate` (`XetStore.locate`) finds a
	 * file's blob or its Xet file, and every read is a ranged read of it.
	 */
	static forFiles(files: { locate: LocateFile }, options: ViewerOptions = {}): Viewer {
		const timeoutMs = options.limits?.readTimeoutMs ?? DEFAULT_LIMITS.readTimeoutMs;
		const log = options.log;
		return new Viewer(
			storedSources((f) => files.locate(f), { timeoutMs, ...(log ? { log } : {}) }),
			options,
		);
	}

	/** A viewer over the blobs of a blob store alone (tools and tests without a catalogue: no Xet file is found). */
	static forBlobs(blobs: BlobStore, options: ViewerOptions = {}): Viewer {
		return Viewer.forFiles({ locate: (f) => findBlob(blobs, f) }, options);
	}

	private budget(file: ViewerFile, what = file.path, overrides: Partial<ViewerLimits> = {}): Budget {
		return new Budget(this.open(file), what, { ...this.limits, ...overrides });
	}

	private formatOf(file: ViewerFile): Exclude<DataFormat, "folder"> {
		const format = dataFormatOf(file.path);
		if (!format) throw new ViewerError("unsupported", `the viewer does not read ${extension(file.path)} files`);
		return format;
	}

	/** What went wrong with a file, in words for the visitor; what was not the viewer's own word goes to the log. */
	private explain(file: ViewerFile, e: unknown): string {
		if (!(e instanceof ViewerError)) this.options.log?.(`viewer: ${file.path}: ${firstLine(e)}`);
		return message(e);
	}

	/** The file's footer or row index, read once and kept. */
	private openFile(file: ViewerFile): Promise<Opened> {
		const format = this.formatOf(file);
		const key = `${file.sha256}:${format}`;
		let p = this.opened.get(key);
		if (!p) {
			const budget = this.budget(file);
			const limits = {
				maxRowBytes: this.limits.maxRowBytes,
				until: budget.deadline,
				maxColumns: this.limits.maxColumns,
			};
			p = (
				format === "parquet"
					? readParquetShape(budget, this.limits.maxFooterBytes).then((shape): Opened => ({ kind: "parquet", shape }))
					: openTextIndex(budget, format, limits).then((index): Opened => ({ kind: "text", index }))
			).then(
				(opened) => {
					// weighed by what it keeps: the footer, or the index's remembered offsets
					const weight =
						opened.kind === "parquet" ? opened.shape.footerBytes : 8 * opened.index.checkpoints.length + 4096;
					if (this.opened.get(key) === p) this.opened.set(key, p as Promise<Opened>, weight);
					return opened;
				},
				(e) => {
					this.opened.delete(key);
					throw e;
				},
			);
			this.opened.set(key, p, 4096);
		}
		return p;
	}

	private columnsOf(opened: Opened): { columns: Column[]; columnCount: number; problems: string[] } {
		const all = allColumns(opened);
		const problems: string[] = [];
		const shown = all.slice(0, this.limits.maxColumns);
		if (all.length > shown.length)
			problems.push(`the file has ${all.length.toLocaleString("en")} columns; the first ${shown.length} are shown`);
		return {
			columns: shown.map(({ name, type }) => ({ name, type, dtype: dtypeOf(type) })),
			columnCount: all.length,
			problems,
		};
	}

	/** The file's columns and types, and its row count (text files: counted for up to `countTimeMs`, else estimated). */
	async info(file: ViewerFile): Promise<FileInfo> {
		const opened = await this.openFile(file);
		const { columns, columnCount, problems } = this.columnsOf(opened);
		if (opened.kind === "parquet")
			return { format: "parquet", columns, columnCount, numRows: opened.shape.numRows, exact: true, problems };
		const index = opened.index;
		await this.count(file, index, Number.POSITIVE_INFINITY, this.limits.countTimeMs);
		if (!index.done && this.options.backgroundCount !== false)
			// the count goes on after this answer (one scan per file at a time), so the next answer is exact
			this.count(file, index, Number.POSITIVE_INFINITY, this.limits.backgroundCountMs).catch(() => undefined);
		return {
			format: index.format,
			columns,
			columnCount,
			numRows: index.done ? index.rows : estimateRows(index, file.size),
			exact: index.done,
			problems: [...index.problems, ...problems],
		};
	}

	/** Scans a text file's rows on, one scan at a time per file, until `untilRow` is known or `ms` have passed. */
	private count(file: ViewerFile, index: TextIndex, untilRow: number, ms: number): Promise<void> {
		const run = index.busy.then(async () => {
			if (index.done || index.rows > untilRow) return;
			const budget = this.budget(file, file.path, {
				maxAnswerBytes: Number.POSITIVE_INFINITY,
				answerTimeoutMs: ms + this.limits.readTimeoutMs,
			});
			await extendIndex(budget, index, untilRow, { maxRowBytes: this.limits.maxRowBytes, until: Date.now() + ms });
		});
		index.busy = run.catch(() => undefined);
		return run;
	}

	/** Rows `[offset, offset + length)` of the file (length at most `maxPageRows`), as typed cells. */
	async rows(file: ViewerFile, offset: number, length: number): Promise<RowsPage> {
		offset = Math.max(0, Math.floor(offset));
		length = Math.max(0, Math.min(Math.floor(length), this.limits.maxPageRows));
		const key = `${file.sha256}|${file.path}|${offset}|${length}`;
		const cached = this.pages.get(key);
		if (cached) return cached;
		const opened = await this.openFile(file);
		const { columns, columnCount, problems } = this.columnsOf(opened);
		const size = new SizeCount();
		let page: RowsPage;
		if (opened.kind === "parquet") {
			const shape = opened.shape;
			// rows of large media: a page holds about 64 MiB of rows at most, and says so
			const fits = Math.max(1, Math.floor(PAGE_BYTES / Math.max(1, shape.bytesPerRow)));
			if (length > fits)
				problems.push(`rows here are about ${mib(shape.bytesPerRow)} each: a page holds ${fits} of them`);
			const end = Math.min(shape.numRows, offset + Math.min(length, fits));
			const names = columns.map((c) => c.name);
			const objects = await this.parquetRows(file, shape, names, offset, end);
			const rows: Row[] = objects.map((o, i) => ({
				row: offset + i,
				cells: columns.map((c, j) => toCell(o[c.name], c.type, this.limits, { row: offset + i, column: j }, size)),
			}));
			page = { format: "parquet", columns, columnCount, numRows: shape.numRows, exact: true, problems, offset, rows };
		} else {
			const index = opened.index;
			const raw = await this.rawRows(file, index, offset, length);
			const rowProblems: string[] = [];
			const rows = raw.map((r) => this.textRow(index, columns, r, size, rowProblems));
			page = {
				format: index.format,
				columns,
				columnCount,
				numRows: index.done ? index.rows : estimateRows(index, file.size),
				exact: index.done,
				problems: [...index.problems, ...problems, ...summarize(rowProblems)],
				offset,
				rows,
			};
		}
		this.pages.set(key, page, size.bytes + 1024);
		return page;
	}

	/**
	 * Parquet rows `[start, end)` of the shown columns, through the block cache: blocks of up to 1,024 rows (fewer
	 * when rows are large: about 8 MiB of rows a block), aligned, read whole and kept.
	 */
	private async parquetRows(
		file: ViewerFile,
		shape: ParquetShape,
		names: string[],
		start: number,
		end: number,
	): Promise<Record<string, unknown>[]> {
		if (end <= start) return [];
		const perRow = Math.max(1, shape.bytesPerRow);
		const block = Math.max(end - start, Math.min(1024, Math.floor((8 * 1024 * 1024) / perRow)));
		const first = Math.floor(start / block);
		const last = Math.floor((end - 1) / block);
		const out: Record<string, unknown>[] = [];
		for (let b = first; b <= last; b++) {
			const bStart = b * block;
			const bEnd = Math.min(shape.numRows, bStart + block);
			const key = `${file.sha256}|${names.length}|${block}|${b}`;
			let p = this.blocks.get(key);
			if (!p) {
				p = readParquetRows(this.budget(file), shape, names, bStart, bEnd, this.limits.maxAnswerBytes);
				this.blocks.set(key, p, (bEnd - bStart) * perRow);
				p.catch(() => this.blocks.delete(key));
			}
			const rows = await p;
			for (let r = Math.max(start, bStart); r < Math.min(end, bEnd); r++)
				out.push(rows[r - bStart] as Record<string, unknown>);
		}
		return out;
	}

	/** The raw rows of a text file at an offset: from the nearest remembered row start. */
	private async rawRows(file: ViewerFile, index: TextIndex, offset: number, length: number): Promise<RawRow[]> {
		if (length === 0) return [];
		const k = Math.floor(offset / STRIDE);
		if (k >= index.checkpoints.length && !index.done) {
			// the index does not reach this far yet: scan on (within the answer's time)
			await this.count(file, index, k * STRIDE, this.limits.answerTimeoutMs);
		}
		const at = Math.min(k, index.checkpoints.length - 1);
		const from = index.checkpoints[at] as number;
		const out: RawRow[] = [];
		const budget = this.budget(file);
		await scanRows(
			budget,
			index,
			from,
			at * STRIDE,
			true,
			{ maxRowBytes: this.limits.maxRowBytes, until: budget.deadline },
			(r) => {
				if (r.row >= offset) out.push(r);
				return r.row < offset + length - 1;
			},
		);
		return out;
	}

	private textRow(index: TextIndex, columns: Column[], r: RawRow, size: SizeCount, problems: string[]): Row {
		const nulls = (): Cell[] => columns.map(() => null);
		if (!r.bytes) {
			const message = `row ${r.row} is larger than ${Math.round(this.limits.maxRowBytes / 1048576)} MiB and is not shown`;
			problems.push(message);
			return { row: r.row, cells: nulls(), error: message };
		}
		const { text, invalid } = decode(r.bytes);
		if (invalid) problems.push(`row ${r.row} holds invalid UTF-8 (shown as \uFFFD)`);
		const place = (column: number) => ({ row: r.row, column });
		if (index.format === "text")
			return { row: r.row, cells: [toCell(text, columns[0]?.type, this.limits, place(0), size)] };
		if (index.format === "csv" || index.format === "tsv") {
			const fields = parseCsvRecord(text, index.format === "tsv" ? "\t" : ",");
			const expected = index.header?.length ?? 0;
			if (fields.length !== expected)
				problems.push(`row ${r.row} has ${fields.length} fields where the header has ${expected}`);
			return {
				row: r.row,
				cells: columns.map((c, j) => toCell(csvValue(fields[j], c.type), c.type, this.limits, place(j), size)),
			};
		}
		let value: unknown;
		try {
			value = JSON.parse(text);
		} catch (e) {
			const message = `row ${r.row} is not valid JSON: ${(e as Error).message}`;
			problems.push(message);
			return { row: r.row, cells: nulls(), error: message };
		}
		if (typeof value !== "object" || value === null || Array.isArray(value)) {
			const message = `row ${r.row} is not a JSON object`;
			problems.push(message);
			return { row: r.row, cells: nulls(), error: message };
		}
		const o = value as Record<string, unknown>;
		return { row: r.row, cells: columns.map((c, j) => toCell(o[c.name], c.type, this.limits, place(j), size)) };
	}

	/**
	 * Rows whose string columns contain `query` (case-insensitive), skipping the first `offset` matches; the scan stops
	 * after `searchTimeMs` or `searchMaxRows` rows and says so (`complete: false`).
	 */
	async search(file: ViewerFile, query: string, offset: number, length: number): Promise<SearchPage> {
		const until = Date.now() + this.limits.searchTimeMs;
		const result = await this.searchFile(file, query, Math.max(0, offset), length, until, this.limits.searchMaxRows);
		return { ...result, query, offset: Math.max(0, offset) };
	}

	private async searchFile(
		file: ViewerFile,
		query: string,
		skip: number,
		length: number,
		until: number,
		maxRows: number,
	): Promise<Omit<SearchPage, "query" | "offset"> & { matches: number }> {
		length = Math.max(0, Math.min(length, this.limits.maxPageRows));
		const needle = query.toLowerCase();
		const opened = await this.openFile(file);
		const { columns, problems } = this.columnsOf(opened);
		const stringCols = columns.flatMap((c, j) => (c.type.kind === "string" ? [j] : []));
		const found: number[] = [];
		let matches = 0;
		let scanned = 0;
		let complete = false;
		const size = new SizeCount();
		if (needle === "" || stringCols.length === 0) {
			if (stringCols.length === 0) problems.push("the file has no string column to search");
			return { columns, rows: [], scannedRows: 0, complete: true, numMatches: 0, problems, matches: 0 };
		}
		if (opened.kind === "parquet") {
			const shape = opened.shape;
			const names = stringCols.map((j) => (columns[j] as Column).name);
			const step = 16_384;
			let start = 0;
			for (; start < shape.numRows; start += step) {
				if (Date.now() > until || scanned >= maxRows) break;
				const end = Math.min(shape.numRows, start + step);
				const objects = await readParquetRows(this.budget(file), shape, names, start, end, this.limits.maxAnswerBytes);
				for (const [i, o] of objects.entries()) {
					if (names.some((n) => typeof o[n] === "string" && (o[n] as string).toLowerCase().includes(needle))) {
						if (matches >= skip && found.length < length) found.push(start + i);
						matches++;
					}
				}
				scanned = end;
			}
			complete = start >= shape.numRows;
			const rows: Row[] = [];
			const all = columns.map((c) => c.name);
			for (const r of found) {
				const [o] = await this.parquetRows(file, shape, all, r, r + 1);
				if (o)
					rows.push({
						row: r,
						cells: columns.map((c, j) => toCell(o[c.name], c.type, this.limits, { row: r, column: j }, size)),
					});
			}
			return {
				columns,
				rows,
				scannedRows: scanned,
				complete,
				numMatches: complete ? matches : undefined,
				problems,
				matches,
			};
		}
		const index = opened.index;
		const budget = this.budget(file, file.path, { maxAnswerBytes: Number.POSITIVE_INFINITY });
		const rows: Row[] = [];
		const rowProblems: string[] = [];
		const result = await scanRows(
			budget,
			index,
			index.dataStart,
			0,
			true,
			{ maxRowBytes: this.limits.maxRowBytes, until },
			(r) => {
				scanned = r.row + 1;
				if (!r.bytes) return scanned < maxRows;
				const text = decode(r.bytes).text;
				if (!text.toLowerCase().includes(needle)) return scanned < maxRows;
				const row = this.textRow(index, columns, r, size, rowProblems);
				const hit = stringCols.some((j) => {
					const c = row.cells[j];
					const s =
						typeof c === "string"
							? c
							: c && typeof c === "object" && "type" in c && c.type === "text"
								? c.value
								: undefined;
					return s?.toLowerCase().includes(needle);
				});
				if (hit) {
					if (matches >= skip && rows.length < length) rows.push(row);
					matches++;
				}
				return scanned < maxRows;
			},
			4 * 1024 * 1024,
		);
		complete = result.eof;
		return {
			columns,
			rows,
			scannedRows: scanned,
			complete,
			numMatches: complete ? matches : undefined,
			problems: [...problems, ...summarize(rowProblems)],
			matches,
		};
	}

	/** The bytes of a media cell (an image or a sound too large to inline) and its media type. */
	async media(file: ViewerFile, ref: MediaRef): Promise<{ bytes: Uint8Array; mime: string }> {
		const page = await this.rawCell(file, ref);
		if (page instanceof Uint8Array) return { bytes: page, mime: mimeOf(page) };
		throw new ViewerError("missing", `row ${ref.row} column ${ref.column} holds no media there`);
	}

	/**
	 * The bytes of an image or audio folder's media file (a row of such a split is a whole file), read through the
	 * answer's budget and at most `MAX_FOLDER_MEDIA` bytes; its media type is sniffed from the bytes, never taken from
	 * the name, so a file named `.png` that holds anything else is `application/octet-stream`.
	 */
	async fileMedia(file: ViewerFile): Promise<{ bytes: Uint8Array; mime: string }> {
		if (file.size > MAX_FOLDER_MEDIA)
			throw new ViewerError("too-large", `${file.path} is larger than ${mib(MAX_FOLDER_MEDIA)}, too large to show`);
		const bytes = file.size ? await this.budget(file).read(0, file.size) : new Uint8Array();
		return { bytes, mime: mimeOf(bytes) };
	}

	private async rawCell(file: ViewerFile, ref: MediaRef): Promise<unknown> {
		const opened = await this.openFile(file);
		const { columns } = this.columnsOf(opened);
		const column = columns[ref.column];
		if (!column) throw new ViewerError("missing", `there is no column ${ref.column}`);
		let value: unknown;
		if (opened.kind === "parquet") {
			if (ref.row < 0 || ref.row >= opened.shape.numRows)
				throw new ViewerError("missing", `there is no row ${ref.row}`);
			const [o] = await readParquetRows(
				this.budget(file),
				opened.shape,
				[column.name],
				ref.row,
				ref.row + 1,
				this.limits.maxAnswerBytes,
			);
			value = o?.[column.name];
		} else {
			const [r] = await this.rawRows(file, opened.index, ref.row, 1);
			if (!r?.bytes) throw new ViewerError("missing", `there is no row ${ref.row}`);
			try {
				value = (JSON.parse(decode(r.bytes).text) as Record<string, unknown>)?.[column.name];
			} catch {
				value = undefined;
			}
			if (typeof value === "string" || value === undefined)
				throw new ViewerError("missing", "text files hold no media");
		}
		for (const step of ref.path) {
			if (value === null || typeof value !== "object") return undefined;
			value = (value as Record<string | number, unknown>)[step];
		}
		if (value && typeof value === "object" && !(value instanceof Uint8Array))
			value = (value as { bytes?: unknown }).bytes;
		return value;
	}

	// ---- splits: the files of one split, read as one table ----

	/** The columns and row count of a split (its files in order); a file that cannot be read is named, the rest count. */
	async splitInfo(files: ViewerFile[]): Promise<FileInfo & { files: SplitFileInfo[] }> {
		const infos: SplitFileInfo[] = [];
		let first: FileInfo | undefined;
		for (const f of files) {
			try {
				const info = await this.info(f);
				first ??= info;
				infos.push({ path: f.path, numRows: info.numRows, exact: info.exact });
			} catch (e) {
				infos.push({ path: f.path, numRows: 0, exact: true, error: this.explain(f, e) });
			}
		}
		const problems = infos.flatMap((i) => (i.error ? [`${i.path}: ${i.error}`] : []));
		if (!first) {
			if (files.length === 0) problems.push("the split has no data files");
			throw new ViewerError(files.length === 0 ? "missing" : "format", problems.join("; "));
		}
		return {
			...first,
			problems: [...first.problems, ...problems],
			numRows: infos.reduce((n, i) => n + i.numRows, 0),
			exact: infos.every((i) => i.exact),
			files: infos,
		};
	}

	/** Rows of a split by their index in the split. The files before the page must be counted exactly. */
	async splitRows(files: ViewerFile[], offset: number, length: number): Promise<RowsPage & { files: SplitFileInfo[] }> {
		length = Math.max(0, Math.min(Math.floor(length), this.limits.maxPageRows));
		offset = Math.max(0, Math.floor(offset));
		const info = await this.splitInfo(files);
		const rows: Row[] = [];
		const problems = [...info.problems];
		let base = 0;
		for (const [i, f] of files.entries()) {
			const fi = info.files[i] as SplitFileInfo;
			if (fi.error) continue;
			if (rows.length >= length) break;
			let n = fi.numRows;
			if (!fi.exact) {
				const opened = await this.openFile(f);
				if (opened.kind === "text") {
					await this.count(f, opened.index, Number.POSITIVE_INFINITY, this.limits.answerTimeoutMs);
					if (!opened.index.done)
						throw new ViewerError("timeout", `${f.path} is still being counted; ask again in a moment`);
					n = opened.index.rows;
				}
			}
			const want = offset + rows.length;
			if (want < base + n) {
				const page = await this.rows(f, want - base, length - rows.length);
				for (const r of page.rows) rows.push({ ...r, row: r.row + base });
				for (const p of page.problems) if (!problems.includes(p)) problems.push(`${f.path}: ${p}`);
			}
			base += n;
		}
		return { ...info, problems, offset, rows };
	}

	/** A search over a split's files in order, within one time and row limit for them all. */
	async splitSearch(files: ViewerFile[], query: string, offset: number, length: number): Promise<SearchPage> {
		const until = Date.now() + this.limits.searchTimeMs;
		let skip = Math.max(0, offset);
		let budgetRows = this.limits.searchMaxRows;
		const rows: Row[] = [];
		const problems: string[] = [];
		let columns: Column[] = [];
		let scannedRows = 0;
		let complete = true;
		let total = 0;
		let base = 0;
		for (const f of files) {
			let info: FileInfo;
			try {
				info = await this.info(f);
			} catch (e) {
				problems.push(`${f.path}: ${this.explain(f, e)}`);
				continue;
			}
			if (columns.length === 0) columns = info.columns;
			if (!info.exact) {
				complete = false;
				problems.push(`${f.path} is still being counted; the search stops before it`);
				break;
			}
			if (Date.now() > until || budgetRows <= 0) {
				complete = false;
				break;
			}
			const r = await this.searchFile(f, query, skip, length - rows.length, until, budgetRows);
			for (const row of r.rows) rows.push({ ...row, row: row.row + base });
			for (const p of r.problems) problems.push(`${f.path}: ${p}`);
			scannedRows += r.scannedRows;
			budgetRows -= r.scannedRows;
			total += r.matches;
			skip = Math.max(0, skip - r.matches);
			base += info.numRows;
			if (!r.complete) {
				complete = false;
				break;
			}
		}
		return {
			columns,
			query,
			offset: Math.max(0, offset),
			rows,
			scannedRows,
			complete,
			numMatches: complete ? total : undefined,
			problems,
		};
	}
}

export interface SplitFileInfo {
	path: string;
	numRows: number;
	exact: boolean;
	error?: string;
}

function allColumns(opened: Opened): { name: string; type: ColumnType }[] {
	if (opened.kind === "parquet") return opened.shape.columns;
	const index = opened.index;
	if (index.format === "text") return [{ name: "text", type: { kind: "string" } }];
	const names = index.header ?? index.keys ?? [];
	return names.map((name, i) => ({ name, type: index.types[i] ?? { kind: "string" } }));
}

/** At most five problems of a kind listed, then how many more. */
function summarize(problems: string[]): string[] {
	const unique = [...new Set(problems)];
	return unique.length <= 5 ? unique : [...unique.slice(0, 5), `and ${unique.length - 5} more problems of rows`];
}

const extension = (path: string) => {
	const m = /\.([^./]+)$/.exec(path);
	return m ? `.${m[1]}` : "extension-less";
};

/** What a visitor is told went wrong with a file: a ViewerError's words; anything else only that it failed. */
const message = (e: unknown): string =>
	e instanceof ViewerError ? e.message : "the file cannot be read (the hub's log says why)";

/** The largest media file of an image or audio folder the viewer reads for a page (a thumbnail's source, a sound). */
export const MAX_FOLDER_MEDIA = 32 * 1024 * 1024;

const mimeOf = (bytes: Uint8Array): string => sniffMedia(bytes)?.mime ?? "application/octet-stream";

export type { CellLimits };
