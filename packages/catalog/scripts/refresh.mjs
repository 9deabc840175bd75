#!/usr/bin/env node
// Refreshes the public facts of the shipped records from a Hub-compatible API:
//
//   node packages/catalog/scripts/refresh.mjs --from https://huggingface.co [--only org/name]… [--dry-run]
//
// For each models/<org>/<name>.json it asks GET {from}/api/models/{org}/{name}?blobs=true and takes the figures and
// metadata listed in FACTS below (downloads, likes, trending score, dates, gated, parameter counts, the card's
// metadata, tags, files with sizes); everything else in the record is kept as it is, and the cards' prose is never
// taken. A model the API does not know (404) is left as it is and named on stderr. Files are written with tabs, as
// the formatter writes them (`npx biome format --write packages/catalog` after a run keeps the diff small).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const MODELS = fileURLToPath(new URL("../models/", import.meta.url));

/** Top-level fields taken from the API as they are (when the API gives them). */
export const FACTS = [
	"downloads",
	"likes",
	"trendingScore",
	"createdAt",
	"lastModified",
	"gated",
	"library_name",
	"pipeline_tag",
	"tags",
];
/** The card metadata kept (the front matter's facts; never the card's text, widgets or evaluation tables). */
export const CARD_FACTS = [
	"license",
	"license_name",
	"license_link",
	"language",
	"datasets",
	"base_model",
	"base_model_relation",
	"library_name",
	"pipeline_tag",
	"tags",
];
/** Repositories with more files than this keep the files they had. */
const MAX_FILES = 300;

/** The record with the API's facts merged in: what `refresh` writes for one model. */
export function mergeFacts(record, api) {
	const out = { ...record };
	for (const key of FACTS) if (api[key] !== undefined && api[key] !== null) out[key] = api[key];
	if (api.cardData && typeof api.cardData === "object") {
		const card = { ...(record.cardData ?? {}) };
		for (const key of CARD_FACTS) if (api.cardData[key] !== undefined) card[key] = api.cardData[key];
		out.cardData = card;
	}
	const st = api.safetensors;
	if (st && typeof st === "object" && typeof st.total === "number")
		out.safetensors = { ...(st.parameters ? { parameters: st.parameters } : {}), total: st.total };
	const gg = api.gguf;
	if (gg && typeof gg === "object" && typeof gg.total === "number") {
		out.gguf = { total: gg.total };
		if (typeof gg.architecture === "string") out.gguf.architecture = gg.architecture;
		if (typeof gg.context_length === "number") out.gguf.context_length = gg.context_length;
	}
	if (Array.isArray(api.siblings) && api.siblings.length <= MAX_FILES)
		out.siblings = api.siblings
			.filter((s) => typeof s?.rfilename === "string")
			.map((s) => (typeof s.size === "number" ? { rfilename: s.rfilename, size: s.size } : { rfilename: s.rfilename }));
	return out;
}

/** Every shipped record's id, from the files' places. */
export function catalogueIds(dir = MODELS) {
	const ids = [];
	for (const org of readdirSync(dir, { withFileTypes: true })) {
		if (!org.isDirectory()) continue;
		for (const file of readdirSync(join(dir, org.name)))
			if (file.endsWith(".json")) ids.push(`${org.name}/${file.slice(0, -5)}`);
	}
	return ids.sort();
}

/** Refreshes the records; returns the counts and writes one line per model that could not be refreshed. */
export async function refresh({ from, only = [], dryRun = false, dir = MODELS, log = (t) => process.stderr.write(t) }) {
	const base = from.replace(/\/+$/, "");
	const ids = only.length ? only : catalogueIds(dir);
	const counts = { updated: 0, unchanged: 0, missing: 0, failed: 0 };
	for (const id of ids) {
		const path = join(dir, `${id}.json`);
		const record = JSON.parse(readFileSync(path, "utf8"));
		let res;
		try {
			res = await fetch(`${base}/api/models/${id.split("/").map(encodeURIComponent).join("/")}?blobs=true`, {
				signal: AbortSignal.timeout(30_000),
			});
		} catch (e) {
			counts.failed++;
			log(`${id}: ${e.message}\n`);
			continue;
		}
		if (res.status === 404) {
			counts.missing++;
			log(`${id}: not on ${base} (kept as it is)\n`);
			continue;
		}
		if (!res.ok) {
			counts.failed++;
			log(`${id}: ${base} answered ${res.status}\n`);
			continue;
		}
		const merged = mergeFacts(record, await res.json());
		const text = `${JSON.stringify(merged, null, "\t")}\n`;
		if (text === readFileSync(path, "utf8") || JSON.stringify(merged) === JSON.stringify(record)) {
			counts.unchanged++;
			continue;
		}
		counts.updated++;
		if (!dryRun) writeFileSync(path, text);
	}
	return counts;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
	const { values } = parseArgs({
		options: { from: { type: "string" }, only: { type: "string", multiple: true }, "dry-run": { type: "boolean" } },
	});
	if (!values.from) {
		process.stderr.write("usage: refresh.mjs --from URL [--only org/name]… [--dry-run]\n");
		process.exit(1);
	}
	const counts = await refresh({ from: values.from, only: values.only ?? [], dryRun: values["dry-run"] });
	process.stdout.write(
		`${counts.updated} updated, ${counts.unchanged} unchanged, ${counts.missing} unknown there, ${counts.failed} failed\n`,
	);
	process.exitCode = counts.failed ? 1 : 0;
}
