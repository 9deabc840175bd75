import type { ModelRecord, RepoType } from "@modelhub/core";
import type { LineChunk } from "./lines.js";

/** Where an item came from, for reports: "dump.jsonl:12", "repos/org/name", "http://host/api/models?cursor=…#3". */
export type Origin = string;

/** One file of a model repository found by a folder source, to be kept beside the record (content-addressed). */
export interface RepoFile {
	/** The path inside the repository, `/`-separated, e.g. "onnx/model.onnx". */
	path: string;
	/** Absolute path on disk to read the bytes from. */
	source: string;
	size: number;
}

/** A record ready to upsert: validated, with its card text and, for repositories, its files. */
export interface ImportItem {
	kind: "record";
	origin: Origin;
	record: ModelRecord;
	/** README.md text (the model card), front matter included, when the source has one. */
	card?: string;
	/** Present only for sources that hold the repository's files (folders of repos). */
	files?: RepoFile[];
	/** The repository's type when it is not a model (a folder of dataset or space repositories). */
	repoType?: RepoType;
}

/**
 * Whole lines of a dump, undecoded (see ./lines.ts): each line that is not blank is a record's JSON text, parsed and
 * validated by the importer, and named `<origin>:<line number>` if rejected.
 */
export interface RecordLines extends LineChunk {
	kind: "lines";
	/** How many lines the bytes hold, blank ones included. */
	lines: number;
}

/** Something that could not be imported, with where it was and why; the import goes on without it. */
export interface Rejection {
	kind: "rejected";
	origin: Origin;
	reason: string;
	/**
	 * Set on a warning about a path of a folder import — a file or linked folder left out, a file not read as
	 * metadata — rather than a rejected record: the import counts these apart (`ImportProgress.warnings`).
	 */
	warning?: true;
}

/**
 * A point where a source may be resumed from: the importer commits every item before it, then calls `save` (the API
 * source records its next page's URL there).
 */
export interface Checkpoint {
	kind: "checkpoint";
	save(): Promise<void>;
}

/** Every import source is an async stream of these: one validation path for all sources. */
export type ImportEvent = ImportItem | RecordLines | Rejection | Checkpoint;
