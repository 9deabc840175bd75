import type { ModelRecord } from "../model.js";
import type { Snippet } from "../snippet.js";

/** One model library the hub knows, keyed by the `library_name` models carry. */
export interface LibraryEntry {
	/** The `library_name` value, e.g. "transformers". */
	key: string;
	prettyLabel: string;
	/** The repository's name as shown to visitors. */
	repoName: string;
	repoUrl: string;
	docsUrl?: string;
	/** Whether the library is offered as a filter on the model list. */
	filter: boolean;
	/**
	 * Which files count as a download, as a file-path query (see query.ts), e.g. `path:"adapter_config.json"`.
	 * Absent: the default files are counted (DEFAULT_DOWNLOAD_FILES).
	 */
	countDownloads?: string;
}

/**
 * A usage-snippet generator: model record in, snippets out. Pure (no state kept between calls) and total: when it
 * cannot produce code it returns the fallback message as a comment snippet instead of throwing.
 */
export type SnippetGenerator = (model: ModelRecord, options?: LibrarySnippetOptions) => Snippet[];

/** What a hub tells the generators about itself. */
export interface LibrarySnippetOptions {
	/**
	 * The address of the hub that holds this model's files (e.g. "http://127.0.0.1:4173"). When set, every file URL a
	 * snippet writes points there, and the snippets start with how to point the Hub clients at it (`HF_ENDPOINT`,
	 * `hubUrl`). Absent: the public Hub, as for models known only by their record.
	 */
	hubUrl?: string;
}
