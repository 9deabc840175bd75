/**
 * What the data viewer answers, as plain JSON-safe values the server sends and the web renders: the columns of a
 * data file with their types, its row count, pages of rows as typed cells, and search results.
 */

/** The formats the viewer reads ("folder": an image or audio folder's files, see folderRows). */
export type DataFormat = "parquet" | "csv" | "tsv" | "jsonl" | "json" | "text" | "folder";

/** A column's type, as the web renders its cells. */
export type ColumnType =
	/** `labels`: a ClassLabel's names, by value. */
	| { kind: "int"; labels?: string[] }
	| { kind: "float" }
	| { kind: "bool" }
	| { kind: "string" }
	| { kind: "binary" }
	| { kind: "date" }
	| { kind: "timestamp" }
	| { kind: "decimal" }
	| { kind: "list"; items: ColumnType }
	| { kind: "struct"; fields: { name: string; type: ColumnType }[] }
	| { kind: "image" }
	| { kind: "audio" }
	/** Values of several kinds (JSON of mixed shapes, maps). */
	| { kind: "json" }
	/** Only nulls seen. */
	| { kind: "null" };

export interface Column {
	name: string;
	type: ColumnType;
	/** The type as `datasets` names it: `int64`, `string`, `list<string>`, `Image`, `ClassLabel`… */
	dtype: string;
}

/** Where a media cell's bytes are: the row (in the file) and column, and the path inside the cell to the media value. */
export interface MediaRef {
	row: number;
	column: number;
	path: (string | number)[];
}

/**
 * One cell. Scalars are themselves; everything JSON cannot carry as-is, or that is cut to a size a page can hold, is an
 * object saying what it is.
 */
export type Cell =
	| null
	| boolean
	| number
	| string
	/** An integer beyond JavaScript's safe range, in decimal. */
	| { type: "int"; value: string }
	/** NaN and the infinities. */
	| { type: "float"; value: "NaN" | "Infinity" | "-Infinity" }
	/** A string cut to the viewer's cell limit; `length` is its full length in characters. */
	| { type: "text"; value: string; length: number }
	/** `length`: the list's full length (`items` may be fewer). */
	| { type: "list"; items: Cell[]; length: number }
	/** A nested object (struct, map, JSON object), folded by the web; `length`: its full number of fields. */
	| { type: "object"; fields: [string, Cell][]; length: number }
	| { type: "binary"; length: number; hex: string }
	| { type: "date"; value: string }
	| { type: "timestamp"; value: string }
	/**
	 * An image or a sound: `src` is a `data:` URL when it is small enough to inline, else `ref` says where the server
	 * reads its bytes (`Viewer.media`); `path` is the file name it was stored under, when it says.
	 */
	| { type: "image" | "audio"; mime: string; length: number; src?: string; ref?: MediaRef; path?: string }
	/** A value that could not be read (a bad JSON line…). */
	| { type: "error"; message: string };

export interface Row {
	/** The row's index in the file (or the split, for split-level answers). */
	row: number;
	/** One cell per column, in the columns' order. */
	cells: Cell[];
	/** Why this row could not be read (its cells are then nulls). */
	error?: string;
}

/** A data file's shape: what `Viewer.info` answers. */
export interface FileInfo {
	format: DataFormat;
	/** The columns shown (at most the viewer's column limit). */
	columns: Column[];
	/** How many columns the file has (more than `columns.length` when some are left out). */
	columnCount: number;
	/** The number of rows; an estimate from the bytes read so far when `exact` is false. */
	numRows: number;
	exact: boolean;
	/** What is wrong but did not stop the answer (left-out columns, invalid UTF-8, bad lines…). */
	problems: string[];
}

export interface RowsPage extends FileInfo {
	offset: number;
	rows: Row[];
}

export interface SearchPage {
	columns: Column[];
	query: string;
	/** Matches skipped (the page's offset among the matches). */
	offset: number;
	rows: Row[];
	/** Rows looked at. */
	scannedRows: number;
	/** Whether every row was looked at (else the time or row limit stopped the scan: there may be more matches). */
	complete: boolean;
	/** The number of matches, when the scan was complete. */
	numMatches?: number;
	problems: string[];
}

/** Why the viewer cannot answer for a file: the message is meant for the visitor. */
export class ViewerError extends Error {
	constructor(
		/** `missing`: no such row, column or stored bytes; `unreadable`: the store failed to give the bytes it holds. */
		readonly code: "format" | "too-large" | "timeout" | "unsupported" | "missing" | "unreadable",
		message: string,
	) {
		super(message);
		this.name = "ViewerError";
	}
}

/** The viewer's limits; every one bounds the time, memory or bytes one answer may cost. */
export interface ViewerLimits {
	/** Columns shown per file (a 50,000-column table shows the first ones and says so). */
	maxColumns: number;
	/** Rows per page. */
	maxPageRows: number;
	/** Characters of a string cell. */
	maxCellChars: number;
	/** Items of a list cell, fields of an object cell. */
	maxItems: number;
	/** Nesting shown before a value is cut. */
	maxDepth: number;
	/** Media up to this many bytes are inlined as `data:` URLs; larger ones get a `ref`. */
	inlineMediaBytes: number;
	/** One read from the store. */
	readTimeoutMs: number;
	/** One answer (info, a page, a media read). */
	answerTimeoutMs: number;
	/** Bytes one answer may read. */
	maxAnswerBytes: number;
	/** A parquet footer. */
	maxFooterBytes: number;
	/** One row of a text file (a CSV record, a JSON line). */
	maxRowBytes: number;
	/** A search's time. */
	searchTimeMs: number;
	/** Rows a search may look at. */
	searchMaxRows: number;
	/** Time `info` spends counting a text file's rows before it answers with an estimate. */
	countTimeMs: number;
	/** Time a count may go on in the background after that answer. */
	backgroundCountMs: number;
}

export const DEFAULT_LIMITS: ViewerLimits = {
	maxColumns: 1000,
	maxPageRows: 100,
	maxCellChars: 10_000,
	maxItems: 100,
	maxDepth: 8,
	inlineMediaBytes: 32 * 1024,
	readTimeoutMs: 10_000,
	answerTimeoutMs: 20_000,
	maxAnswerBytes: 256 * 1024 * 1024,
	maxFooterBytes: 64 * 1024 * 1024,
	maxRowBytes: 32 * 1024 * 1024,
	searchTimeMs: 3_000,
	searchMaxRows: 5_000_000,
	countTimeMs: 250,
	backgroundCountMs: 60_000,
};
