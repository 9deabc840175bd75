import {
	getInferenceSnippets,
	getLibrary,
	getPipeline,
	ggufLibrary,
	hasTag,
	hostedInference,
	type ModelRecord,
	viewableFileType,
} from "@modelhub/core";
import { parameterCount, type StoredModel } from "@modelhub/store";
import { libraryTabs } from "./applicable.server";
import { cardFacts } from "./card-facts";
import { renderPageCard, repoReadmeUrl } from "./card-render.server";
import { cardFactRows, headerRows } from "./fact-rows";
import { type FilesInput, filesHtml } from "./files-html.server";
import { type BaseModel, baseModels } from "./model-facts";
import { type FileRow, quantGroups } from "./quant-groups";
import { headerTags } from "./tags";

export type { FileRow, QuantGroup } from "./quant-groups";

/** Files listed on a page at most; a larger repository says how many more it has. */
export const MAX_FILES = 200;

/** The record's files; with `hosted`, those a browser can show are marked `viewable`. */
function siblingsOf(record: ModelRecord, hosted: boolean): FileRow[] {
	const siblings = Array.isArray(record.siblings) ? (record.siblings as { rfilename?: unknown; size?: unknown }[]) : [];
	return siblings
		.filter((s) => typeof s?.rfilename === "string")
		.map((s) => {
			const row: FileRow = { name: String(s.rfilename) };
			if (typeof s.size === "number") row.size = s.size;
			if (hosted && viewableFileType(row.name)) row.viewable = true;
			return row;
		});
}

function num(v: unknown): number | undefined {
	return typeof v === "number" && Number.isFinite(v) ? v : undefined;
}

/**
 * Where this hub serves a model's files, when it holds them: the snippets then point the clients at this hub
 * (`hubUrl`, the address the page was asked for) and the file list links each file to its download.
 */
export interface Hosting {
	hubUrl: string;
}

/** The first line of a gated model's library snippets (a comment in each snippet's language). */
export const GATED_NOTE =
	"Gated model: request access on its page first, then set HF_TOKEN to an access token of your account.";

/**
 * A stored model as its page reads it: the card may be only its beginning, `cardBytes` the whole card's size;
 * `hostsFiles`: this hub holds its repository's files (it was published here), as the store knows; `fileCount` how many
 * files a hosted repository holds (its record lists only the first).
 */
export type PageModel = StoredModel & { cardBytes?: number; hostsFiles?: boolean; fileCount?: number };

/** Everything the model page shows that depends only on the stored record and card (and where its files are). */
export async function buildModelPage({ record, card, cardBytes, hostsFiles, fileCount }: PageModel, hosting?: Hosting) {
	const conversational = hasTag(record, "conversational");
	// A model published here is known to no inference service: it gets no call to one, and the reason in its place
	// (the core's rule; the store's fact).
	const hostedHere = hostsFiles === true || hosting !== undefined;
	const hosted = hostedInference(record, { hostedHere });
	const providers = hosted.served ? hosted.providers : [];
	const write = (streaming: boolean) => {
		try {
			return providers[0] ? getInferenceSnippets(record, { provider: providers[0], streaming, hostedHere }) : [];
		} catch {
			return [];
		}
	};
	const files = siblingsOf(record, hosting !== undefined);
	const parameters = parameterCount(record) ?? undefined;
	const filesInput: FilesInput = {
		count: Math.max(files.length, fileCount ?? 0),
		shown: files.slice(0, MAX_FILES),
		quants: quantGroups(files, parameters),
		downloads: hosting !== undefined,
	};
	const gguf = ggufLibrary(record);
	const libraryKey = gguf?.key ?? record.library_name;
	const library = libraryKey ? getLibrary(libraryKey) : undefined;
	const bases: BaseModel[] = baseModels(record);
	const facts = {
		task: record.pipeline_tag
			? { id: record.pipeline_tag, label: getPipeline(record.pipeline_tag)?.label ?? record.pipeline_tag }
			: null,
		library: libraryKey
			? {
					key: libraryKey,
					label: gguf?.label ?? library?.prettyLabel ?? libraryKey,
					known: Boolean(library),
				}
			: null,
		downloads: num(record.downloads) ?? null,
		likes: num(record.likes) ?? null,
		lastModified: typeof record.lastModified === "string" ? record.lastModified : null,
		gated: record.gated === true || record.gated === "auto" || record.gated === "manual",
	};
	return {
		model: record,
		facts: { task: facts.task, gated: facts.gated },
		/** The header's facts as rows: task, library, downloads, likes, last update. */
		headerRows: headerRows(facts),
		card:
			card === undefined
				? null
				: await renderPageCard(card, {
						totalBytes: cardBytes,
						href: repoReadmeUrl("model", record.id, hosting !== undefined),
					}),
		/** The header's tags: those that matter as chips, the rest folded away. */
		tags: headerTags(record.tags ?? [], { task: record.pipeline_tag, library: libraryKey }),
		/** The card's metadata and the record's figures, as rows for the side panel. */
		cardRows: cardFactRows(cardFacts(record, parameters ?? null)),
		hostsFiles: hosting !== undefined,
		/** The files section as markup (no code of its own in the browser: see filesHtml). */
		filesHtml: filesHtml(record.id, filesInput),
		/** What the header and the files section are made of, for a loader that adds the caller's part (not sent). */
		headerFacts: facts,
		filesInput,
		bases,
		libraries: libraryTabs(record, hosting ? { hubUrl: hosting.hubUrl } : {}, facts.gated ? GATED_NOTE : undefined),
		providers,
		/** Why no hosted provider serves this model, when none does (the core's one decision, as /try makes it). */
		notHosted: hosted.served ? null : hosted.reason,
		conversational,
		prerendered: { plain: write(false), ...(conversational ? { stream: write(true) } : {}) },
	};
}

export type ModelPageData = Awaited<ReturnType<typeof buildModelPage>>;

/** Rendered pages by id and record version: a card and its highlighted snippets are made once per version. */
const cache = new Map<string, Promise<ModelPageData>>();
const CACHE_SIZE = 500;

/** The record's version: its `sha` when the Hub gave one, else its last change. */
function versionOf(m: PageModel): string {
	const r = m.record;
	return `${r.id}\0${typeof r.sha === "string" ? r.sha : ""}\0${String(r.lastModified ?? "")}\0${m.cardBytes ?? m.card?.length ?? -1}\0${m.hostsFiles === true}`;
}

/** The page's data, from the cache when this version of the record was rendered recently. */
export function modelPage(m: PageModel, hosting?: Hosting): Promise<ModelPageData> {
	const key = `${versionOf(m)}\0${hosting?.hubUrl ?? ""}`;
	const hit = cache.get(key);
	if (hit) {
		cache.delete(key);
		cache.set(key, hit);
		return hit;
	}
	const made = buildModelPage(m, hosting);
	made.catch(() => cache.delete(key));
	cache.set(key, made);
	if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
	return made;
}
