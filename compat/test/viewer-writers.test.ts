// The data viewer reads what the data libraries write: the same table written by pandas, polars, dask, DuckDB and
// pyarrow (the venv's) to parquet (their own row groups, page versions and codecs), CSV, JSON Lines and JSON, read
// back through a blob store as the hub reads repository files.
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { LocalBlobStore, Viewer, type ViewerFile } from "@modelhub/store";
import { afterAll, beforeAll, expect, it } from "vitest";

const run = promisify(execFile);
const python = join(process.env.MODELHUB_VENV ?? join(process.cwd(), ".venv"), "bin", "python");
let dir: string;
let files: ViewerFile[];
let viewer: Viewer;

beforeAll(async () => {
	dir = mkdtempSync(join(tmpdir(), "modelhub-viewer-writers-"));
	await run(python, [join(import.meta.dirname, "python", "write_tables.py"), join(dir, "out")], {
		env: { ...process.env, HF_HUB_DISABLE_TELEMETRY: "1" },
	});
	const blobs = new LocalBlobStore(join(dir, "blobs"));
	files = [];
	for (const name of readdirSync(join(dir, "out")).sort()) {
		const path = join(dir, "out", name);
		if (!statSync(path).isFile()) continue;
		const sha256 = createHash("sha256").update(readFileSync(path)).digest("hex");
		await blobs.putFile(sha256, path);
		files.push({ sha256, size: statSync(path).size, path: name });
	}
	viewer = Viewer.forBlobs(blobs);
}, 300_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("every library's files: the same columns, count, rows and search", async () => {
	expect(files.map((f) => f.path)).toEqual([
		"dask.csv",
		"dask.parquet",
		"duckdb.csv",
		"duckdb.jsonl",
		"duckdb.parquet",
		"pandas.csv",
		"pandas.json",
		"pandas.jsonl",
		"pandas.parquet",
		"polars.csv",
		"polars.json",
		"polars.jsonl",
		"polars.parquet",
		"pyarrow-v2.parquet",
	]);
	for (const f of files) {
		const info = await viewer.info(f);
		expect(
			info.columns.map((c) => c.name),
			f.path,
		).toEqual(["id", "name", "score", "flag"]);
		expect(
			info.columns.map((c) => c.type.kind),
			f.path,
		).toEqual(["int", "string", "float", "bool"]);
		expect([info.numRows, info.exact], f.path).toEqual([2000, true]);
		const page = await viewer.rows(f, 1499, 3);
		expect(
			page.rows.map((r) => r.cells),
			f.path,
		).toEqual([
			[1499, "name 1499", 374.75, false],
			[1500, "name 1500", 375, true],
			[1501, "name 1501", 375.25, false],
		]);
		const found = await viewer.search(f, "NEEDLE", 0, 5);
		expect([found.rows.map((r) => r.row), found.complete], f.path).toEqual([[1234], true]);
	}
}, 120_000);
