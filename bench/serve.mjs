/**
 * `npm run bench:serve -w bench`: `modelhub serve` (its own process) rendering pages from the store.
 *   - server time (sequential requests on loopback, p50/p99) of a model page (every request a different model, so
 *     the render cache never helps; then one model again and again, so it always does) and of /models with a search
 *     and a task filter;
 *   - autocannon, 50 connections for 20 s, on one model page rendered per request, beside the same page's HTML
 *     served as a static file by the same server; and on /models and /models?q=llama (a crowd on one list);
 *   - the list figures use distinct queries (words × orders), so no rendered page is reused between them.
 *
 *   node bench/serve.mjs [--db DIR] [--records N] [--private SHARE] [--duration S] [--requests N]
 *
 * With --private (e.g. 0.1), that share of the synthetic records is private, and the figures add the cost of
 * checking an access token (the same API requests with and without one) and /models for a signed-in member of an
 * organization that owns private models (its own visibility, counts and filters), beside the anonymous ones.
 *
 * Without --db the store is a throwaway one seeded with the shipped catalogue, plus N synthetic records
 * (bench/store/generate.mjs) when --records is given. With --db an existing store is used as it is (fill it once with
 * `node bench/store/generate.mjs 1000000 | modelhub import - --db DIR`); a --db directory that does not exist yet is
 * made and filled as a throwaway one would be (--records, --private) and kept, so later runs skip the import.
 * Needs `npm run build`.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { EVERYTHING, importEvents, openStore, PUBLIC_ONLY } from "@modelhub/store";
import autocannon from "autocannon";
import { serve } from "./lib/hub.mjs";
import { cpuSeconds, load, waitForWebBuilds } from "./lib/machine.mjs";
import { syntheticRecords } from "./store/generate.mjs";

const BUILD = fileURLToPath(new URL("../apps/web/build", import.meta.url));
const { values } = parseArgs({
	options: {
		db: { type: "string" },
		records: { type: "string" },
		duration: { type: "string", default: "20" },
		connections: { type: "string", default: "50" },
		requests: { type: "string", default: "300" },
		private: { type: "string" },
	},
});
const duration = Math.min(Number(values.duration), 60);
const connections = Math.min(Number(values.connections), 100);
const requests = Math.min(Number(values.requests), 5000);

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/**
 * Sequential GETs of `paths` (each taken in turn); the time from request to the last body byte, in ms, and the
 * server process's CPU time per request (`cpuMs`, from /proc: unlike latency, it hardly moves when other work
 * shares the machine).
 */
async function serverTimes(base, paths, pid, headers = {}) {
	const ms = [];
	const cpuBefore = pid === undefined ? undefined : cpuSeconds(pid);
	for (let i = 0; i < paths.length; i++) {
		const t = performance.now();
		const res = await fetch(base + paths[i], { headers: { "accept-encoding": "br", ...headers } });
		await res.arrayBuffer();
		ms.push(performance.now() - t);
		if (res.status !== 200) throw new Error(`${paths[i]} answered ${res.status}`);
	}
	ms.sort((a, b) => a - b);
	const figures = { n: ms.length, p50: +quantile(ms, 0.5).toFixed(2), p99: +quantile(ms, 0.99).toFixed(2) };
	const cpuAfter = pid === undefined ? undefined : cpuSeconds(pid);
	if (cpuBefore !== undefined && cpuAfter !== undefined)
		figures.cpuMs = +(((cpuAfter - cpuBefore) * 1000) / paths.length).toFixed(2);
	return figures;
}

/** The figures of single-request `serverTimes` runs taken together (each holds one time, its p50). */
function pooled(runs) {
	const ms = runs.map((r) => r.p50).sort((a, b) => a - b);
	return { n: ms.length, p50: +quantile(ms, 0.5).toFixed(2), p99: +quantile(ms, 0.99).toFixed(2) };
}

function cannon(url) {
	return new Promise((resolve, reject) => {
		autocannon({ url, connections, duration, headers: { "accept-encoding": "br" } }, (err, r) =>
			err
				? reject(err)
				: resolve({
						reqPerSec: Math.round(r.requests.average),
						p99ms: r.latency.p99,
						errors: r.errors + r.non2xx + r.timeouts,
						total: r.requests.total,
					}),
		);
	});
}

await waitForWebBuilds("benchmarking the server");
const tmp = mkdtempSync(join(tmpdir(), "modelhub-bench-serve-"));
const dbDir = values.db ?? join(tmp, "db");
/** A throwaway store, or a --db directory that does not exist yet (filled here, then kept for the next runs). */
const fresh = values.db === undefined || !existsSync(values.db);
const store = await openStore({ dir: dbDir, seed: fresh });
if (values.records && fresh) {
	const t = performance.now();
	async function* events() {
		for (const record of syntheticRecords(Number(values.records), 42, { privateShare: Number(values.private ?? 0) }))
			yield { kind: "record", origin: "synthetic", record };
	}
	await importEvents(store, events());
	await store.writer.refreshFacets();
	console.error(`imported ${values.records} synthetic records in ${((performance.now() - t) / 1000).toFixed(1)} s`);
}
const total = await store.models.count({}, EVERYTHING);
/** Requests with a token and without for the token check's figure (each ~2 ms; a p99 needs thousands). */
const TOKEN_PAIRS = 3000;
/** Pages rendered before timing (other models than the timed ones), so that timings are of a warmed-up process. */
const WARM_PAGES = 50;
// Pages an anonymous visitor may see (a private one answers 404 to it).
const listed = (
	await store.models.list({ limit: Math.min(requests + WARM_PAGES, 1000), sort: "downloads" }, PUBLIC_ONLY)
).models.map((m) => `/${m.id}`);
const ids = listed.slice(0, requests);
const warmIds = listed.slice(requests);
/** With private records: a member of the organization owning the first one, signed in (a session) and with a token. */
let member;
if (values.private) {
	const owner = (
		await store.db.query("SELECT split_part(id, '/', 1) AS owner FROM models WHERE private ORDER BY seq LIMIT 1")
	).rows[0]?.owner;
	if (owner) {
		// On a kept store the member and the organization are there from its first run.
		await store.accounts.createUser({ name: "bench-member", password: "bench member password" }).catch(() => {});
		// The records' owner is not an account yet: make it the organization, with the member in it.
		await store.accounts.createOrg({ name: owner }).catch(() => {});
		await store.accounts.setMember(owner, "bench-member", "read");
		const { id } = await store.sessions.create("bench-member");
		const { token } = await store.tokens.create({ owner: "bench-member", name: "bench", role: "read" });
		member = { cookie: `mh_session=${id}`, token, owner };
	}
}
await store.close();
const one = ids[0];
const WORDS = ["llama 3", "qwen", "bert base", "mistral 7b", "gemma", "phi", "whisper", "t5", "vit", "clip"];
const SORTS = ["downloads", "likes", "trendingScore", "lastModified", "createdAt"];
const TASKS = ["text-generation", "fill-mask", "image-classification", "automatic-speech-recognition"];
// Every list asked once: a rendered list is kept per version of the catalogue, and this measures rendering.
const lists = Array.from({ length: Math.min(requests, WORDS.length * SORTS.length * TASKS.length) }, (_, i) => {
	const words = WORDS[i % WORDS.length];
	const sort = SORTS[Math.floor(i / WORDS.length) % SORTS.length];
	const task = TASKS[Math.floor(i / (WORDS.length * SORTS.length)) % TASKS.length];
	return `/models?q=${encodeURIComponent(words)}&task=${task}&sort=${sort}`;
});
const figures = {
	store: { models: total.value, exact: total.exact, private: Number(values.private ?? 0) },
	load: load(),
};
try {
	const rendered = await serve(join(BUILD, "client"), dbDir);
	let html;
	try {
		// Warm up (module loads, the JIT, the highlighter, the store's caches) on pages and searches that are not timed:
		// a process's first few dozen renders run cold code, which is start-up cost, not a page's.
		await serverTimes(rendered.url, [
			...warmIds,
			...["whisper", "t5 small", "clip"].map((w) => `/models?q=${w.replace(" ", "+")}&task=text-generation`),
		]);
		figures.modelPageDistinct = await serverTimes(rendered.url, ids, rendered.pid);
		figures.modelPageCached = await serverTimes(rendered.url, Array(Math.min(requests, 200)).fill(one), rendered.pid);
		figures.modelsSearchFilter = await serverTimes(rendered.url, lists, rendered.pid);
		if (member) {
			// The same lists for a signed-in member (pages rendered for them alone, with their private models counted).
			figures.modelsSearchFilterMember = await serverTimes(rendered.url, lists, rendered.pid, {
				cookie: member.cookie,
			});
			// Each model's API answer asked without a token and with one in turn, so that both see the same moments of
			// the server (a collection, a cache filling), TOKEN_PAIRS times (the models taken in turn): the p99 of 300
			// requests of ~2 ms is their third slowest, one garbage collection more or less, and it moved by ±5 ms from
			// run to run.
			const api = ids.map((p) => `/api/models${p}`);
			const token = { authorization: `Bearer ${member.token}` };
			const anonymous = [];
			const withToken = [];
			for (let i = 0; i < TOKEN_PAIRS; i++) {
				const path = api[i % api.length];
				// Which goes first changes every time: the second request for a model finds its row read already.
				const first = i % 2 === 0;
				if (first) anonymous.push(await serverTimes(rendered.url, [path]));
				withToken.push(await serverTimes(rendered.url, [path], undefined, token));
				if (!first) anonymous.push(await serverTimes(rendered.url, [path]));
			}
			figures.apiAnonymous = pooled(anonymous);
			figures.apiWithToken = pooled(withToken);
			figures.tokenCheckP99Ms = +(figures.apiWithToken.p99 - figures.apiAnonymous.p99).toFixed(2);
			// The CPU a token costs, from the same requests again in two blocks (CPU time hardly moves with the moment).
			figures.apiAnonymous.cpuMs = (await serverTimes(rendered.url, api, rendered.pid)).cpuMs;
			figures.apiWithToken.cpuMs = (await serverTimes(rendered.url, api, rendered.pid, token)).cpuMs;
		}
		figures.loadRendered = await cannon(rendered.url + one);
		figures.loadModels = await cannon(`${rendered.url}/models`);
		figures.loadModelsSearch = await cannon(`${rendered.url}/models?q=llama`);
		html = await (await fetch(rendered.url + one)).text();
	} finally {
		await rendered.stop();
	}
	// The same page as a static file, served by the same server's static handler.
	const staticSite = join(tmp, "site");
	cpSync(join(BUILD, "client"), join(staticSite, "client"), { recursive: true });
	// The server build stays where it is, so that it resolves its packages from the repository's node_modules.
	symlinkSync(join(BUILD, "server"), join(staticSite, "server"));
	mkdirSync(join(staticSite, "client", one), { recursive: true });
	writeFileSync(join(staticSite, "client", one, "index.html"), html);
	const statics = await serve(join(staticSite, "client"), dbDir);
	try {
		figures.loadStatic = await cannon(statics.url + one);
	} finally {
		await statics.stop();
	}
	figures.path = one;
	figures.loadAfter = load();
	console.log(JSON.stringify(figures, null, 2));
} finally {
	rmSync(tmp, { recursive: true, force: true });
}
