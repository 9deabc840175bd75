// One engine on one file, in a process of its own (so its startup and memory are its own): prints one JSON line.
// Usage: node engine.mjs <duckdb|hyparquet|modelhub> <parquet|csv> <path>
//        node engine.mjs modelhub-xet <parquet|csv> <path> <store dir> <sha256>   (the file stored by xet-file.mjs)
import { readFileSync, writeFileSync } from "node:fs";
import { link, mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";

const [engine, format, path] = process.argv.slice(2);
const status = () => readFileSync("/proc/self/status", "utf8");
const kib = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status())?.[1] ?? 0);
let rssStart = kib("VmRSS");
const time = async (fn) => {
	const s = performance.now();
	const r = await fn();
	return [performance.now() - s, r];
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const out = { engine, format };
const OFFSET = 1_000_000;

async function measure(first, at) {
	[out.first100Cold] = await time(first);
	const warm = [];
	for (let i = 0; i < 5; i++) warm.push((await time(first))[0]);
	out.first100Warm = median(warm);
	let rows;
	[out.offset1M, rows] = await time(() => at(OFFSET));
	out.offsetRowOk = rows === OFFSET;
	[out.otherPageWarmFile] = await time(() => at(OFFSET + 200_000));
}

if (engine === "duckdb") {
	let conn;
	[out.startup] = await time(async () => {
		const { DuckDBInstance } = await import("@duckdb/node-api");
		const instance = await DuckDBInstance.create(":memory:");
		conn = await instance.connect();
	});
	const source = format === "csv" ? `read_csv('${path}')` : `read_parquet('${path}')`;
	const q = async (sql) => (await conn.runAndReadAll(sql)).getRowObjectsJS();
	await measure(
		() => q(`SELECT * FROM ${source} LIMIT 100`),
		async (offset) => Number((await q(`SELECT * FROM ${source} LIMIT 100 OFFSET ${offset}`))[0]?.id),
	);
} else if (engine === "hyparquet") {
	// the pure-JS reader alone: hyparquet + hyparquet-compressors over ranged reads of the file
	let lib;
	[out.startup] = await time(async () => {
		lib = { ...(await import("hyparquet")), ...(await import("hyparquet-compressors")) };
	});
	const { open } = await import("node:fs/promises");
	const fh = await open(path);
	const size = (await fh.stat()).size;
	const file = {
		byteLength: size,
		async slice(s, e = size) {
			const b = Buffer.allocUnsafe(e - s);
			await fh.read(b, 0, e - s, s);
			return b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength);
		},
	};
	if (format !== "parquet") throw new Error("hyparquet reads parquet only");
	let metadata;
	const read = async (start) => {
		metadata ??= await lib.parquetMetadataAsync(file);
		const rows = await lib.parquetReadObjects({
			file,
			metadata,
			rowStart: start,
			rowEnd: start + 100,
			compressors: lib.compressors,
			useOffsetIndex: true,
		});
		return Number(rows[0]?.id);
	};
	await measure(
		() => read(0),
		(offset) => read(offset),
	);
} else {
	// Modelhub's viewer: over the blob store (the file hard-linked in, read by ranged blob reads), or for
	// "modelhub-xet" over the file as Xet keeps it (stored by xet-file.mjs in <dir>: rebuilt from its xorbs by range)
	let viewer;
	let file;
	let dir;
	let store;
	[out.startup] = await time(async () => {
		const s = await import("@modelhub/store");
		if (engine === "modelhub-xet") {
			const [stored, sha256] = process.argv.slice(5);
			store = await s.openStore({ dir: join(stored, "db"), seed: false });
			const xet = new s.XetStore(store.db, new s.LocalBlobStore(join(stored, "blobs")));
			file = { sha256, size: (await stat(path)).size, path: `bench.${format}` };
			viewer = s.Viewer.forFiles(xet, { limits: { answerTimeoutMs: 60_000 } });
			// A running hub has its store open already: the memory counted is the viewer's from here (the peak reset).
			writeFileSync("/proc/self/clear_refs", "5");
			rssStart = kib("VmRSS");
			return;
		}
		dir = await mkdtemp(join(tmpdir(), "viewer-bench-blobs-"));
		const blobs = new s.LocalBlobStore(dir, "link");
		const sha256 = format.padEnd(64, "0").replace(/[^0-9a-f]/g, "a");
		const target = join(dir, "sha256", sha256.slice(0, 2));
		await import("node:fs/promises").then((fs) => fs.mkdir(target, { recursive: true }));
		await link(path, join(target, sha256));
		file = { sha256, size: (await stat(path)).size, path: `bench.${format}` };
		viewer = s.Viewer.forBlobs(blobs, { limits: { answerTimeoutMs: 60_000 } });
	});
	const idOf = (page) => page.rows[0]?.cells[0];
	await measure(
		() => viewer.rows(file, 0, 100),
		async (offset) => idOf(await viewer.rows(file, offset, 100)),
	);
	const [t, info] = await time(() => viewer.info(file));
	out.info = t;
	out.infoRows = info.numRows;
	out.infoExact = info.exact;
	await store?.close();
	if (dir) await rm(dir, { recursive: true, force: true });
}
out.rssStartMiB = rssStart / 1024;
out.rssPeakMiB = kib("VmHWM") / 1024;
out.rssAddedMiB = out.rssPeakMiB - out.rssStartMiB;
for (const [k, v] of Object.entries(out)) if (typeof v === "number") out[k] = Math.round(v * 10) / 10;
console.log(JSON.stringify(out));
process.exit(0);
