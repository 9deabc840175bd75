import {
	estimateSizes,
	fileType,
	getInferenceSnippets,
	getLibrary,
	getPipeline,
	ggufLibrary,
	hasTag,
	INFERENCE_PROVIDERS,
	type ModelRecord,
	parseQuantLabel,
	viewableFileType,
} from "@modelhub/core";
import { parameterCount, type StoredModel } from "@modelhub/store";
import { libraryTabs } from "./applicable.server";
import { renderCard } from "./card.server";
import { type BaseModel, baseModels, licenseOf } from "./model-facts";

/** The providers that serve this model's kind of call, the default first. */
function providersFor(task: string | undefined, conversational: boolean): string[] {
	return Object.entries(INFERENCE_PROVIDERS)
		.filter(([, info]) =>
			conversational ? Boolean(info.chatBase) || info.routedOnly : task ? task in info.tasks : false,
		)
		.map(([name]) => name);
}

export interface FileRow {
	name: string;
	size?: number;
	/**
	 * Set when this hub holds the file and a browser can show it (a config, a card, code): it links to its page rather
	 * than its download. Decided here, so that the page's JavaScript does without the core's table of file types.
	 */
	viewable?: true;
}

export interface QuantGroup {
	quant: string;
	bitsPerWeight?: number;
	/** The estimator's figure for the weights in this quant type, from the parameter count (bytes). */
	estimate?: number;
	files: FileRow[];
}

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

/** GGUF files grouped by the quant type their name states, with bits per weight and the estimator's size. */
export function quantGroups(files: FileRow[], parameters: number | undefined): QuantGroup[] {
	const estimates = parameters ? estimateSizes(parameters) : [];
	const groups = new Map<string, QuantGroup>();
	for (const f of files) {
		if (!f.name.toLowerCase().endsWith(".gguf")) continue;
		const label = parseQuantLabel(f.name.split("/").pop() ?? f.name);
		const quant = label ? label.name : "other";
		let g = groups.get(quant);
		if (!g) {
			const type = label ? fileType(label.name) : undefined;
			const estimate = estimates.find((e) => e.name === type?.name);
			g = { quant, files: [] };
			if (type) g.bitsPerWeight = type.bitsPerWeight;
			if (estimate) g.estimate = estimate.bytes;
			groups.set(quant, g);
		}
		g.files.push(f);
	}
	return [...groups.values()].sort((a, b) => (b.bitsPerWeight ?? 0) - (a.bitsPerWeight ?? 0));
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

/** Everything the model page shows that depends only on the stored record and card (and where its files are). */
export async function buildModelPage({ record, card }: StoredModel, hosting?: Hosting) {
	const conversational = hasTag(record, "conversational");
	const providers = providersFor(record.pipeline_tag, conversational);
	const write = (streaming: boolean) => {
		try {
			return providers[0] ? getInferenceSnippets(record, { provider: providers[0], streaming }) : [];
		} catch {
			return [];
		}
	};
	const files = siblingsOf(record, hosting !== undefined);
	const parameters = parameterCount(record) ?? undefined;
	const gguf = ggufLibrary(record);
	const libraryKey = gguf?.key ?? record.library_name;
	const library = libraryKey ? getLibrary(libraryKey) : undefined;
	const bases: BaseModel[] = baseModels(record);
	const gated = record.gated === true || record.gated === "auto" || record.gated === "manual";
	return {
		model: record,
		facts: {
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
			license: licenseOf(record) ?? null,
			downloads: num(record.downloads) ?? null,
			likes: num(record.likes) ?? null,
			lastModified: typeof record.lastModified === "string" ? record.lastModified : null,
			parameters: parameters ?? null,
			gated,
		},
		card: card === undefined ? null : await renderCard(card),
		files: {
			count: files.length,
			shown: files.slice(0, MAX_FILES),
			quants: quantGroups(files, parameters),
			downloads: hosting !== undefined,
		},
		bases,
		libraries: libraryTabs(record, hosting ? { hubUrl: hosting.hubUrl } : {}, gated ? GATED_NOTE : undefined),
		providers,
		conversational,
		prerendered: { plain: write(false), ...(conversational ? { stream: write(true) } : {}) },
	};
}

export type ModelPageData = Awaited<ReturnType<typeof buildModelPage>>;

/** Rendered pages by id and record version: a card and its highlighted snippets are made once per version. */
const cache = new Map<string, Promise<ModelPageData>>();
const CACHE_SIZE = 500;

/** The record's version: its `sha` when the Hub gave one, else its last change. */
function versionOf(m: StoredModel): string {
	const r = m.record;
	return `${r.id}\0${typeof r.sha === "string" ? r.sha : ""}\0${String(r.lastModified ?? "")}\0${m.card?.length ?? -1}`;
}

/** The page's data, from the cache when this version of the record was rendered recently. */
export function modelPage(m: StoredModel, hosting?: Hosting): Promise<ModelPageData> {
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
