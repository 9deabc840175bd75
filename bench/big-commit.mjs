/**
 * `node bench/big-commit.mjs [--files N] [--over]`: what one very large commit costs `modelhub serve` (its own process,
 * on loopback, with the web app; needs `npm run build`), and what everyone else waits meanwhile.
 *   - a commit of N small files sent inline (default 99,999: with its header, the most lines a commit may have): its
 *     time, the server's resident memory before and at its peak during the commit (sampled every 50 ms), and the
 *     slowest answer of a small list request (`/api/models?limit=20`) asked again and again (5 ms apart) meanwhile:
 *     the event loop's stall as another user sees it;
 *   - then the repository's page, its API record (`/api/models/{id}`, and with `?blobs=true`) and its tree page: their
 *     sizes and times, and the slowest probe answer while the page renders;
 *   - a commit of one line too many (N + 2 lines, at least 100,001): how long until the refusal arrives, while this
 *     bench is still sending (`--over` runs only this part, `--no-over` all but this part).
 *
 * Prints JSON. It is not a test: the figures move with the machine's load (printed beside them).
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { openStore } from "@modelhub/store";
import { memoryMb, serve } from "./lib/hub.mjs";
import { load, waitForWebBuilds } from "./lib/machine.mjs";
import { get, probeWhile } from "./lib/probe.mjs";

const BUILD = fileURLToPath(new URL("../apps/web/build", import.meta.url));
const { values } = parseArgs({
	options: {
		files: { type: "string", default: "99999" },
		over: { type: "boolean", default: false },
		"no-over": { type: "boolean", default: false },
	},
});
const files = Number(values.files);
if (!Number.isInteger(files) || files < 1 || files > 99_999) throw new Error("--files must be 1 to 99999");

const round = (n, d = 1) => +n.toFixed(d);
const rssNow = (pid) => {
	const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
	return m ? Number(m[1]) / 1024 : Number.NaN;
};

/** The NDJSON lines of a commit of `n` small inline files, made as they are sent (the bench holds none of them). */
function* commitLines(summary, n, text = "file") {
	yield `${JSON.stringify({ key: "header", value: { summary } })}\n`;
	for (let i = 0; i < n; i++) {
		const content = Buffer.from(`${text} ${i}\n`).toString("base64");
		const path = `d${i % 100}/f${i}.txt`;
		yield `${JSON.stringify({ key: "file", value: { path, content, encoding: "base64" } })}\n`;
	}
}

/**
 * POSTs a body made of `lines` (in 64 kB writes, honouring backpressure) and answers the status, the body, when the
 * answer's headers arrived (ms from the start) and whether the whole body had been sent by then.
 */
function post(url, token, lines) {
	return new Promise((resolve, reject) => {
		const t = performance.now();
		let sentAll = false;
		let answeredAt;
		let sentAllAtAnswer;
		const req = request(
			url,
			{
				method: "POST",
				agent: false,
				headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/x-ndjson" },
			},
			(res) => {
				answeredAt = performance.now() - t;
				sentAllAtAnswer = sentAll;
				const chunks = [];
				res.on("data", (c) => chunks.push(c));
				res.on("end", () =>
					resolve({
						status: res.statusCode,
						body: Buffer.concat(chunks).toString(),
						answeredMs: round(answeredAt),
						sentAllBeforeAnswer: sentAllAtAnswer,
					}),
				);
			},
		);
		// A server that refuses early may close while this is still sending: the answer (already read) is what counts.
		req.on("error", (e) => (answeredAt === undefined ? reject(e) : undefined));
		const it = lines[Symbol.iterator]();
		const pump = () => {
			while (answeredAt === undefined) {
				let chunk = "";
				for (let next = it.next(); !next.done; next = it.next()) {
					chunk += next.value;
					if (chunk.length >= 65536) break;
				}
				if (!chunk) {
					sentAll = true;
					req.end();
					return;
				}
				if (!req.write(chunk)) return void req.once("drain", pump);
			}
		};
		pump();
	});
}

/** Samples a process's resident memory every 50 ms until stopped; answers the peak (MB). */
function rssSampler(pid) {
	let peak = rssNow(pid);
	const timer = setInterval(() => {
		peak = Math.max(peak, rssNow(pid));
	}, 50);
	return () => {
		clearInterval(timer);
		return round(Math.max(peak, rssNow(pid)));
	};
}

await waitForWebBuilds("a large commit");
const tmp = mkdtempSync(join(tmpdir(), "modelhub-bench-big-commit-"));
const figures = { files, load: load() };
try {
	const db = join(tmp, "db");
	const store = await openStore({ dir: db, seed: false });
	await store.accounts.createUser({ name: "bench", password: "bench password" });
	const { token } = await store.tokens.create({ owner: "bench", name: "bench", role: "write" });
	await store.close();
	const hub = await serve(join(BUILD, "client"), db);
	const create = async (name) => {
		const res = await fetch(`${hub.url}/api/repos/create`, {
			method: "POST",
			headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
			body: JSON.stringify({ name, organization: "bench" }),
		});
		if (!res.ok) throw new Error(`create ${name}: ${res.status} ${await res.text()}`);
	};
	const probeUrl = `${hub.url}/api/models?limit=20`;
	try {
		for (let i = 0; i < 20; i++) await get(probeUrl);
		if (!values.over) {
			await create("big");
			const before = rssNow(hub.pid);
			const stopRss = rssSampler(hub.pid);
			const t = performance.now();
			const { result, probe } = await probeWhile(probeUrl, () =>
				post(`${hub.url}/api/models/bench/big/commit/main`, token, commitLines("many files", files)),
			);
			if (result.status !== 200) throw new Error(`the commit answered ${result.status}: ${result.body.slice(0, 300)}`);
			figures.commit = {
				seconds: round((performance.now() - t) / 1000, 2),
				rssBeforeMb: round(before),
				rssPeakMb: stopRss(),
				rssAfterMb: round(rssNow(hub.pid)),
				probe,
			};
			const page = await probeWhile(probeUrl, () => get(`${hub.url}/bench/big`));
			const api = await get(`${hub.url}/api/models/bench/big`);
			const blobs = await get(`${hub.url}/api/models/bench/big?blobs=true`);
			const tree = await get(`${hub.url}/bench/big/tree/main`);
			figures.afterwards = {
				pageKB: round(page.result.bytes / 1024),
				pageMs: round(page.result.ms),
				pageProbe: page.probe,
				apiRecordKB: round(api.bytes / 1024),
				apiRecordMs: round(api.ms),
				apiRecordBlobsKB: round(blobs.bytes / 1024),
				treePageKB: round(tree.bytes / 1024),
				treePageStatus: tree.status,
				rssMb: memoryMb(hub.pid),
			};
		}
		if (!values["no-over"]) {
			await create("over");
			const overLines = Math.max(files, 99_999) + 1;
			// Other contents than the big commit's: none of its blobs is held already.
			const over = await post(
				`${hub.url}/api/models/bench/over/commit/main`,
				token,
				commitLines("one too many", overLines, "over"),
			);
			figures.overLimit = {
				lines: overLines + 1,
				status: over.status,
				answeredSeconds: round(over.answeredMs / 1000, 2),
				sentAllBeforeAnswer: over.sentAllBeforeAnswer,
				error: over.body.slice(0, 200),
			};
		}
	} finally {
		await hub.stop();
	}
	figures.loadAfter = load();
	console.log(JSON.stringify(figures, null, 2));
} finally {
	rmSync(tmp, { recursive: true, force: true });
}
