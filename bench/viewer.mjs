// The data viewer's engines compared on the same generated files: a 2 GB parquet file written as `datasets` writes
// them (row groups of about 100 MB, a page index) and a 1 GB CSV file. Each engine runs in a process of its own per
// file: DuckDB's Node package (native), hyparquet alone (pure JS), and Modelhub's viewer (hyparquet and its own text
// readers) over the blob store's ranged reads and, for parquet, over the file stored as a Xet upload leaves it (its
// chunks in xorbs, rebuilt by range). Prints the figures and the budgets; the files are made under /tmp and deleted
// afterwards. Needs the Python venv (pyarrow) to write the files: MODELHUB_VENV or ./.venv.
//   npm run bench:viewer            (VIEWER_BENCH_PARQUET_GB / VIEWER_BENCH_CSV_GB change the sizes)
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..");
const venv = process.env.MODELHUB_VENV ?? join(root, ".venv");
const python = join(venv, "bin", "python");
if (!existsSync(python)) {
	console.error(`no Python venv at ${venv}: run bash scripts/python-venv.sh, or set MODELHUB_VENV`);
	process.exit(1);
}
const dir = mkdtempSync(join(tmpdir(), "modelhub-viewer-bench-"));
const cleanup = () => rmSync(dir, { recursive: true, force: true });
process.on("SIGINT", () => {
	cleanup();
	process.exit(130);
});

try {
	const started = Date.now();
	const made = JSON.parse(
		execFileSync(
			python,
			[
				join(here, "viewer", "generate.py"),
				dir,
				"--parquet-gb",
				process.env.VIEWER_BENCH_PARQUET_GB ?? "2",
				"--csv-gb",
				process.env.VIEWER_BENCH_CSV_GB ?? "1",
			],
			{ encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
		),
	);
	console.log(
		`files made in ${((Date.now() - started) / 1000).toFixed(0)} s: parquet ${(made.parquet.size / 1e9).toFixed(2)} GB, ${made.parquet.rows.toLocaleString("en")} rows; CSV ${(made.csv.size / 1e9).toFixed(2)} GB, ${made.csv.rows.toLocaleString("en")} rows`,
	);
	const runs = [
		["duckdb", "parquet"],
		["hyparquet", "parquet"],
		["modelhub", "parquet"],
		["modelhub-xet", "parquet"],
		["duckdb", "csv"],
		["modelhub", "csv"],
	];
	const results = [];
	for (const [engine, format] of runs) {
		const args = [engine, format, made[format].path];
		if (engine === "modelhub-xet") {
			// The file stored as a Xet upload leaves it (xorbs and a shard) in a store of its own, in a process of its own.
			const at = join(dir, `xet-${format}`);
			const started = Date.now();
			const stored = spawnSync(process.execPath, [join(here, "viewer", "xet-file.mjs"), made[format].path, at], {
				encoding: "utf8",
				cwd: here,
			});
			if (stored.status !== 0) {
				console.error(`storing the ${format} file as Xet failed: ${stored.stderr}`);
				continue;
			}
			console.log(`${format} file stored as Xet in ${((Date.now() - started) / 1000).toFixed(0)} s`);
			args.push(at, JSON.parse(stored.stdout.trim().split("\n").pop()).sha256);
		}
		const load = loadavg()[0].toFixed(1);
		const res = spawnSync(process.execPath, [join(here, "viewer", "engine.mjs"), ...args], {
			encoding: "utf8",
			cwd: here,
			timeout: 600_000,
		});
		if (res.status !== 0) {
			console.error(`${engine} ${format} failed: ${res.stderr}`);
			continue;
		}
		results.push({ ...JSON.parse(res.stdout.trim().split("\n").pop()), load });
	}
	const ms = (v) => (v === undefined ? "–" : `${v} ms`);
	console.log(
		"\n| engine | file | startup | first 100 rows, cold | warm (median of 5) | 100 rows at 1,000,000 | another page, file open | RSS added | load avg |",
	);
	console.log("|---|---|---|---|---|---|---|---|---|");
	for (const r of results) {
		console.log(
			`| ${r.engine} | ${r.format} | ${ms(r.startup)} | ${ms(r.first100Cold)} | ${ms(r.first100Warm)} | ${ms(r.offset1M)}${r.offsetRowOk ? "" : " (wrong row!)"} | ${ms(r.otherPageWarmFile)} | ${r.rssAddedMiB} MiB | ${r.load} |`,
		);
	}
	const ours = Object.fromEntries(results.filter((r) => r.engine === "modelhub").map((r) => [r.format, r]));
	const xet = results.find((r) => r.engine === "modelhub-xet" && r.format === "parquet");
	const check = (label, value, limit) =>
		console.log(`${value !== undefined && value <= limit ? "ok  " : "OVER"} ${label}: ${value} (budget ${limit})`);
	console.log("\nBudgets (Modelhub's viewer):");
	check("parquet first 100 rows cold, ms", ours.parquet?.first100Cold, 300);
	check("parquet first 100 rows warm, ms", ours.parquet?.first100Warm, 50);
	check("CSV first 100 rows cold, ms", ours.csv?.first100Cold, 150);
	check("parquet 100 rows at offset 1,000,000, ms", ours.parquet?.offset1M, 500);
	check("RSS added (parquet), MiB", ours.parquet?.rssAddedMiB, 200);
	check("RSS added (CSV), MiB", ours.csv?.rssAddedMiB, 200);
	// The same budgets for a parquet file uploaded through Xet (rebuilt from its xorbs by range).
	check("Xet parquet first 100 rows cold, ms", xet?.first100Cold, 300);
	check("Xet parquet first 100 rows warm, ms", xet?.first100Warm, 50);
	check("Xet parquet 100 rows at offset 1,000,000, ms", xet?.offset1M, 500);
	check("RSS added (Xet parquet), MiB", xet?.rssAddedMiB, 200);
	if (ours.csv)
		console.log(
			`CSV info: ${ours.csv.infoRows} rows (${ours.csv.infoExact ? "exact" : "estimated"}) in ${ours.csv.info} ms`,
		);
} finally {
	cleanup();
}
