/**
 * `npm run bench:slowloris -w bench`: does a slowloris crowd slow down everyone else? `modelhub serve` (its own
 * process) on loopback, with a throwaway store (the shipped catalogue plus N synthetic records); a normal client's
 * requests (one at a time: a model page, a different model each time, then /models, in turn) are timed first on a
 * quiet server, then while a crowd of slow clients (its own process) keeps C connections open, each sending a
 * request's headers one byte every few seconds and never finishing them; a connection the server closes is opened
 * again at once, as an attacker would.
 *
 *   node bench/slowloris.mjs [--records N] [--connections C] [--byte-every S] [--quiet S] [--attack S]
 *
 * Prints JSON: p50/p99 of each kind of request in both phases (and the verdict against the budget, p99 ≤ 100 ms
 * during the attack), the sockets the server held, and how many slow connections the server closed and when (how long
 * each had lived, and the closes per 5 s of the attack). The attack must outlast the server's headers timeout (15 s)
 * for closes to show. Both processes need C + a few hundred file descriptors (Node raises its soft limit on open files
 * to the hard one as it starts; the server caps connections 1,000 below it): when the hard limit (`ulimit -Hn`) is
 * lower, the bench says so and stops. Needs `npm run build`.
 */
import { spawn, spawnSync } from "node:child_process";
import { readdirSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const BUILD = fileURLToPath(new URL("../apps/web/build", import.meta.url));
const CLI = fileURLToPath(new URL("../packages/cli/bin/modelhub.js", import.meta.url));
const SELF = fileURLToPath(import.meta.url);

const { values } = parseArgs({
	options: {
		records: { type: "string", default: "8000" },
		connections: { type: "string", default: "2000" },
		"byte-every": { type: "string", default: "3" },
		quiet: { type: "string", default: "15" },
		attack: { type: "string", default: "40" },
		/** Internal: this process is the crowd of slow clients, against the given port. */
		crowd: { type: "string" },
	},
});

/** A number option within bounds, or a one-line error. */
function bounded(name, min, max) {
	const n = Number(values[name]);
	if (!Number.isFinite(n) || n < min || n > max) {
		console.error(`error: --${name} must be a number from ${min} to ${max} (got ${JSON.stringify(values[name])})`);
		process.exit(1);
	}
	return n;
}
const records = bounded("records", 0, 100_000);
const connections = bounded("connections", 1, 10_000);
const byteEveryMs = bounded("byte-every", 0.1, 60) * 1000;
const quietMs = bounded("quiet", 1, 120) * 1000;
const attackMs = bounded("attack", 1, 180) * 1000;

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const round = (n, d = 1) => (n === undefined ? undefined : +n.toFixed(d));

if (values.crowd) await crowd(Number(values.crowd));
else await main();

/**
 * The slow clients (run in their own process, so that their sockets never share the timed client's thread): opens
 * `connections` connections to 127.0.0.1:port (a hundred at a time), sends a request line and the start of a header,
 * then one more byte of that header every `byteEveryMs` (each connection on its own phase); a connection closed by the
 * server is opened again. Prints one JSON line per second ({open, closes, refused}), and on SIGTERM one last line with
 * every close: how long the connection had lived, when it closed (ms since the crowd started), and whether the server
 * answered something first (Node answers 408 to a request whose headers did not arrive in time).
 */
async function crowd(port) {
	const started = performance.now();
	const closes = [];
	let open = 0;
	let refused = 0;
	let stopping = false;
	const sockets = new Set();
	function one() {
		if (stopping) return;
		const opened = performance.now();
		const s = connect({ port, host: "127.0.0.1" });
		let timer;
		let answered = false;
		let connected = false;
		sockets.add(s);
		s.setNoDelay(true);
		s.on("connect", () => {
			connected = true;
			open++;
			s.write("GET /models HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ");
			timer = setTimeout(function drip() {
				s.write("a");
				timer = setTimeout(drip, byteEveryMs);
			}, Math.random() * byteEveryMs);
		});
		s.on("data", () => {
			answered = true;
		});
		s.on("error", () => {});
		s.on("close", () => {
			clearTimeout(timer);
			sockets.delete(s);
			if (stopping) return;
			const now = performance.now();
			if (connected) {
				open--;
				closes.push([Math.round(now - opened), Math.round(now - started), answered ? 1 : 0]);
			} else refused++;
			// Opened again at once (after a refusal, a little later: the listen queue may be full).
			setTimeout(one, connected ? 0 : 100);
		});
	}
	for (let i = 0; i < connections; i += 100) {
		for (let k = i; k < Math.min(connections, i + 100); k++) one();
		await new Promise((r) => setTimeout(r, 20));
	}
	const ticker = setInterval(() => console.log(JSON.stringify({ open, closes: closes.length, refused })), 1000);
	process.once("SIGTERM", () => {
		stopping = true;
		clearInterval(ticker);
		for (const s of sockets) s.destroy();
		console.log(JSON.stringify({ done: true, open, refused, closes }));
		process.exit(0);
	});
}

/** The soft and hard limits on open files, as a shell started from here gets them. */
function fileLimits() {
	const r = spawnSync("sh", ["-c", "ulimit -Sn; ulimit -Hn"], { encoding: "utf8" });
	const [soft, hard] = r.stdout.trim().split("\n");
	const n = (v) => (v === "unlimited" ? Number.POSITIVE_INFINITY : Number(v));
	return { soft: n(soft), hard: n(hard) };
}

/** Lines of a child's stdout, one callback each. */
function lines(child, onLine) {
	let buffered = "";
	child.stdout.on("data", (d) => {
		buffered += d;
		let nl = buffered.indexOf("\n");
		while (nl >= 0) {
			onLine(buffered.slice(0, nl));
			buffered = buffered.slice(nl + 1);
			nl = buffered.indexOf("\n");
		}
	});
}

/** Open file descriptors of a process (its sockets among them), from /proc; undefined where there is none. */
function openFiles(pid) {
	try {
		return readdirSync(`/proc/${pid}/fd`).length;
	} catch {
		return undefined;
	}
}

async function main() {
	const { mkdtempSync } = await import("node:fs");
	const { importEvents, openStore } = await import("@modelhub/store");
	const { load, waitForIdle, waitForWebBuilds } = await import("./lib/machine.mjs");
	const { syntheticRecords } = await import("./store/generate.mjs");
	const files = connections + 512;
	const limits = fileLimits();
	if (limits.hard < files) {
		console.error(
			`error: ${connections} connections need ${files} open files per process, and the hard limit here is ${limits.hard} (ulimit -Hn); use fewer --connections`,
		);
		process.exit(1);
	}
	await waitForWebBuilds("benchmarking slow clients");
	const tmp = mkdtempSync(join(tmpdir(), "modelhub-bench-slowloris-"));
	const children = new Set();
	const stopAll = () => {
		for (const c of children) c.kill("SIGKILL");
	};
	process.once("SIGINT", () => {
		stopAll();
		rmSync(tmp, { recursive: true, force: true });
		process.exit(130);
	});
	try {
		const db = join(tmp, "db");
		const store = await openStore({ dir: db, seed: true });
		async function* events() {
			for (const record of syntheticRecords(records, 42)) yield { kind: "record", origin: "synthetic", record };
		}
		await importEvents(store, events());
		await store.writer.refreshFacets();
		// Every model page timed is one not asked before (so rendered, not taken from the render cache), in both phases
		// alike: the warm-up, the quiet phase and the attack each take their pages from their own share of the models.
		const all = (await store.db.query("SELECT id FROM models WHERE NOT private ORDER BY id")).rows.map(
			(r) => `/${r.id}`,
		);
		const share = Math.floor(all.length / 5);
		const pages = { warm: all.slice(0, share), quiet: all.slice(share, 2 * share), attack: all.slice(2 * share) };
		await store.close();

		// The server, in its own process.
		const server = spawn(
			process.execPath,
			[CLI, "serve", "--port", "0", "--host", "127.0.0.1", "--quiet", "--dir", join(BUILD, "client"), "--db", db],
			{ stdio: ["ignore", "pipe", "inherit"], env: { ...process.env, DATABASE_URL: "" } },
		);
		children.add(server);
		const url = await new Promise((resolve, reject) => {
			let out = "";
			server.stdout.on("data", (d) => {
				out += d;
				const found = /serving (http:\/\/\S+)/.exec(out)?.[1];
				if (found) resolve(found);
			});
			server.once("exit", (code) => reject(new Error(`modelhub serve exited with ${code}: ${out}`)));
		});
		await waitForIdle(server.pid);
		const port = Number(new URL(url).port);

		/**
		 * One model page (each taken in turn from `ids`; after the last, the first again, now from the render cache), then
		 * /models, in turn, until `ms` have passed; p50/p99 of each, and how many model pages were distinct.
		 */
		async function normal(ids, ms, since = performance.now()) {
			let next = 0;
			const times = { modelPage: [], models: [] };
			/** The slowest requests: when (s since `since`), which, how long. */
			const slowest = [];
			let failures = 0;
			const end = performance.now() + ms;
			while (performance.now() < end) {
				for (const [kind, path] of [
					["modelPage", ids[next++ % ids.length]],
					["models", "/models"],
				]) {
					const t = performance.now();
					try {
						const res = await fetch(url + path, { headers: { "accept-encoding": "br" } });
						await res.arrayBuffer();
						if (res.status !== 200) failures++;
					} catch {
						failures++;
					}
					const took = performance.now() - t;
					times[kind].push(took);
					slowest.push({ atS: round((t - since) / 1000), path, ms: round(took) });
				}
			}
			slowest.sort((a, b) => b.ms - a.ms);
			const figures = { failures, distinctModelPages: Math.min(next, ids.length), slowest: slowest.slice(0, 5) };
			for (const [kind, list] of Object.entries(times)) {
				list.sort((a, b) => a - b);
				figures[kind] = {
					n: list.length,
					p50: round(quantile(list, 0.5), 2),
					p99: round(quantile(list, 0.99), 2),
					max: round(list.at(-1), 2),
				};
			}
			return figures;
		}

		// Warm-up (cold code, caches): not timed.
		await normal(pages.warm, 3000);
		const figures = { store: { models: all.length }, connections, byteEveryS: byteEveryMs / 1000, fileLimit: limits };
		// What the server's default cap on connections comes to (its soft limit, raised to the hard one, less 1,000).
		figures.serverConnectionCap = Number.isFinite(limits.hard) ? Math.max(64, limits.hard - 1000) : undefined;
		figures.loadBefore = load();
		figures.quiet = await normal(pages.quiet, quietMs);

		// The crowd: ramps up, then the normal client is timed again while it holds its connections.
		const rampStart = performance.now();
		const slow = spawn(process.execPath, [SELF, "--crowd", String(port), ...process.argv.slice(2)], {
			stdio: ["ignore", "pipe", "inherit"],
		});
		children.add(slow);
		let last = { open: 0, closes: 0, refused: 0 };
		let summary;
		const finished = new Promise((resolve) => {
			lines(slow, (line) => {
				const msg = JSON.parse(line);
				if (msg.done) {
					summary = msg;
					resolve();
				} else last = msg;
			});
			slow.once("exit", resolve);
		});
		while (last.open < connections * 0.99 && performance.now() - rampStart < 20_000)
			await new Promise((r) => setTimeout(r, 200));
		figures.rampS = round((performance.now() - rampStart) / 1000);
		figures.openAtStart = last.open;
		let serverFilesMax = 0;
		const watch = setInterval(() => {
			serverFilesMax = Math.max(serverFilesMax, openFiles(server.pid) ?? 0);
		}, 500);
		// The requests' moments are counted from the crowd's start, as its closes are.
		figures.attack = await normal(pages.attack, attackMs, rampStart);
		clearInterval(watch);
		figures.serverOpenFilesMax = serverFilesMax;
		slow.kill("SIGTERM");
		await finished;
		children.delete(slow);
		if (summary) {
			const lived = summary.closes.map((c) => c[0]).sort((a, b) => a - b);
			const buckets = {};
			for (const [, at] of summary.closes) {
				const b = `${Math.floor(at / 5000) * 5}-${Math.floor(at / 5000) * 5 + 5}s`;
				buckets[b] = (buckets[b] ?? 0) + 1;
			}
			figures.slowClosedByServer = {
				count: summary.closes.length,
				answered408: summary.closes.filter((c) => c[2]).length,
				livedS: lived.length
					? {
							min: round(lived[0] / 1000),
							p50: round(quantile(lived, 0.5) / 1000),
							max: round(lived.at(-1) / 1000),
						}
					: undefined,
				perFiveSeconds: buckets,
				refusedConnects: summary.refused,
				openAtEnd: summary.open,
			};
		}
		figures.loadAfter = load();
		figures.budgetP99Ms = 100;
		const worst = Math.max(figures.attack.modelPage.p99, figures.attack.models.p99);
		figures.verdict = worst <= 100 && figures.attack.failures === 0 ? "OK" : "MISS";
		console.log(JSON.stringify(figures, null, 2));
		await new Promise((r) => server.once("exit", r).kill("SIGTERM"));
		children.delete(server);
	} finally {
		stopAll();
		rmSync(tmp, { recursive: true, force: true });
	}
}
