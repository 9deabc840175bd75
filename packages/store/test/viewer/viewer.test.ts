/**
 * The data viewer on small files made at test time: parquet written by `datasets` and pyarrow (the venv's; see
 * make_parquet.py), CSV, JSON Lines, JSON and text written here, and broken ones of each.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ByteSource } from "@modelhub/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openByteSource } from "../../src/derive/file-source.js";
import { LocalBlobStore } from "../../src/index.js";
import {
	type Cell,
	folderRows,
	MAX_FOLDER_MEDIA,
	type MediaRef,
	type RowsPage,
	Viewer,
	ViewerError,
	type ViewerFile,
} from "../../src/viewer/index.js";

const ROOT = fileURLToPath(new URL("../../../../", import.meta.url));
const python = join(process.env.MODELHUB_VENV ?? join(ROOT, ".venv"), "bin", "python");

let dir: string;
const opened: { close(): Promise<void> }[] = [];
/** Bytes read per file, by path. */
const reads = new Map<string, number>();

beforeAll(() => {
	dir = mkdtempSync(join(tmpdir(), "viewer-test-"));
	if (!existsSync(python))
		throw new Error(`no Python venv at ${python} (bash scripts/python-venv.sh, or set MODELHUB_VENV)`);
	execFileSync(python, [fileURLToPath(new URL("./make_parquet.py", import.meta.url)), dir], {
		stdio: ["ignore", "ignore", "pipe"],
		env: { ...process.env, HF_HUB_DISABLE_TELEMETRY: "1", HF_DATASETS_CACHE: join(dir, "cache") },
	});
}, 120_000);
afterAll(async () => {
	for (const o of opened) await o.close();
	rmSync(dir, { recursive: true, force: true });
});

/** A viewer over files of the test folder, counting the bytes it reads. */
function viewer(limits: ConstructorParameters<typeof Viewer>[1] = {}): Viewer {
	const sources = new Map<string, Promise<ByteSource>>();
	return new Viewer((f) => {
		const path = join(dir, f.path);
		let p = sources.get(path);
		if (!p) {
			p = openByteSource(path).then((s) => {
				opened.push(s);
				return s;
			});
			sources.set(path, p);
		}
		return {
			size: f.size,
			async read(offset, length) {
				reads.set(f.path, (reads.get(f.path) ?? 0) + length);
				return (await p).read(offset, length);
			},
		};
	}, limits);
}

function file(name: string, content?: string | Uint8Array): ViewerFile {
	const path = join(dir, name);
	if (content !== undefined) writeFileSync(path, content);
	return {
		sha256: createHash("sha256").update(readFileSync(path)).digest("hex"),
		size: statSync(path).size,
		path: name,
	};
}

const cellsOf = (page: RowsPage, row: number) => page.rows[row]?.cells ?? [];
const byName = (page: RowsPage, row: number): Record<string, Cell> =>
	Object.fromEntries(page.columns.map((c, i) => [c.name, cellsOf(page, row)[i] as Cell]));

describe("parquet", () => {
	it("columns with the Hub's features: class labels, images, audio, lists, structs", async () => {
		const info = await viewer().info(file("images.parquet"));
		expect(info).toMatchObject({ format: "parquet", numRows: 3000, exact: true, columnCount: 7, problems: [] });
		expect(info.columns.map((c) => `${c.name}:${c.dtype}`)).toEqual([
			"id:int64",
			"text:string",
			"label:ClassLabel",
			"tags:list<string>",
			"meta:struct",
			"image:Image",
			"audio:Audio",
		]);
		expect(info.columns[2]?.type).toEqual({ kind: "int", labels: ["neg", "pos"] });
	});

	it("the first rows as typed cells: small media inline, large media by reference", async () => {
		const v = viewer();
		const f = file("images.parquet");
		const page = await v.rows(f, 0, 3);
		expect(page.rows.map((r) => r.row)).toEqual([0, 1, 2]);
		const r0 = byName(page, 0);
		expect(r0.id).toBe(0);
		expect(r0.text).toBe("row 0 hay");
		expect(r0.label).toBe(0);
		expect(r0.tags).toEqual({ type: "list", items: [], length: 0 });
		expect(byName(page, 2).tags).toEqual({ type: "list", items: ["t2", "t2"], length: 2 });
		expect(r0.meta).toEqual({
			type: "object",
			fields: [
				["source", "book"],
				["score", 0],
			],
			length: 2,
		});
		expect(r0.image).toMatchObject({ type: "image", mime: "image/png", path: "img0.png" });
		expect((r0.image as { src: string }).src).toMatch(/^data:image\/png;base64,/);
		expect((r0.audio as { src: string }).src).toMatch(/^data:audio\/wav;base64,/);
		const big = byName(page, 1).image as { ref: MediaRef; src?: string };
		expect(big.src).toBeUndefined();
		expect(big.ref).toEqual({ row: 1, column: 5, path: [] });
		const media = await v.media(f, big.ref);
		expect(media.mime).toBe("image/png");
		expect(media.bytes.length).toBeGreaterThan(32 * 1024);
		const audio = byName(page, 2).audio as { ref: MediaRef };
		expect((await v.media(f, audio.ref)).mime).toBe("audio/wav");
	});

	it("a page deep in the file reads its row group's pages, not the whole file", async () => {
		const v = viewer();
		const f = file("images.parquet");
		await v.info(f);
		reads.delete(f.path);
		const page = await v.rows(f, 2950, 100);
		expect(page.rows.length).toBe(50);
		expect(page.rows[0]?.row).toBe(2950);
		expect(byName(page, 0).id).toBe(2950);
		expect(reads.get(f.path)).toBeLessThan(f.size * 0.6);
	});

	it("search within string columns, bounded and complete", async () => {
		const s = await viewer().search(file("images.parquet"), "NEEDLE", 0, 10);
		expect(s.rows.map((r) => r.row)).toEqual([777, 1777, 2777]);
		expect(s).toMatchObject({ complete: true, numMatches: 3, scannedRows: 3000 });
		expect(s.rows[0]?.cells[1]).toBe("row 777 needle");
		const next = await viewer().search(file("images.parquet"), "needle", 2, 10);
		expect(next.rows.map((r) => r.row)).toEqual([2777]);
	});

	it("nested and special values: lists of structs, maps, dates, decimals, big integers, NaN, binary", async () => {
		const page = await viewer().rows(file("nested.parquet"), 0, 3);
		const r0 = byName(page, 0);
		expect(r0.items).toEqual({
			type: "list",
			items: [
				{
					type: "object",
					fields: [
						["a", 1],
						["b", "x"],
					],
					length: 2,
				},
			],
			length: 1,
		});
		expect(r0.kv).toEqual({ type: "object", fields: [["k", 1]], length: 1 });
		expect(r0.ts).toEqual({ type: "timestamp", value: "2024-01-02T03:04:05.000Z" });
		expect(r0.day).toEqual({ type: "date", value: "2024-05-06" });
		expect(r0.price).toBe(1.25);
		expect(r0.big).toEqual({ type: "int", value: String(2n ** 62n) });
		expect(r0.f).toEqual({ type: "float", value: "NaN" });
		expect(byName(page, 1).f).toEqual({ type: "float", value: "Infinity" });
		expect(r0.raw).toEqual({ type: "binary", length: 3, hex: "000102" });
		expect(byName(page, 1).items).toEqual({ type: "list", items: [], length: 0 });
		expect(byName(page, 2).items).toBeNull();
		expect(page.columns.map((c) => c.dtype)).toEqual([
			"list<struct>",
			"json",
			"timestamp[us]",
			"date32",
			"decimal",
			"int64",
			"float64",
			"binary",
		]);
	});

	it("without a page index, a page costs its row group, within the byte budget or refused", async () => {
		const f = file("plain.parquet");
		const page = await viewer().rows(f, 30_000, 5);
		expect(cellsOf(page, 0)).toEqual([30_000, "w30000"]);
		const small = viewer({ limits: { maxAnswerBytes: 100_000 } });
		await expect(small.rows(f, 30_000, 5)).rejects.toThrow(/row group 1 needs .* \(the file has no page index\)/);
	});

	it("a 50,000-column table: the first 1,000 columns, and the problem said", async () => {
		const v = viewer();
		const f = file("wide.parquet");
		const info = await v.info(f);
		expect(info.columnCount).toBe(50_000);
		expect(info.columns.length).toBe(1000);
		expect(info.problems).toEqual(["the file has 50,000 columns; the first 1000 are shown"]);
		const page = await v.rows(f, 0, 2);
		expect(cellsOf(page, 1).slice(0, 3)).toEqual([1, 2, 3]);
	});

	it("broken footers are errors for that file, never a crash", async () => {
		const good = readFileSync(join(dir, "plain.parquet"));
		const v = viewer();
		await expect(v.info(file("cut.parquet", good.subarray(0, good.length - 100)))).rejects.toThrow(/PAR1/);
		const wrongLength = Buffer.concat([
			Buffer.from("PAR1junkjunk"),
			Buffer.from([0xff, 0xff, 0xff, 0x0f]),
			Buffer.from("PAR1"),
		]);
		await expect(v.info(file("length.parquet", wrongLength))).rejects.toThrow(/more than the file holds/);
		const garbled = Buffer.from(good);
		for (let i = garbled.length - 300; i < garbled.length - 8; i++) garbled[i] = (i * 31) & 0xff;
		const e = await v.info(file("garbled.parquet", garbled)).catch((x: unknown) => x);
		expect(e).toBeInstanceOf(ViewerError);
		await expect(v.info(file("tiny.parquet", "PAR1"))).rejects.toThrow(/shorter/);
	});
});

describe("CSV", () => {
	it("types from the first rows, quoted newlines, CRLF, a byte-order mark", async () => {
		const f = file(
			"a.csv",
			'\uFEFFid,name,score,ok\r\n1,"two\nlines",1.5,True\r\n2,"say ""hi""",2,False\r\n\r\n3,,x,true\r\n',
		);
		const v = viewer();
		const page = await v.rows(f, 0, 10);
		expect(page.columns.map((c) => `${c.name}:${c.dtype}`)).toEqual([
			"id:int64",
			"name:string",
			"score:string",
			"ok:bool",
		]);
		expect(page.rows.map((r) => r.cells)).toEqual([
			[1, "two\nlines", "1.5", true],
			[2, 'say "hi"', "2", false],
			[3, null, "x", true],
		]);
		expect(page).toMatchObject({ numRows: 3, exact: true, problems: [] });
	});

	it("ragged rows are padded or cut, and named", async () => {
		const page = await viewer().rows(file("ragged.csv", "a,b,c\n1,2\n3,4,5,6\n7,8,9\n"), 0, 10);
		expect(page.rows.map((r) => r.cells)).toEqual([
			[1, 2, null],
			[3, 4, 5],
			[7, 8, 9],
		]);
		expect(page.problems).toEqual([
			"row 0 has 2 fields where the header has 3",
			"row 1 has 4 fields where the header has 3",
		]);
	});

	it("a 10 MB field is cut to the cell limit with its length", async () => {
		const big = "x".repeat(10 * 1024 * 1024);
		const page = await viewer().rows(file("big.csv", `id,text\n1,${big}\n2,small\n`), 0, 10);
		expect(cellsOf(page, 0)[1]).toEqual({ type: "text", value: "x".repeat(10_000), length: big.length });
		expect(cellsOf(page, 1)).toEqual([2, "small"]);
	});

	it("invalid UTF-8 is shown as U+FFFD and said", async () => {
		const bytes = Buffer.concat([Buffer.from("a,b\n1,caf"), Buffer.from([0xe9]), Buffer.from("\n2,ok\n")]);
		const page = await viewer().rows(file("latin1.csv", bytes), 0, 10);
		expect(cellsOf(page, 0)).toEqual([1, "caf\uFFFD"]);
		expect(page.problems).toEqual(["row 0 holds invalid UTF-8 (shown as \uFFFD)"]);
	});

	it("a row beyond the row limit is an error for that row only", async () => {
		const page = await viewer({ limits: { maxRowBytes: 1000 } }).rows(
			file("longrow.csv", `a\n${"y".repeat(5000)}\nshort\n`),
			0,
			10,
		);
		expect(page.rows[0]?.error).toMatch(/larger than/);
		expect(cellsOf(page, 1)).toEqual(["short"]);
	});

	it("pages deep in a file start from the nearest remembered row; the count becomes exact", async () => {
		const lines = ["n,text"];
		for (let i = 0; i < 5000; i++) lines.push(`${i},"row ${i}${i % 7 === 0 ? "\nsecond line" : ""}"`);
		const f = file("many.csv", `${lines.join("\n")}\n`);
		const v = viewer();
		const info = await v.info(f);
		expect(info).toMatchObject({ numRows: 5000, exact: true });
		const page = await v.rows(f, 3000, 3);
		expect(page.rows.map((r) => r.cells)).toEqual([
			[3000, "row 3000"],
			[3001, "row 3001"],
			[3002, "row 3002"],
		]);
		const s = await v.search(f, "ROW 4998", 0, 5);
		expect(s.rows.map((r) => r.row)).toEqual([4998]);
		expect(s.complete).toBe(true);
	});

	it("a 50,000-column CSV: the first 1,000 columns, said", async () => {
		const header = Array.from({ length: 50_000 }, (_, i) => `c${i}`).join(",");
		const row = Array.from({ length: 50_000 }, (_, i) => String(i)).join(",");
		const page = await viewer().rows(file("wide.csv", `${header}\n${row}\n`), 0, 1);
		expect(page.columnCount).toBe(50_000);
		expect(page.columns.length).toBe(1000);
		expect(cellsOf(page, 0).slice(0, 3)).toEqual([0, 1, 2]);
		expect(page.problems).toEqual(["the file has 50,000 columns; the first 1000 are shown"]);
	});

	it("TSV", async () => {
		const page = await viewer().rows(file("t.tsv", "a\tb\nx y\t2\n"), 0, 10);
		expect(page.rows.map((r) => r.cells)).toEqual([["x y", 2]]);
	});
});

describe("JSON Lines, JSON, text", () => {
	it("a JSON Lines file with one bad line: that row says so, the rest is read", async () => {
		const f = file("d.jsonl", '{"a": 1, "b": "x"}\n{"a": 2, "b": \n\n{"a": 3, "c": [1, 2]}\n[1]\n');
		const page = await viewer().rows(f, 0, 10);
		expect(page.columns.map((c) => `${c.name}:${c.dtype}`)).toEqual(["a:int64", "b:string", "c:list<int64>"]);
		expect(page.rows.map((r) => r.cells)).toEqual([
			[1, "x", null],
			[null, null, null],
			[3, null, { type: "list", items: [1, 2], length: 2 }],
			[null, null, null],
		]);
		expect(page.rows[1]?.error).toMatch(/^row 1 is not valid JSON/);
		expect(page.rows[3]?.error).toBe("row 3 is not a JSON object");
		expect(page.problems.length).toBe(2);
	});

	it("a JSON array of rows, and a .json file of JSON Lines", async () => {
		const v = viewer();
		const arr = await v.rows(
			file("arr.json", ' [ {"q": "a,]b", "n": 1.5},\n {"q": "c", "n": {"deep": [true]}} ] '),
			0,
			10,
		);
		expect(arr.rows.map((r) => r.cells)).toEqual([
			["a,]b", 1.5],
			["c", { type: "object", fields: [["deep", { type: "list", items: [true], length: 1 }]], length: 1 }],
		]);
		expect(arr.columns[1]?.dtype).toBe("json");
		const lines = await v.rows(file("lines.json", '{"x": 1}\n{"x": 2}\n'), 0, 10);
		expect(lines.format).toBe("jsonl");
		expect(lines.rows.map((r) => r.cells)).toEqual([[1], [2]]);
		await expect(v.info(file("scalar.json", '"just a string"'))).rejects.toThrow(/neither an array/);
		await expect(v.info(file("object.json", '{\n  "data": [1, 2]\n}\n'))).rejects.toThrow(/one object, not rows/);
	});

	it("text: one row per line, empty lines kept", async () => {
		const page = await viewer().rows(file("t.txt", "first\n\nthird\r\nlast"), 0, 10);
		expect(page.columns).toEqual([{ name: "text", type: { kind: "string" }, dtype: "string" }]);
		expect(page.rows.map((r) => r.cells[0])).toEqual(["first", "", "third", "last"]);
	});

	it("files the viewer does not read are named", async () => {
		await expect(viewer().info(file("x.bin", "abc"))).rejects.toThrow(/does not read .bin files/);
	});
});

describe("limits and splits", () => {
	it("a read that hangs is given up after the read time limit", async () => {
		const v = new Viewer(() => ({ size: 1000, read: () => new Promise<Uint8Array>(() => {}) }), {
			limits: { readTimeoutMs: 200 },
		});
		const started = Date.now();
		await expect(v.info({ sha256: "h", size: 1000, path: "slow.parquet" })).rejects.toThrow(/took longer than/);
		expect(Date.now() - started).toBeLessThan(2000);
	});

	it("a split of several files reads as one table; a broken file is named, the rest works", async () => {
		const v = viewer();
		const files = [
			file("s1.csv", "a\n0\n1\n2\n"),
			file("s-broken.parquet", "not parquet at all"),
			file("s2.csv", "a\n3\n4\n"),
		];
		const info = await v.splitInfo(files);
		expect(info).toMatchObject({ numRows: 5, exact: true });
		expect(info.problems[0]).toMatch(/^s-broken.parquet: /);
		const page = await v.splitRows(files, 2, 3);
		expect(page.rows.map((r) => [r.row, r.cells[0]])).toEqual([
			[2, 2],
			[3, 3],
			[4, 4],
		]);
		const s = await v.splitSearch([file("s3.csv", "t\nab\ncd\n"), file("s4.csv", "t\nxab\n")], "ab", 0, 10);
		expect(s.rows.map((r) => [r.row, r.cells[0]])).toEqual([
			[0, "ab"],
			[2, "xab"],
		]);
		expect(s.numMatches).toBe(2);
	});

	it("reads blobs of the store through ranged reads", async () => {
		const blobs = new LocalBlobStore(join(dir, "blobs"));
		const f = file("images.parquet");
		await blobs.putFile(f.sha256, join(dir, "images.parquet"));
		const page = await Viewer.forBlobs(blobs).rows(f, 10, 2);
		expect(page.rows.map((r) => r.cells[0])).toEqual([10, 11]);
	});

	it("says in words when a file's bytes are not stored or cannot be read, and tells only the log why", async () => {
		const root = join(dir, "gone-blobs");
		const blobs = new LocalBlobStore(root);
		const logged: string[] = [];
		const v = Viewer.forBlobs(blobs, { log: (line) => logged.push(line) });
		const never = file("never.csv", "a,b\n1,2\n");
		await expect(v.info(never)).rejects.toThrow(
			new ViewerError("missing", "this file's bytes are not stored on this hub: upload it again"),
		);
		// Found once (its place kept), then its blob made unreadable under the viewer: a directory where the file was.
		const held = file("held.csv", "a,b\n1,2\n3,4\n");
		await blobs.putFile(held.sha256, join(dir, "held.csv"));
		await expect(v.splitInfo([held])).resolves.toMatchObject({ numRows: 2 });
		const path = join(root, "sha256", held.sha256.slice(0, 2), held.sha256);
		rmSync(path);
		mkdirSync(path);
		// The same bytes read as TSV: not opened yet, so read again from where they were found.
		const info = v.splitInfo([{ ...held, path: "again.tsv" }]);
		await expect(info).rejects.toThrow("again.tsv: the hub could not read this file's stored bytes (its log says why)");
		const said = String((await info.catch((e) => e)).message);
		expect(said).not.toMatch(/EISDIR|ENOENT|errno|\/blobs\/|sha256\//);
		expect(logged).toEqual([expect.stringMatching(/^viewer: reading again\.tsv \(sha256 [0-9a-f]{64}\): .*EISDIR/)]);
	});

	it("image folders: one row per file with labels from the folders, or per metadata row", async () => {
		const v = viewer();
		const media = (path: string): ViewerFile => ({ sha256: "0".repeat(64), size: 10, path });
		const plain = await folderRows(
			v,
			[media("train/cat/1.png"), media("train/dog/2.jpg"), media("train/cat/3.png")],
			"image",
			1,
			5,
		);
		expect(plain.columns.map((c) => `${c.name}:${c.dtype}`)).toEqual(["image:Image", "label:ClassLabel"]);
		expect(plain.columns[1]?.type).toEqual({ kind: "int", labels: ["cat", "dog"] });
		expect(plain.numRows).toBe(3);
		expect(plain.rows.map((r) => r.cells)).toEqual([
			[{ type: "image", mime: "image/jpeg", length: 10, path: "train/dog/2.jpg" }, 1],
			[{ type: "image", mime: "image/png", length: 10, path: "train/cat/3.png" }, 0],
		]);
		const flat = await folderRows(v, [media("a.wav"), media("b.wav")], "audio", 0, 5);
		expect(flat.columns.map((c) => c.name)).toEqual(["audio"]);
		const meta = file("metadata.csv", "file_name,caption\n1.png,a cat\n../x.png,escape\n");
		const described = await folderRows(v, [media("1.png"), meta], "image", 0, 5);
		expect(described.columns.map((c) => c.name)).toEqual(["image", "caption"]);
		expect(described.rows.map((r) => r.cells)).toEqual([
			[{ type: "image", mime: "image/png", length: 10, path: "1.png" }, "a cat"],
			[{ type: "error", message: "file_name is not a relative path" }, "escape"],
		]);
	});

	it("a folder's media file: its bytes with the type sniffed from them, within a size limit", async () => {
		const v = viewer();
		const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
		const image = await v.fileMedia(file("folder-1.png", png));
		expect(image.mime).toBe("image/png");
		expect([...image.bytes]).toEqual([...png]);
		// The name says PNG, the bytes say otherwise: not served as an image.
		expect((await v.fileMedia(file("folder-2.png", "<html><script>alert(1)</script>"))).mime).toBe(
			"application/octet-stream",
		);
		const huge = { sha256: "0".repeat(64), size: MAX_FOLDER_MEDIA + 1, path: "huge.png" };
		await expect(v.fileMedia(huge)).rejects.toThrow(ViewerError);
		await expect(v.fileMedia(huge)).rejects.toThrow(/huge.png is larger than/);
	});
});
