/**
 * `npm run bench:datasets -w bench`: the dataset catalogue's budgets (issue 32, "Scale and speed"): with 300,000
 * synthetic datasets beside 1M models, `/datasets` with a search and a filter p99 ≤ 60 ms and a dataset page
 * p99 ≤ 50 ms. `modelhub serve` runs in its own process on a throwaway store holding N synthetic dataset records
 * (Hub `/api/datasets?full=true` shape, imported with the store's own dataset import) and M synthetic models, and
 * this measures sequential server times (loopback, request to last body byte, p50/p99) and the server's CPU time per
 * request of:
 *   - `/datasets?q=<words>&task=<task>&sort=<order>`: a search and the task filter (the budget's figure), and the same
 *     with one of the other menu filters (language, license, modality, format, size) in turn;
 *   - `/datasets/{id}`: a dataset page, every request a different dataset;
 *   - `/api/datasets?search=<words>&filter=<tag>&sort=<order>`: the Hub API's list, the same searches and filters.
 * Every URL is asked once, so no rendered page is reused (a rendered page is kept per catalogue version).
 *
 *   node bench/datasets.mjs [--datasets N] [--records M] [--requests R] [--keep] [--db DIR]
 *
 * Defaults: 300,000 datasets, no synthetic models (the issue's figure is with `--records 1000000`, which takes the
 * import about 20 minutes here), 300 requests per row. The store is removed at the end unless --keep (it then prints
 * where it is). With --db, that store is used and kept: the datasets and models it lacks are imported into it first
 * (`node bench/serve.mjs --db DIR --records 1000000` makes one with the models), so a later run imports nothing.
 * Needs `npm run build`.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { EVERYTHING, importEvents, importRepoEvents, openStore } from "@modelhub/store";
import { serve } from "./lib/hub.mjs";
import { cpuSeconds, load, waitForWebBuilds } from "./lib/machine.mjs";
import { prng, syntheticRecords } from "./store/generate.mjs";

const BUILD = fileURLToPath(new URL("../apps/web/build", import.meta.url));
const { values } = parseArgs({
	options: {
		datasets: { type: "string", default: "300000" },
		records: { type: "string", default: "0" },
		requests: { type: "string", default: "300" },
		keep: { type: "boolean", default: false },
		db: { type: "string" },
	},
});
const datasetCount = Math.min(Math.max(Number(values.datasets), 100), 2_000_000);
const modelCount = Math.min(Math.max(Number(values.records), 0), 2_000_000);
const requests = Math.min(Math.max(Number(values.requests), 10), 2000);
if (!Number.isFinite(datasetCount + modelCount + requests))
	throw new Error("--datasets, --records, --requests: numbers");
/** Budgets from issue 32 (p99, ms). */
const BUDGET = { list: 60, page: 50 };
/** No single request may take longer than this (a hung server ends the run instead of stalling it). */
const REQUEST_TIMEOUT_MS = 30_000;

// --- Synthetic datasets -------------------------------------------------------------------------------------------

/** Task categories with the modality each implies, most common first (the Hub's are skewed like this). */
const TASKS = [
	["text-generation", "text"],
	["text-classification", "text"],
	["question-answering", "text"],
	["translation", "text"],
	["summarization", "text"],
	["token-classification", "text"],
	["image-classification", "image"],
	["automatic-speech-recognition", "audio"],
	["text-to-image", "image"],
	["image-to-text", "image"],
	["feature-extraction", "text"],
	["sentence-similarity", "text"],
	["zero-shot-classification", "text"],
	["fill-mask", "text"],
	["object-detection", "image"],
	["image-segmentation", "image"],
	["visual-question-answering", "image"],
	["audio-classification", "audio"],
	["text-to-speech", "audio"],
	["table-question-answering", "tabular"],
	["tabular-classification", "tabular"],
	["tabular-regression", "tabular"],
	["time-series-forecasting", "timeseries"],
	["reinforcement-learning", "tabular"],
	["robotics", "video"],
	["video-classification", "video"],
	["text-to-video", "video"],
	["image-text-to-text", "image"],
	["depth-estimation", "image"],
	["text-retrieval", "text"],
	["multiple-choice", "text"],
	["graph-ml", "tabular"],
];
const LANGS =
	"en zh fr es de ru ja ar pt it ko hi tr nl pl vi id fa sv uk cs el he th ro hu da fi no bg bn ur ta sw ms ca hr sk sr lt sl lv et te mr gu kn ml yo am".split(
		" ",
	);
const LICENSES = [
	"mit",
	"apache-2.0",
	"cc-by-4.0",
	"cc-by-sa-4.0",
	"cc-by-nc-4.0",
	"cc-by-nc-sa-4.0",
	"odc-by",
	"cc0-1.0",
	"other",
	"openrail",
	"gpl-3.0",
	"llama3.1",
	"unknown",
	"afl-3.0",
	"cdla-permissive-2.0",
];
/** Formats by modality (the first most likely). */
const FORMATS = {
	text: ["parquet", "json", "csv", "text", "arrow"],
	image: ["parquet", "imagefolder", "webdataset", "json"],
	audio: ["parquet", "audiofolder", "webdataset"],
	video: ["webdataset", "parquet", "videofolder"],
	tabular: ["parquet", "csv", "json"],
	timeseries: ["parquet", "csv", "arrow"],
};
const SIZES = ["n<1K", "1K<n<10K", "10K<n<100K", "100K<n<1M", "1M<n<10M", "10M<n<100M", "100M<n<1B", "1B<n<10B"];
/** Name words; the searches below use some of them, so that their hits range from a few to many. */
const TOPICS =
	"wiki news reviews code math chat instruct medical legal speech images captions qa summaries dialogue tweets arxiv books recipes sentiment ner faces cars birds satellite finance poems stories quiz reasoning preference dpo sft alpaca squad glue emotions toxicity translation parallel corpus benchmark eval synthetic ocr receipts charts tables sql python".split(
		" ",
	);
const SUFFIXES = ["", "", "", "v2", "clean", "filtered", "small", "large", "full", "dedup", "2024", "mini", "hq"];
const WORDS =
	"dataset collected annotated split train test validation rows columns source license citation examples labels quality filtered deduplicated language task benchmark".split(
		" ",
	);

const skewed = (rnd, n, power) => Math.min(n - 1, Math.floor(n * rnd() ** power));
const pick = (rnd, list, power = 1.5) => list[skewed(rnd, list.length, power)];

/**
 * `count` dataset records in the shape of the Hub's `/api/datasets?full=true`, deterministic for a seed: a few
 * hundred authors (skewed), ~30 task categories, ~50 languages, power-law downloads and likes, tags with the Hub's
 * prefixes, cardData with a pretty_name, a card on one record in four.
 */
export function* syntheticDatasets(count, seed = 7) {
	const rnd = prng(seed);
	const authorCount = Math.min(600, Math.max(20, Math.floor(count / 50)));
	const authors = Array.from({ length: authorCount }, (_, i) => {
		const a = TOPICS[Math.floor(rnd() * TOPICS.length)];
		return `${["data", "open", "lab", "nlp", "hf", "ml"][i % 6]}-${a}${i}`;
	});
	const epoch = Date.parse("2021-01-01T00:00:00Z");
	const span = Date.parse("2026-11-01T00:00:00Z") - epoch;
	for (let i = 0; i < count; i++) {
		const author = authors[skewed(rnd, authors.length, 2)];
		const topic = pick(rnd, TOPICS, 1.3);
		const [task, modality] = pick(rnd, TASKS, 1.8);
		const langs = modality === "text" || modality === "audio" || rnd() < 0.2 ? [pick(rnd, LANGS, 2.5)] : [];
		if (langs.length && rnd() < 0.1) langs.push(pick(rnd, LANGS, 1.5));
		const words = [topic];
		if (rnd() < 0.5) words.push(pick(rnd, TOPICS, 1));
		if (langs.length && rnd() < 0.3) words.push(langs[0]);
		const suffix = pick(rnd, SUFFIXES, 1);
		if (suffix) words.push(suffix);
		const name = `${words.join(rnd() < 0.5 ? "-" : "_")}-${i.toString(36)}`;
		const id = `${author}/${name}`;
		const format = pick(rnd, FORMATS[modality], 1.5);
		const size = pick(rnd, SIZES, 1.6);
		const license = pick(rnd, LICENSES, 1.7);
		// Power law: most datasets have a handful of downloads, a few have millions.
		const downloads = Math.floor((5_000_000 / (1 + rnd() * 100_000) ** 1.2) * rnd());
		const likes = Math.floor(downloads / (30 + rnd() * 300));
		const created = epoch + Math.floor(rnd() * span);
		const modified = Math.min(epoch + span, created + Math.floor(rnd() * 300 * 86_400_000));
		const tags = [
			`task_categories:${task}`,
			...langs.map((l) => `language:${l}`),
			`license:${license}`,
			`size_categories:${size}`,
			`format:${format}`,
			`modality:${modality}`,
			"library:datasets",
			...(format === "parquet" || format === "csv" ? ["library:pandas", "library:polars"] : []),
			...(rnd() < 0.6 ? ["croissant"] : []),
			"region:us",
		];
		const prettyName = words.map((w) => w[0].toUpperCase() + w.slice(1)).join(" ");
		const file = format === "parquet" ? "data/train-00000-of-00001.parquet" : `data/train.${format}`;
		const record = {
			id,
			author,
			sha: (Math.floor(rnd() * 2 ** 52).toString(16) + i.toString(16)).padStart(40, "0").slice(-40),
			lastModified: new Date(modified).toISOString(),
			createdAt: new Date(created).toISOString(),
			private: false,
			gated: rnd() < 0.02 ? "auto" : false,
			disabled: false,
			downloads,
			likes,
			trendingScore: Math.round(likes * rnd() * 10) / 10,
			tags,
			description: `${prettyName}: a ${task.replace(/-/g, " ")} dataset${langs.length ? ` in ${langs.join(", ")}` : ""}.`,
			citation: rnd() < 0.2 ? `@misc{${name.replace(/\W/g, "")},\n  title={${prettyName}}\n}` : undefined,
			paperswithcode_id: null,
			cardData: {
				pretty_name: prettyName,
				license,
				task_categories: [task],
				size_categories: [size],
				...(langs.length ? { language: langs } : {}),
			},
			siblings: [{ rfilename: ".gitattributes" }, { rfilename: "README.md" }, { rfilename: file }],
		};
		if (record.citation === undefined) delete record.citation;
		if (rnd() < 0.25) {
			let card = `---\npretty_name: ${prettyName}\nlicense: ${license}\ntask_categories:\n- ${task}\n---\n# ${prettyName}\n`;
			for (let p = 0, n = 2 + Math.floor(rnd() * 4); p < n; p++) {
				let para = "\n";
				for (let w = 0; w < 40; w++) para += `${WORDS[Math.floor(rnd() * WORDS.length)]} `;
				card += `${para.trimEnd()}.\n`;
			}
			record.readme = card;
		}
		yield record;
	}
}

// --- Measuring ----------------------------------------------------------------------------------------------------

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** Sequential GETs of `paths`: ms from request to last body byte (p50/p99), and the server's CPU ms per request. */
async function serverTimes(base, paths, pid) {
	const ms = [];
	const cpuBefore = cpuSeconds(pid);
	for (const path of paths) {
		const t = performance.now();
		const res = await fetch(base + path, {
			headers: { "accept-encoding": "br" },
			signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
		});
		await res.arrayBuffer();
		ms.push(performance.now() - t);
		if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
	}
	const cpuAfter = cpuSeconds(pid);
	ms.sort((a, b) => a - b);
	const figures = { n: ms.length, p50: +quantile(ms, 0.5).toFixed(2), p99: +quantile(ms, 0.99).toFixed(2) };
	if (cpuBefore !== undefined && cpuAfter !== undefined)
		figures.cpuMs = +(((cpuAfter - cpuBefore) * 1000) / paths.length).toFixed(2);
	return figures;
}

// --- The run ------------------------------------------------------------------------------------------------------

const started = performance.now();
await waitForWebBuilds("benchmarking the dataset pages");
const tmp = mkdtempSync(join(tmpdir(), "modelhub-bench-datasets-"));
const dbDir = values.db ?? join(tmp, "db");
const figures = { store: {}, load: load() };
try {
	const store = await openStore({ dir: dbDir, seed: !existsSync(dbDir) });
	/** Dataset ids spread over the whole catalogue (every k-th record), for the page row and its warm-up. */
	const WARM = 30;
	const stride = Math.max(1, Math.floor(datasetCount / (requests + WARM)));
	const sampled = [];
	let t = performance.now();
	async function* datasetEvents() {
		let i = 0;
		for (const record of syntheticDatasets(datasetCount)) {
			if (i++ % stride === 0 && sampled.length < requests + WARM) sampled.push(record.id);
			yield { kind: "record", origin: "synthetic", record };
		}
	}
	if ((await store.datasets.count({}, EVERYTHING)).value >= datasetCount) {
		// A kept store that has them already: the same ids are sampled without importing them again.
		for await (const _ of datasetEvents());
	} else {
		const summary = await importRepoEvents(store, "dataset", datasetEvents());
		if (summary.rejected) throw new Error(`${summary.rejected} synthetic datasets were rejected`);
		figures.store.importDatasetsS = +((performance.now() - t) / 1000).toFixed(1);
		console.error(`imported ${datasetCount} synthetic datasets in ${figures.store.importDatasetsS} s`);
	}
	if (modelCount && (await store.models.count({}, EVERYTHING)).value < modelCount) {
		t = performance.now();
		async function* modelEvents() {
			for (const record of syntheticRecords(modelCount, 42)) yield { kind: "record", origin: "synthetic", record };
		}
		await importEvents(store, modelEvents());
		await store.writer.refreshFacets();
		figures.store.importModelsS = +((performance.now() - t) / 1000).toFixed(1);
		console.error(`imported ${modelCount} synthetic models in ${figures.store.importModelsS} s`);
	}
	figures.store.datasets = (await store.datasets.count({}, EVERYTHING)).value;
	figures.store.models = (await store.models.count({}, EVERYTHING)).value;
	await store.close();

	// Distinct list URLs: search words × filter values × orders, each asked once.
	const SEARCHES = [
		"wiki",
		"code",
		"math instruct",
		"medical qa",
		"chat",
		"reviews",
		"speech",
		"images",
		"news",
		"sql",
	];
	const SORTS = ["downloads", "likes", "trendingScore", "lastModified", "createdAt"];
	const TASK_FILTERS = TASKS.slice(0, 8).map(([task]) => task);
	const OTHER_FILTERS = [
		["language", "language:", ["en", "fr", "zh", "de", "ja", "ar"]],
		["license", "license:", ["mit", "apache-2.0", "cc-by-4.0", "other"]],
		["modality", "modality:", ["text", "image", "audio"]],
		["format", "format:", ["parquet", "json", "csv"]],
		["size", "size_categories:", ["1K<n<10K", "10K<n<100K", "100K<n<1M"]],
	];
	/** The i-th combination of a search, a filter (name, tag prefix, value) and an order. */
	const combos = (filters, n) =>
		Array.from({ length: n }, (_, i) => {
			const q = SEARCHES[i % SEARCHES.length];
			const sort = SORTS[Math.floor(i / SEARCHES.length) % SORTS.length];
			const [name, prefix, value] = filters[Math.floor(i / (SEARCHES.length * SORTS.length)) % filters.length];
			return { q, sort, name, prefix, value };
		});
	const taskFilters = TASK_FILTERS.map((v) => ["task", "task_categories:", v]);
	const otherFilters = OTHER_FILTERS.flatMap(([name, prefix, vs]) => vs.map((v) => [name, prefix, v]));
	const listHref = ({ q, sort, name, value }) =>
		`/datasets?q=${encodeURIComponent(q)}&${name}=${encodeURIComponent(value)}${sort === "downloads" ? "" : `&sort=${sort}`}`;
	const apiHref = ({ q, sort, prefix, value }) =>
		`/api/datasets?search=${encodeURIComponent(q)}&filter=${encodeURIComponent(prefix + value)}&sort=${sort}&limit=30`;
	const maxLists = (filters) => SEARCHES.length * SORTS.length * filters.length;
	const taskLists = combos(taskFilters, Math.min(requests, maxLists(taskFilters)));
	const otherLists = combos(otherFilters, Math.min(requests, maxLists(otherFilters)));
	const apiLists = combos(
		[...taskFilters, ...otherFilters],
		Math.min(requests, maxLists([...taskFilters, ...otherFilters])),
	);
	const pages = sampled.slice(0, requests).map((id) => `/datasets/${id}`);
	const warmPages = sampled.slice(requests).map((id) => `/datasets/${id}`);

	const server = await serve(join(BUILD, "client"), dbDir);
	try {
		// Warm-up on URLs that are not timed (module loads, the JIT, the store's caches): start-up cost, not a page's.
		await serverTimes(
			server.url,
			[
				...warmPages,
				...["books", "poems", "tweets"].flatMap((w) => [
					`/datasets?q=${w}&task=translation`,
					`/api/datasets?search=${w}&filter=language:en`,
				]),
				"/datasets",
			],
			server.pid,
		);
		figures.datasetsSearchTask = await serverTimes(server.url, taskLists.map(listHref), server.pid);
		figures.datasetsSearchOtherFilter = await serverTimes(server.url, otherLists.map(listHref), server.pid);
		figures.datasetPage = await serverTimes(server.url, pages, server.pid);
		figures.apiDatasetsSearchFilter = await serverTimes(server.url, apiLists.map(apiHref), server.pid);
	} finally {
		await server.stop();
	}
	figures.loadAfter = load();
	figures.seconds = +((performance.now() - started) / 1000).toFixed(1);

	const rows = [
		["/datasets?q=…&task=… (search + task filter)", figures.datasetsSearchTask, BUDGET.list],
		["/datasets?q=…&<language|license|modality|format|size>=…", figures.datasetsSearchOtherFilter, BUDGET.list],
		["/datasets/{id} (each a different dataset)", figures.datasetPage, BUDGET.page],
		["/api/datasets?search=…&filter=…", figures.apiDatasetsSearchFilter, undefined],
	];
	const verdict = (f, budget) => (budget === undefined ? "–" : f.p99 <= budget ? `≤ ${budget} ✓` : `> ${budget} ✗`);
	console.log(
		`\n${figures.store.datasets.toLocaleString("en")} datasets, ${figures.store.models.toLocaleString("en")} models; ` +
			`load ${figures.load} → ${figures.loadAfter}; ${figures.seconds} s\n`,
	);
	console.log("| request | n | p50 ms | p99 ms | server CPU ms/req | p99 budget |");
	console.log("|--|--:|--:|--:|--:|--|");
	for (const [what, f, budget] of rows)
		console.log(`| ${what} | ${f.n} | ${f.p50} | ${f.p99} | ${f.cpuMs ?? "–"} | ${verdict(f, budget)} |`);
	console.log(`\n${JSON.stringify(figures, null, 2)}`);
} finally {
	if (values.keep || values.db) console.error(`store kept in ${dbDir}`);
	if (!values.keep) rmSync(tmp, { recursive: true, force: true });
}
