import type { ModelRecord } from "../model.js";
import type { Snippet } from "../snippet.js";
import { hubEndpointSnippets } from "./hub-url.js";
import { getLibrary } from "./registry.js";
import { LIBRARY_SNIPPETS } from "./snippets/index.js";
import type { LibrarySnippetOptions } from "./types.js";

export { applicableLibraries } from "./applicable.js";
export {
	type CommandFact,
	checkedRelease,
	LIBRARY_FACTS,
	type LibraryFacts,
	type NameFact,
	type PackageFacts,
	type SupportFact,
} from "./facts/index.js";
export { GGUF_LIBRARY_KEY, GGUF_LIBRARY_LABEL, ggufLibrary, isGgufRepo } from "./gguf.js";
export { hubEndpointSnippets, hubFileUrl, isHubUrl, PUBLIC_HUB_URL } from "./hub-url.js";
export {
	countsAsDownload,
	DEFAULT_DOWNLOAD_FILES,
	DEFAULT_DOWNLOAD_QUERY,
	type DownloadRule,
	downloadRule,
	type FileField,
	formatDownloadQuery,
	matchesFile,
	parseDownloadQuery,
	QUERY_FIELDS,
	type QueryAnd,
	type QueryError,
	type QueryField,
	type QueryNode,
	type QueryOr,
	type QueryParseResult,
	type QueryTerm,
	queryProblems,
} from "./query.js";
export { getLibrary, LIBRARIES } from "./registry.js";
export { LIBRARY_SNIPPETS } from "./snippets/index.js";
export type { LibraryEntry, LibrarySnippetOptions, SnippetGenerator } from "./types.js";

export type LibrarySnippetsResult = { library: string; snippets: Snippet[] } | { error: string };

/** Whether a library has a usage-snippet generator. */
export function hasLibrarySnippets(key: string): boolean {
	return Object.hasOwn(LIBRARY_SNIPPETS, key);
}

/**
 * The usage snippets of a model's library, chosen by its `library_name`. A model without one, an unknown library or
 * a library without a generator gives an error message instead.
 */
export function librarySnippets(model: ModelRecord, options: LibrarySnippetOptions = {}): LibrarySnippetsResult {
	const key = model.library_name;
	if (typeof key !== "string" || key === "") return { error: "model has no library_name" };
	const library = getLibrary(key);
	if (!library) return { error: `unknown library "${key}"` };
	const generate = hasLibrarySnippets(key) ? LIBRARY_SNIPPETS[key] : undefined;
	if (!generate) return { error: `library "${key}" (${library.prettyLabel}) has no snippets` };
	try {
		const snippets = generate(model, options);
		if (options.hubUrl === undefined) return { library: key, snippets };
		return { library: key, snippets: [...hubEndpointSnippets(options.hubUrl, model), ...snippets] };
	} catch (e) {
		const message = (e instanceof Error ? e.message : String(e)).split("\n")[0];
		return { error: `the ${library.prettyLabel} snippet generator failed: ${message}` };
	}
}
