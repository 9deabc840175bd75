/**
 * Run in a fresh process by bench/store.mjs: opens a store (cold), then times eight query shapes, each a page of 20
 * plus the total shown to users (exact, or a labelled estimate), and prints one JSON line with the figures and RSS.
 * Env: STORE_DIR, DATABASE_URL (optional), ITERATIONS.
 */
import { EVERYTHING, openStore } from "@modelhub/store";
import { prng } from "./generate.mjs";

const iterations = Number(process.env.ITERATIONS ?? 200);
const t0 = performance.now();
const store = await openStore({
	dir: process.env.STORE_DIR,
	...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
	seed: false,
});
await store.models.list({ limit: 20 }, EVERYTHING);
const coldOpenMs = performance.now() - t0;

const rnd = prng(7);
const pick = (list) => list[Math.floor(rnd() * list.length)];
const tasks = (await store.models.facets("pipeline_tag", EVERYTHING, { limit: 10 })).map((f) => f.value);
const libraries = (await store.models.facets("library_name", EVERYTHING, { limit: 10 })).map((f) => f.value);
const tags = (await store.models.facets("tag", EVERYTHING, { limit: 30 })).map((f) => f.value);
const authors = (await store.models.facets("author", EVERYTHING, { limit: 2000 })).map((f) => f.value);
const sampleIds = (await store.db.query("SELECT id FROM models TABLESAMPLE SYSTEM (1) LIMIT 2000")).rows.map(
	(r) => r.id,
);
const commonWords = ["llama", "bert", "instruct", "qwen2", "base", "gemma"];

const SHAPES = {
	"top by downloads": () => ({}),
	"by task": () => ({ pipelineTag: pick(tasks) }),
	"by library": () => ({ library: pick(libraries) }),
	"by tag": () => ({ tags: [pick(tags)] }),
	"search, common word": () => ({ search: pick(commonWords) }),
	// The last word of a synthetic id is its serial number in base 36: a word few ids share.
	"search, rare word": () => ({ search: pick(sampleIds).split("-").at(-1) }),
	"by author": () => ({ author: pick(authors) }),
	"by id": () => pick(sampleIds),
};

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const results = {};
for (const [name, make] of Object.entries(SHAPES)) {
	const times = [];
	let estimates = 0;
	for (let i = 0; i < iterations + 10; i++) {
		const q = make();
		const start = performance.now();
		if (typeof q === "string") {
			const m = await store.models.get(q);
			if (!m) throw new Error(`sampled id ${q} not found`);
		} else {
			await store.models.list({ ...q, limit: 20 }, EVERYTHING);
			const total = await store.models.count(q, EVERYTHING);
			if (!total.exact && i >= 10) estimates++;
		}
		if (i >= 10) times.push(performance.now() - start);
	}
	times.sort((a, b) => a - b);
	results[name] = { p50: pct(times, 50), p99: pct(times, 99), estimates };
}
const rssMb = process.memoryUsage().rss / 2 ** 20;
await store.close();
console.log(JSON.stringify({ coldOpenMs, rssMb, results }));
