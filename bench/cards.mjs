/**
 * `npm run bench:cards -w bench`: what a very large model card costs `modelhub serve` (its own process, on loopback).
 *   - a model whose card is ~5 MB of Markdown (headings, paragraphs, lists, tables, code blocks, math): the model page's
 *     first render (nothing cached) and its second, and the worst answer time of a tiny API request made again and
 *     again (1 ms apart) while the first render runs: the event loop's stall as another user sees it;
 *   - a model whose imported `readme` is 50 MB: `/api/models/{id}` and `?expand[]=downloads` (answers of a few hundred
 *     bytes), their time (first and p50 of the next ones) and the server's resident memory before and after;
 *   - the same 50 MB model's page (first render, and the stall beside it).
 *
 *   node bench/cards.mjs [--card-mb N] [--readme-mb N] [--requests N]
 *
 * The store is a throwaway one holding these records and a small one (the probe's). Needs `npm run build`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { importEvents, openStore } from "@modelhub/store";
import { memoryMb, serve } from "./lib/hub.mjs";
import { load, waitForWebBuilds } from "./lib/machine.mjs";
import { markdownCard } from "./lib/markdown-card.mjs";
import { get, probeWhile } from "./lib/probe.mjs";

const BUILD = fileURLToPath(new URL("../apps/web/build", import.meta.url));
const { values } = parseArgs({
	options: {
		"card-mb": { type: "string", default: "5" },
		"readme-mb": { type: "string", default: "50" },
		requests: { type: "string", default: "20" },
	},
});
const cardBytes = Math.min(Number(values["card-mb"]), 100) * 1e6;
const readmeBytes = Math.min(Number(values["readme-mb"]), 200) * 1e6;
const requests = Math.min(Number(values.requests), 500);

const record = (id, readme) => ({
	id,
	author: id.split("/")[0],
	pipeline_tag: "text-generation",
	library_name: "transformers",
	tags: ["transformers", "text-generation"],
	downloads: 10,
	likes: 1,
	lastModified: "2026-01-01T00:00:00.000Z",
	...(readme === undefined ? {} : { readme }),
});

const SMALL = "bench/small";
const BIG_CARD = "bench/card-5mb";
const BIG_README = "bench/readme-50mb";

const BR = { "accept-encoding": "br" };

/**
 * Times `url`'s answer while a probe asks `probeUrl` again and again (1 ms between its requests): the render's own time
 * and the probe's slowest answer during it (what another user waited for).
 */
async function withProbe(url, probeUrl) {
	const { result: page, probe } = await probeWhile(
		probeUrl,
		async () => {
			await new Promise((r) => setTimeout(r, 20));
			return get(url, BR);
		},
		1,
	);
	if (page.status !== 200) throw new Error(`${url} answered ${page.status} after ${page.ms.toFixed(0)} ms`);
	return {
		ms: +page.ms.toFixed(1),
		htmlKB: +(page.bytes / 1024).toFixed(1),
		probeRequests: probe.requests,
		probeErrors: probe.errors,
		probeMaxMs: probe.maxMs,
		probeP50Ms: probe.p50Ms,
	};
}

/** `n` sequential GETs of one URL after a first one: the first's time, the rest's p50, the answer's size. */
async function repeated(url, n) {
	const first = await get(url, BR);
	if (first.status !== 200) throw new Error(`${url} answered ${first.status}`);
	const ms = [];
	for (let i = 0; i < n; i++) ms.push((await get(url, BR)).ms);
	ms.sort((a, b) => a - b);
	return { firstMs: +first.ms.toFixed(1), p50Ms: +ms[ms.length >> 1].toFixed(1), bytes: first.bytes };
}

await waitForWebBuilds("benchmarking large cards");
const tmp = mkdtempSync(join(tmpdir(), "modelhub-bench-cards-"));
const dbDir = join(tmp, "db");
try {
	const card = markdownCard(cardBytes);
	const readme = markdownCard(readmeBytes, 11);
	const store = await openStore({ dir: dbDir, seed: false });
	async function* events() {
		for (const r of [record(SMALL, "# Small\n\nA small card."), record(BIG_CARD, card), record(BIG_README, readme)])
			yield { kind: "record", origin: "bench", record: r };
	}
	await importEvents(store, events());
	await store.close();
	const figures = {
		cardMB: +(card.length / 1e6).toFixed(2),
		readmeMB: +(readme.length / 1e6).toFixed(2),
		load: load(),
	};
	console.error("bench: store ready; starting the hub");
	const hub = await serve(join(BUILD, "client"), dbDir);
	console.error(`bench: hub at ${hub.url}`);
	try {
		const probe = `${hub.url}/api/models/${SMALL}`;
		// Warm up the page code and the API on the small model (start-up cost is not the big card's).
		for (let i = 0; i < 5; i++) {
			await get(`${hub.url}/${SMALL}`, BR);
			await get(probe, BR);
		}
		console.error("bench: warmed up");
		const before = memoryMb(hub.pid);
		const api = await repeated(`${hub.url}/api/models/${BIG_README}`, requests);
		const expand = await repeated(`${hub.url}/api/models/${BIG_README}?expand[]=downloads`, requests);
		const after = memoryMb(hub.pid);
		figures.readme50mbApi = {
			info: api,
			expandDownloads: expand,
			rssMB: { before: before?.rss, after: after?.rss, peakBefore: before?.peak, peakAfter: after?.peak },
		};
		console.error("bench: API timed");
		figures.card5mb = {
			firstRender: await withProbe(`${hub.url}/${BIG_CARD}`, probe),
			secondRenderMs: +(await get(`${hub.url}/${BIG_CARD}`, BR)).ms.toFixed(1),
		};
		console.error("bench: 5 MB card timed");
		figures.readme50mbPage = {
			firstRender: await withProbe(`${hub.url}/${BIG_README}`, probe),
			secondRenderMs: +(await get(`${hub.url}/${BIG_README}`, BR)).ms.toFixed(1),
			rssMB: memoryMb(hub.pid),
		};
	} finally {
		await hub.stop();
	}
	figures.loadAfter = load();
	console.log(JSON.stringify(figures, null, 2));
} finally {
	rmSync(tmp, { recursive: true, force: true });
}
