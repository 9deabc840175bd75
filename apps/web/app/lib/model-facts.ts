import { isRepoId, type ModelRecord } from "@modelhub/core";

/** The ways a model is built on another, as the `base_model:<relation>:<id>` tags name them. */
export const RELATIONS = ["adapter", "finetune", "quantized", "merge"] as const;
export type Relation = (typeof RELATIONS)[number];

export const RELATION_LABELS: Record<Relation, [one: string, many: string]> = {
	adapter: ["adapter", "adapters"],
	finetune: ["fine-tune", "fine-tunes"],
	quantized: ["quantization", "quantizations"],
	merge: ["merge", "merges"],
};

export interface BaseModel {
	id: string;
	relation?: Relation;
}

/** The models this one is built on: the `base_model:*` tags (with their relation), else the card's `base_model`. */
export function baseModels(record: ModelRecord): BaseModel[] {
	const found = new Map<string, BaseModel>();
	for (const tag of record.tags ?? []) {
		if (!tag.startsWith("base_model:")) continue;
		const rest = tag.slice("base_model:".length);
		const [first = "", ...more] = rest.split(":");
		const relation = (RELATIONS as readonly string[]).includes(first) ? (first as Relation) : undefined;
		const id = relation ? more.join(":") : rest;
		if (isRepoId(id) && (relation || !found.has(id))) found.set(id, relation ? { id, relation } : { id });
	}
	const declared = record.cardData?.base_model;
	for (const id of Array.isArray(declared) ? declared : declared ? [declared] : [])
		if (isRepoId(id) && !found.has(id)) found.set(id, { id });
	return [...found.values()];
}

/** The model's licence: the card's `license`, else a `license:` tag. */
export function licenseOf(record: ModelRecord): string | undefined {
	const declared = record.cardData?.license;
	if (typeof declared === "string" && declared) return declared;
	return record.tags?.find((t) => t.startsWith("license:"))?.slice("license:".length);
}

/** Made once: building a formatter costs far more than formatting with it (a /models page formats ~400 counts). */
const COMPACT = new Intl.NumberFormat("en", { notation: "compact", maximumFractionDigits: 1 });

/** 1234567 → "1.2M"; small numbers as they are. */
export function formatCount(n: number): string {
	return COMPACT.format(n);
}

/** A parameter count: 8030261248 → "8.03B". */
export function formatParameters(n: number): string {
	if (n >= 1e9) return `${(n / 1e9).toPrecision(3)}B`;
	if (n >= 1e6) return `${(n / 1e6).toPrecision(3)}M`;
	if (n >= 1e3) return `${(n / 1e3).toPrecision(3)}K`;
	return String(n);
}

/** Bytes in decimal units: 4920734720 → "4.92 GB". */
export function formatBytes(n: number): string {
	const units = ["B", "kB", "MB", "GB", "TB"];
	let i = 0;
	let v = n;
	while (v >= 1000 && i < units.length - 1) {
		v /= 1000;
		i++;
	}
	return i === 0 ? `${v} B` : `${v.toPrecision(3)} ${units[i]}`;
}

/** An ISO date as "2024-07-23" (the same on server and browser: no time zone or locale). */
export function formatDate(iso: string): string {
	return /^\d{4}-\d{2}-\d{2}/.exec(iso)?.[0] ?? iso;
}

/** A file's download path on this hub (`/{id}/resolve/{rev}/{path}`, each segment encoded). */
export function downloadPath(id: string, path: string, rev = "main"): string {
	return `/${id}/resolve/${encodeURIComponent(rev)}/${path.split("/").map(encodeURIComponent).join("/")}`;
}

/** The URL of a file's page on this hub (the Hub's `blob` route). */
export function filePagePath(id: string, path: string, rev = "main"): string {
	return `/${id}/blob/${encodeURIComponent(rev)}/${path.split("/").map(encodeURIComponent).join("/")}`;
}
