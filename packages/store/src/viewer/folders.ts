/**
 * Image and audio folders (the `imagefolder` and `audiofolder` builders): a split's rows are its media files, as
 * `datasets` makes them — with a `label` from the folder names when the files sit at one depth in more than one
 * folder, or, when the split has metadata files (`metadata.csv`, `.jsonl`, `.parquet`), one row per metadata row with
 * its `file_name` column made the media column. A media cell names the file's repository path (the web shows it from
 * the hub's file route); nothing of the media files themselves is read.
 */
import type { Cell, Column, ColumnType, RowsPage } from "./types.js";
import { ViewerError } from "./types.js";
import type { Viewer, ViewerFile } from "./viewer.js";

export type FolderKind = "image" | "audio";

const METADATA = /(^|\/)metadata\.(csv|jsonl|parquet)$/;
const dirname = (p: string) => (p.includes("/") ? p.slice(0, p.lastIndexOf("/")) : "");
const basename = (p: string) => p.slice(p.lastIndexOf("/") + 1);

function mimeOf(path: string, kind: FolderKind): string {
	const ext = path.slice(path.lastIndexOf(".") + 1).toLowerCase();
	const known: Record<string, string> = {
		png: "image/png",
		jpg: "image/jpeg",
		jpeg: "image/jpeg",
		gif: "image/gif",
		webp: "image/webp",
		bmp: "image/bmp",
		tif: "image/tiff",
		tiff: "image/tiff",
		wav: "audio/wav",
		mp3: "audio/mpeg",
		flac: "audio/flac",
		ogg: "audio/ogg",
		opus: "audio/ogg",
	};
	return known[ext] ?? (kind === "image" ? "image/*" : "audio/*");
}

function mediaCell(kind: FolderKind, path: string, size: number | undefined): Cell {
	return { type: kind, mime: mimeOf(path, kind), length: size ?? 0, path };
}

/** The labels of a split without metadata: its files' folder names, when they are at one depth in several folders. */
function labelsOf(media: ViewerFile[]): string[] | undefined {
	const labels = new Set(media.map((f) => basename(dirname(f.path))));
	const depths = new Set(media.map((f) => f.path.split("/").length));
	return labels.size > 1 && depths.size === 1 ? [...labels].sort() : undefined;
}

/** A page of an image or audio folder split: its columns, its row count and rows `[offset, offset + length)`. */
export async function folderRows(
	viewer: Viewer,
	files: ViewerFile[],
	kind: FolderKind,
	offset: number,
	length: number,
): Promise<RowsPage> {
	offset = Math.max(0, Math.floor(offset));
	length = Math.max(0, Math.min(Math.floor(length), viewer.limits.maxPageRows));
	const metadata = files.filter((f) => METADATA.test(f.path));
	const media = files.filter((f) => !METADATA.test(f.path));
	const sizes = new Map(files.map((f) => [f.path, f.size]));
	const mediaType: ColumnType = { kind };
	if (metadata.length === 0) {
		const labels = labelsOf(media);
		const columns: Column[] = [{ name: kind, type: mediaType, dtype: kind === "image" ? "Image" : "Audio" }];
		if (labels) columns.push({ name: "label", type: { kind: "int", labels }, dtype: "ClassLabel" });
		const rows = media.slice(offset, offset + length).map((f, i) => {
			const cells: Cell[] = [mediaCell(kind, f.path, f.size)];
			if (labels) cells.push(labels.indexOf(basename(dirname(f.path))));
			return { row: offset + i, cells };
		});
		return {
			format: "folder",
			columns,
			columnCount: columns.length,
			numRows: media.length,
			exact: true,
			problems: [],
			offset,
			rows,
		};
	}
	// one row per metadata row: its file_name (relative to the metadata file's folder) is the media
	const page = await viewer.splitRows(metadata, offset, length);
	const at = page.columns.findIndex((c) => c.name === "file_name" || c.name === `${kind}_file_name`);
	if (at < 0) throw new ViewerError("format", "the metadata files have no file_name column");
	const starts: { start: number; dir: string }[] = [];
	let start = 0;
	for (const f of page.files) {
		starts.push({ start, dir: dirname(f.path) });
		start += f.numRows;
	}
	const columns: Column[] = page.columns.map((c, i) =>
		i === at ? { name: kind, type: mediaType, dtype: kind === "image" ? "Image" : "Audio" } : c,
	);
	const problems = [...page.problems];
	const rows = page.rows.map((r) => {
		const dir = [...starts].reverse().find((s) => s.start <= r.row)?.dir ?? "";
		const name = r.cells[at];
		const cells = [...r.cells];
		if (typeof name === "string" && !name.startsWith("/") && !name.split("/").includes("..")) {
			const path = dir ? `${dir}/${name}` : name;
			if (!sizes.has(path)) problems.push(`row ${r.row}: ${path} is not in the split`);
			cells[at] = mediaCell(kind, path, sizes.get(path));
		} else cells[at] = { type: "error", message: "file_name is not a relative path" };
		return { ...r, cells };
	});
	return { ...page, format: "folder", columns, problems, rows };
}
