/**
 * The store at scale: generates a synthetic catalogue (bench/store/generate.mjs), imports it with `modelhub import`
 * on PGlite and on a throwaway PostgreSQL server, and prints import records/s, size on disk, cold open time, p50/p99
 * of eight query shapes (a page of 20 plus its total count) and the querying process's RSS.
 *
 *   npm run bench:store                      # 100k and 1M records, both engines
 *   BENCH_SIZES=100000 BENCH_ENGINES=pglite npm run bench:store
 *
 * Everything it writes goes to a temporary folder that is removed at the end. Budgets at 1M on PGlite (issue 13):
 * import ≥ 15,000 records/s, every query shape p99 ≤ 50 ms, cold open ≤ 5 s, RSS ≤ 1 GB.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { startPostgres } from "../scripts/pg-cluster.mjs";
import { textTable } from "./lib/report.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const CLI = join(here, "..", "packages", "cli", "bin", "modelhub.js");
const sizes = (process.env.BENCH_SIZES ?? "100000,1000000").split(",").map(Number);
const engines = (process.env.BENCH_ENGINES ?? "pglite,postgres").split(",");
const iterations = Number(process.env.BENCH_ITERATIONS ?? 200);
const work = mkdtempSync(join(tmpdir(), "modelhub-bench-store-"));

/**
 * Writes the synthetic catalogue to a file in a child process of its own, which exits before the import starts: the
 * generator's heap (hundreds of MB) is not left standing in this process beside the import it measures.
 */
function generate(count) {
	const file = join(work, `catalogue-${count}.jsonl`);
	const r = spawnSync(process.execPath, [join(here, "store", "generate.mjs"), String(count), file], {
		stdio: "inherit",
	});
	if (r.status !== 0) throw new Error(`generating ${count} records failed`);
	return file;
}

const du = (path) => Number(execFileSync("du", ["-sb", path]).toString().split("\t")[0]);

async function pgSize(url) {
	const c = new pg.Client(url);
	await c.connect();
	const r = await c.query("SELECT pg_database_size(current_database())::float8 AS b");
	await c.end();
	return r.rows[0].b;
}

async function freshDatabase(adminUrl, name) {
	const c = new pg.Client(adminUrl);
	await c.connect();
	await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
	await c.query(`CREATE DATABASE ${name}`);
	await c.end();
	const u = new URL(adminUrl);
	u.pathname = `/${name}`;
	return u.toString();
}

const rows = [];
let server;
try {
	if (engines.includes("postgres")) server = await startPostgres();
	for (const size of sizes) {
		process.stderr.write(`generating ${size.toLocaleString("en-US")} records…\n`);
		const file = generate(size);
		for (const engine of engines) {
			const dir = join(work, `${engine}-${size}`);
			const env = { ...process.env, MODELHUB_DB: dir };
			delete env.DATABASE_URL;
			if (engine === "postgres") env.DATABASE_URL = await freshDatabase(server.url, `bench_${size}`);
			process.stderr.write(`importing into ${engine}…\n`);
			const load = loadavg()[0];
			const t = performance.now();
			const imp = spawnSync(process.execPath, [CLI, "import", file], { env, encoding: "utf8" });
			const seconds = (performance.now() - t) / 1000;
			if (imp.status !== 0) throw new Error(`import failed: ${imp.stderr || imp.stdout}`);
			const bytes = engine === "postgres" ? await pgSize(env.DATABASE_URL) : du(dir);
			process.stderr.write(`querying ${engine}…\n`);
			const q = spawnSync(process.execPath, [join(here, "store", "queries.mjs")], {
				env: { ...env, STORE_DIR: dir, ITERATIONS: String(iterations) },
				encoding: "utf8",
			});
			if (q.status !== 0) throw new Error(`queries failed: ${q.stderr}`);
			const figures = JSON.parse(q.stdout.trim().split("\n").at(-1));
			rows.push({ size, engine, rate: size / seconds, seconds, bytes, load, ...figures });
			if (engine === "pglite") rmSync(dir, { recursive: true, force: true });
		}
		rmSync(file, { force: true });
	}
} finally {
	server?.stop();
	rmSync(work, { recursive: true, force: true });
}

const fmt = (n, d = 0) => n.toLocaleString("en-US", { maximumFractionDigits: d, minimumFractionDigits: d });
console.log();
console.log(
	textTable(
		"Import, size, open, memory",
		["records", "engine", "import rec/s", "import s", "size on disk", "cold open", "RSS", "load avg"],
		rows.map((r) => [
			fmt(r.size),
			r.engine,
			fmt(r.rate),
			fmt(r.seconds, 1),
			`${fmt(r.bytes / 2 ** 30, 2)} GiB`,
			`${fmt(r.coldOpenMs / 1000, 2)} s`,
			`${fmt(r.rssMb)} MB`,
			fmt(r.load, 1),
		]),
	),
);
const shapes = Object.keys(rows[0]?.results ?? {});
console.log();
console.log(
	textTable(
		"Queries: a page of 20 plus its total, ms p50 / p99 ('est.': share of totals past 10,000 given as the planner's estimate)",
		["shape", ...rows.map((r) => `${fmt(r.size)} ${r.engine}`)],
		shapes.map((s) => [
			s,
			...rows.map((r) => {
				const x = r.results[s];
				return `${fmt(x.p50, 1)} / ${fmt(x.p99, 1)}${x.estimates ? ` (est. ${Math.round((100 * x.estimates) / iterations)}%)` : ""}`;
			}),
		]),
	),
);
