// Datasets and spaces on the web pages, asked of a started server as a browser without JavaScript would: /datasets and
// /spaces (search, filters with languages by name, sort, pages), a dataset's page (header, card, files, the viewer per
// config and split with paging and search by links and a GET form, snippets, the models trained on it and the spaces
// that use it), a split that cannot be read failing alone, a space's page (saying plainly that nothing runs here),
// and a private dataset that is exactly a missing one.
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { startServer, stopServer } from "@modelhub/server";
import {
	type BlobStore,
	importRepoEvents,
	LocalBlobStore,
	openStore,
	readFolder,
	readRecords,
	repoFilesPreparer,
	type Store,
} from "@modelhub/store";
import { chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, hydrated, SITE_DIR } from "./browser";

/** The venv the viewer's own tests write parquet with (`datasets` and pyarrow); without it the media test is skipped. */
const python = join(
	process.env.MODELHUB_VENV ?? fileURLToPath(new URL("../../../.venv", import.meta.url)),
	"bin",
	"python",
);
const hasPython = (() => {
	if (!existsSync(python)) return false;
	try {
		execFileSync(python, ["-c", "import datasets, pyarrow, PIL"], { stdio: "ignore" });
		return true;
	} catch {
		return false;
	}
})();

let dir: string;
let store: Store;
let blobs: BlobStore;
let server: Server;
let base: string;

function writeRepos(root: string, repos: Record<string, Record<string, string | Uint8Array>>) {
	for (const [id, files] of Object.entries(repos))
		for (const [path, text] of Object.entries(files)) {
			const file = join(root, id, path);
			mkdirSync(dirname(file), { recursive: true });
			writeFileSync(file, text);
		}
}

/** A 1×1 PNG, a JPEG's first bytes and a silent WAV: what a browser is sent for an image and a sound folder. */
const PNG = Buffer.from(
	"iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
	"base64",
);
const JPEG = Buffer.from([
	0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9,
]);
function wav(): Buffer {
	const b = Buffer.alloc(44);
	b.write("RIFF", 0);
	b.writeUInt32LE(36, 4);
	b.write("WAVEfmt ", 8);
	b.writeUInt32LE(16, 16);
	b.writeUInt16LE(1, 20);
	b.writeUInt16LE(1, 22);
	b.writeUInt32LE(8000, 24);
	b.writeUInt32LE(16000, 28);
	b.writeUInt16LE(2, 32);
	b.writeUInt16LE(16, 34);
	b.write("data", 36);
	return b;
}

const trainJsonl = Array.from({ length: 30 }, (_, i) =>
	JSON.stringify({ text: `review number ${i} ${i === 7 ? "zebra" : "plain"}`, label: i % 2, score: i / 4 + 0.125 }),
).join("\n");
const testJsonl = [
	JSON.stringify({ text: "nested one", label: 1, score: 0.5, meta: { lang: "en", stars: 5 }, words: ["a", "b", "c"] }),
	"{this line is not json",
	JSON.stringify({ text: "nested two", label: 0, score: 1.5, meta: { lang: "fr", stars: 2 }, words: [] }),
].join("\n");

beforeAll(async () => {
	dir = mkdtempSync(join(tmpdir(), "modelhub-datasets-web-"));
	store = await openStore({ dir: join(dir, "db") });
	blobs = new LocalBlobStore(join(dir, "blobs"));
	const datasets = join(dir, "datasets");
	writeRepos(datasets, {
		"acme/reviews": {
			"README.md":
				"---\nlicense: mit\nlanguage: [en, fr]\ntask_categories: [text-classification]\npretty_name: Acme reviews\n---\n# Acme reviews\n\nShort reviews.<script>alert(1)</script>\n",
			"data/train.jsonl": trainJsonl,
			"data/test.jsonl": testJsonl,
		},
		"acme/gated-set": {
			"README.md": "---\nlicense: mit\n---\n# Gated set\n",
			"data/train.jsonl": JSON.stringify({ text: "secret row" }),
		},
		// An image folder: rows are the files, labels from their folders; one file named .png holds HTML.
		"acme/photos": {
			"README.md": "---\nlicense: mit\n---\n# Photos\n",
			"train/cat/1.png": PNG,
			"train/dog/2.jpg": JPEG,
			"train/dog/fake.png": "<html><script>alert(1)</script></html>",
		},
		// An image folder described by a metadata file, and a sound folder.
		"acme/captioned": {
			"data/train/metadata.csv": "file_name,caption\na.png,a red dot\n",
			"data/train/a.png": PNG,
		},
		"acme/sounds": { "train/a.wav": wav(), "train/b.wav": wav() },
		"acme/zzsecret-photos": { "train/cat/1.png": PNG, "train/dog/2.png": PNG },
		"acme/gated-photos": { "train/1.png": PNG },
		"acme/broken": {
			"data/train.parquet": "PAR1 this is not a parquet file at all PAR1",
			"data/test.csv": "a,b\n1,2\n",
		},
	});
	if (hasPython) {
		// images.parquet as `datasets` writes it: small images (inlined in the page) and a large one (read apart).
		const made = join(dir, "made");
		mkdirSync(made);
		execFileSync(
			python,
			[fileURLToPath(new URL("../../../packages/store/test/viewer/make_parquet.py", import.meta.url)), made],
			{
				stdio: ["ignore", "ignore", "pipe"],
				env: { ...process.env, HF_HUB_DISABLE_TELEMETRY: "1", HF_DATASETS_CACHE: join(made, "cache") },
			},
		);
		mkdirSync(join(datasets, "acme/pictures/data"), { recursive: true });
		copyFileSync(join(made, "images.parquet"), join(datasets, "acme/pictures/data/train-00000-of-00001.parquet"));
	}
	const spaces = join(dir, "spaces");
	writeRepos(spaces, {
		"acme/demo": {
			"README.md":
				"---\ntitle: Demo\nsdk: gradio\napp_file: app.py\nmodels: [acme/tiny, elsewhere/unknown]\ndatasets: [acme/reviews]\nlicense: mit\n---\n# Demo\n",
			"app.py": "import gradio as gr\n",
		},
	});
	const prepare = repoFilesPreparer(store, blobs);
	expect(await importRepoEvents(store, "dataset", readFolder(datasets, "dataset"), { prepare })).toMatchObject({
		rejected: 0,
	});
	expect(await importRepoEvents(store, "space", readFolder(spaces, "space"), { prepare })).toMatchObject({
		rejected: 0,
	});
	await store.repoAdmin.settings({ type: "dataset", id: "acme/gated-set" }, { gated: "manual" });
	await store.repoAdmin.settings({ type: "dataset", id: "acme/gated-photos" }, { gated: "manual" });
	await store.repoAdmin.settings({ type: "dataset", id: "acme/zzsecret-photos" }, { private: true });
	const secret = {
		id: "acme/zzsecret-set",
		private: true,
		tags: ["task_categories:text-classification", "language:de"],
	};
	await importRepoEvents(store, "dataset", readRecords(Readable.from([JSON.stringify(secret)]), "secret.jsonl"));
	await store.writer.upsert([
		{
			record: {
				id: "acme/tiny",
				pipeline_tag: "text-classification",
				tags: ["text-classification", "dataset:acme/reviews", "dataset:elsewhere/absent"],
				cardData: { datasets: ["acme/reviews", "elsewhere/absent"] },
			},
		},
	]);
	await store.writer.refreshFacets();
	server = await startServer({ dir: SITE_DIR, port: 0, host: "127.0.0.1", store, blobs, seedSamples: false } as never);
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
	await stopServer(server, 1000);
	await store.close();
	rmSync(dir, { recursive: true, force: true });
});

const page = async (path: string) => {
	const res = await fetch(base + path);
	const text = await res.text();
	if (process.env.DUMP_PAGES)
		writeFileSync(join(process.env.DUMP_PAGES, `${path.replace(/[^a-z0-9]+/gi, "_")}.html`), text);
	return { status: res.status, text };
};
/** The page's main text without tags (what a reader sees), with entities decoded that matter here. */
const textOf = (html: string) =>
	html
		.replace(/<script[\s\S]*?<\/script>/g, "")
		.replace(/<!-- -->/g, "")
		.replace(/<[^>]+>/g, " ")
		.replace(/&amp;/g, "&")
		.replace(/&lt;/g, "<")
		.replace(/&gt;/g, ">")
		.replace(/&quot;/g, '"')
		.replace(/&#x27;/g, "'")
		.replace(/\s+/g, " ");

describe("/datasets and /spaces", () => {
	it("lists, searches and filters datasets, naming languages, without a trace of a private one", async () => {
		const all = await page("/datasets");
		expect(all.status).toBe(200);
		expect(all.text).not.toMatch(/<div hidden id="S:|<template id="B:/);
		expect(all.text).toContain('href="/datasets/acme/reviews"');
		expect(all.text).toContain('href="/datasets/acme/broken"');
		expect(all.text).not.toContain("zzsecret");
		expect(all.text).toMatch(/<form[^>]*action="\/datasets" method="get"/);
		// Languages by name, with their codes as the values sent.
		const menus = all.text.replace(/<!-- -->/g, "");
		expect(menus).toContain('<option value="en">English (1)</option>');
		expect(menus).toContain('<option value="fr">French (1)</option>');
		expect(menus).not.toContain("German");
		expect(menus).toContain('<option value="text-classification">Text Classification (1)</option>');
		expect(menus).toContain('<option value="json">json (2)</option>');
		const filtered = await page("/datasets?task=text-classification&language=fr");
		expect(filtered.text).toContain('href="/datasets/acme/reviews"');
		expect(filtered.text).not.toContain('href="/datasets/acme/broken"');
		expect(textOf(filtered.text)).toContain("1 dataset");
		const searched = await page("/datasets?q=broken");
		expect(searched.text).toContain('href="/datasets/acme/broken"');
		expect(searched.text).not.toContain('href="/datasets/acme/reviews"');
		expect((await page("/datasets?sort=likes")).status).toBe(200);
		expect((await page("/datasets?q=%00")).status).toBe(400);
	});

	it("lists spaces by SDK and says that none runs here", async () => {
		const spaces = await page("/spaces?sdk=gradio");
		expect(spaces.status).toBe(200);
		expect(spaces.text).toContain('href="/spaces/acme/demo"');
		expect(spaces.text.replace(/<!-- -->/g, "")).toContain('<option value="gradio" selected="">Gradio (1)</option>');
		expect(textOf(spaces.text)).toContain("runs no Space runtime");
	});
});

describe("a dataset's page", () => {
	it("shows the header, sanitized card, files, the first rows as a typed table, snippets and related repositories", async () => {
		const { status, text } = await page("/datasets/acme/reviews");
		expect(status).toBe(200);
		// The whole page is in the HTML where a browser without JavaScript shows it (no boundary swapped in by a script).
		expect(text).not.toMatch(/<div hidden id="S:|<template id="B:/);
		const t = textOf(text);
		expect(t).toContain("Acme reviews");
		expect(text).toContain('href="/tasks/text-classification"');
		expect(t).toContain("Text Classification");
		expect(t).toContain("Size (rows) n<1K");
		expect(t).toContain("English, French");
		expect(text).toContain('href="/datasets?license=mit"');
		expect(text).not.toContain("<script>alert(1)");
		// Files link to their downloads on this hub.
		// Files link to their pages on this hub (text a browser shows) or their downloads; a file's page is the dataset's.
		expect(text).toContain('href="/datasets/acme/reviews/blob/main/README.md"');
		const readme = await page("/datasets/acme/reviews/blob/main/README.md");
		expect(readme.status).toBe(200);
		expect(readme.text).toContain('href="/datasets/acme/reviews/resolve/main/README.md"');
		expect(readme.text).toContain('href="/datasets/acme/reviews/tree/main"');
		expect(textOf(readme.text)).toContain("Short reviews.");
		// The viewer: the default split, its columns with types, the row count and the first page.
		expect(t).toContain("30 rows in default/train");
		expect(t).toMatch(/text string/);
		expect(t).toMatch(/label int64/);
		expect(t).toMatch(/score float64/);
		expect(t).toContain("review number 0 plain");
		expect(t).toContain("review number 19 plain");
		expect(t).not.toContain("review number 20 plain");
		expect(text).toContain('href="/datasets/acme/reviews?offset=20#viewer"');
		expect(text).toContain('href="/datasets/acme/reviews?config=default&amp;split=test#viewer"');
		// Snippets from the core, pointing at this hub.
		expect(t).toContain("load_dataset");
		expect(t).toContain(base);
		// Related repositories: the models trained on it and the spaces that use it.
		expect(text).toContain('href="/acme/tiny"');
		expect(text).toContain('href="/spaces/acme/demo"');
	});

	it("pages by links, searches within a split, and folds nested values", async () => {
		const next = textOf((await page("/datasets/acme/reviews?offset=20")).text);
		expect(next).toContain("review number 20 plain");
		expect(next).toContain("review number 29 plain");
		expect(next).toContain("rows 21–30 shown");
		expect(next).not.toContain("review number 19 plain");
		const found = await page("/datasets/acme/reviews?q=zebra");
		expect(textOf(found.text)).toContain("1 matching “zebra”");
		expect(textOf(found.text)).toContain("review number 7 zebra");
		expect(textOf(found.text)).not.toContain("review number 8 plain");
		const test = await page("/datasets/acme/reviews?config=default&split=test");
		expect(test.status).toBe(200);
		expect(test.text.replace(/<!-- -->/g, "")).toContain('<details class="cell-fold"><summary>{ 2 fields }</summary>');
		expect(textOf(test.text)).toContain("list of 3 items");
		expect(textOf(test.text)).toContain("nested two");
	});

	it("says why a split cannot be read, for that split only", async () => {
		const broken = await page("/datasets/acme/broken");
		expect(broken.status).toBe(200);
		expect(broken.text.replace(/<!-- -->/g, "")).toMatch(
			/role="alert"[^>]*>default \/ train: data\/train.parquet: [^<]*parquet footer/,
		);
		const other = await page("/datasets/acme/broken?config=default&split=test");
		expect(other.status).toBe(200);
		expect(textOf(other.text)).toContain("1 row in default/test");
	});

	it("is the missing page, but for its id, when private", async () => {
		const hidden = await page("/datasets/acme/zzsecret-set");
		const absent = await page("/datasets/acme/zzabsent-set");
		expect(hidden.status).toBe(404);
		const neutral = (text: string, name: string) =>
			text.replaceAll(name, "NAME").replaceAll(name.replace(/-/g, " "), "WORDS");
		expect(neutral(hidden.text, "zzsecret-set")).toBe(neutral(absent.text, "zzabsent-set"));
		expect((await page("/datasets/acme/zzsecret-set.data")).status).toBe(404);
	});
});

describe("a gated dataset", () => {
	it("shows its card and how to ask for access, but not its rows, and has its own access form page", async () => {
		const { status, text } = await page("/datasets/acme/gated-set");
		expect(status).toBe(200);
		const t = textOf(text);
		expect(t).toContain("Gated dataset");
		expect(t).toContain("This dataset is gated");
		expect(text).toContain(`href="/login?next=${encodeURIComponent("/datasets/acme/gated-set")}"`);
		expect(t).not.toContain("secret row");
		expect(t).toContain("The rows are shown to those the owners have granted access to.");
		const ask = await page("/datasets/acme/gated-set/ask-access");
		expect(ask.status).toBe(200);
		expect(textOf(ask.text)).toContain("Request access to acme/gated-set");
		expect(ask.text).toContain('href="/datasets/acme/gated-set"');
		const open = await fetch(`${base}/datasets/acme/reviews/ask-access`, { redirect: "manual" });
		expect([open.status, open.headers.get("location")]).toEqual([302, "/datasets/acme/reviews"]);
	});
});

describe("images and sounds in the viewer", () => {
	it.skipIf(!hasPython)(
		"are thumbnails and players; one too large for the page is read from its own address",
		async () => {
			const { status, text } = await page("/datasets/acme/pictures");
			expect(status).toBe(200);
			const html = text.replace(/&amp;/g, "&");
			expect(html).toMatch(/<img class="cell-image" src="data:image\/png;base64,/);
			expect(html).toMatch(/<audio class="cell-audio" controls="" preload="none" src="data:audio\/wav;base64,/);
			const large = /<img class="cell-image" src="(\/datasets\/acme\/pictures\/viewer-media\?[^"]+)"/.exec(html)?.[1];
			expect(large).toBeDefined();
			const res = await fetch(base + (large as string));
			expect(res.status).toBe(200);
			expect(res.headers.get("content-type")).toBe("image/png");
			expect(
				Buffer.from(await res.arrayBuffer())
					.subarray(1, 4)
					.toString(),
			).toBe("PNG");
			// The address names a file of the dataset: another path, another dataset or a bad cell is a 404.
			expect((await fetch(base + (large as string).replace("file=data", "file=nope"))).status).toBe(404);
			expect((await fetch(base + (large as string).replace("/acme/pictures/", "/acme/reviews/"))).status).toBe(404);
			expect((await fetch(base + (large as string).replace(/column=\d+/, "column=0"))).status).toBe(404);
			expect(
				(await fetch(`${base}/datasets/acme/zzsecret-set/viewer-media?file=x&row=0&column=0&path=[]`)).status,
			).toBe(404);
		},
	);
});

describe("image and audio folders in the viewer", () => {
	it("show a row per file, the images as bounded lazy thumbnails with their labels, read from the media route", async () => {
		const { status, text } = await page("/datasets/acme/photos");
		expect(status).toBe(200);
		const t = textOf(text);
		expect(t).not.toMatch(/does not read/);
		expect(t).toContain("3 rows in default/train");
		expect(t).toMatch(/image Image/);
		expect(t).toMatch(/label ClassLabel/);
		const html = text.replace(/&amp;/g, "&");
		const imgs = [...html.matchAll(/<img class="cell-image"[^>]*>/g)].map((m) => m[0]);
		expect(imgs).toHaveLength(3);
		for (const img of imgs) {
			expect(img).toContain('loading="lazy"');
			expect(img).toContain('width="128"');
			expect(img).toContain('height="64"');
		}
		const src = (file: string) => `/datasets/acme/photos/viewer-media?${new URLSearchParams({ file })}`;
		expect(imgs[0]).toContain(`src="${src("train/cat/1.png")}"`);
		expect(imgs[1]).toContain(`src="${src("train/dog/2.jpg")}"`);
		// An image folder has no text to search: no search form.
		expect(text).not.toContain('aria-label="Search this split"');
		// The media route answers the file's bytes with their own type.
		const png = await fetch(base + src("train/cat/1.png"));
		expect([png.status, png.headers.get("content-type"), png.headers.get("x-content-type-options")]).toEqual([
			200,
			"image/png",
			"nosniff",
		]);
		expect(Buffer.from(await png.arrayBuffer()).equals(PNG)).toBe(true);
		const jpeg = await fetch(base + src("train/dog/2.jpg"));
		expect([jpeg.status, jpeg.headers.get("content-type")]).toEqual([200, "image/jpeg"]);
		expect(Buffer.from(await jpeg.arrayBuffer()).equals(JPEG)).toBe(true);
		// A file named .png that is not an image, a file not in the dataset, a file of another dataset: 404.
		expect((await fetch(base + src("train/dog/fake.png"))).status).toBe(404);
		expect((await fetch(base + src("train/cat/9.png"))).status).toBe(404);
		expect((await fetch(base + src("README.md"))).status).toBe(404);
		expect((await fetch(`${base}/datasets/acme/reviews/viewer-media?file=train/cat/1.png`)).status).toBe(404);
	});

	it("a metadata file's rows name their images; a sound folder's files are players", async () => {
		const captioned = await page("/datasets/acme/captioned");
		expect(captioned.status).toBe(200);
		expect(textOf(captioned.text)).toContain("a red dot");
		expect(captioned.text.replace(/&amp;/g, "&")).toContain(
			`src="/datasets/acme/captioned/viewer-media?${new URLSearchParams({ file: "data/train/a.png" })}"`,
		);
		const sounds = await page("/datasets/acme/sounds");
		expect(textOf(sounds.text)).toContain("2 rows in default/train");
		const players = [...sounds.text.replace(/&amp;/g, "&").matchAll(/<audio class="cell-audio" controls=""[^>]*>/g)];
		expect(players).toHaveLength(2);
		const src = /src="([^"]+)"/.exec(players[0]?.[0] ?? "")?.[1] ?? "";
		expect(src).toBe(`/datasets/acme/sounds/viewer-media?${new URLSearchParams({ file: "train/a.wav" })}`);
		const res = await fetch(base + src);
		expect([res.status, res.headers.get("content-type")]).toEqual([200, "audio/wav"]);
		expect(Buffer.from(await res.arrayBuffer()).equals(wav())).toBe(true);
	});

	it("a private dataset's media is exactly a missing dataset's to a visitor; a gated one's is not served", async () => {
		const media = (id: string, file = "train/cat/1.png") =>
			fetch(`${base}/datasets/${id}/viewer-media?${new URLSearchParams({ file })}`);
		const hidden = await media("acme/zzsecret-photos");
		const absent = await media("acme/zzabsent-photos");
		expect(hidden.status).toBe(404);
		const neutral = async (r: Response, name: string) =>
			[r.status, r.headers.get("content-type"), (await r.text()).replaceAll(name, "NAME")] as const;
		expect(await neutral(hidden, "zzsecret-photos")).toEqual(await neutral(absent, "zzabsent-photos"));
		const gated = await media("acme/gated-photos", "train/1.png");
		expect(gated.status).not.toBe(200);
		expect(Buffer.from(await gated.arrayBuffer()).includes(PNG.subarray(0, 8))).toBe(false);
		// The same address serves the image once the dataset is public: the 404 was the policy's, not a broken file.
		await store.repoAdmin.settings({ type: "dataset", id: "acme/zzsecret-photos" }, { private: false });
		try {
			const shown = await media("acme/zzsecret-photos");
			expect([shown.status, shown.headers.get("content-type")]).toEqual([200, "image/png"]);
		} finally {
			await store.repoAdmin.settings({ type: "dataset", id: "acme/zzsecret-photos" }, { private: true });
		}
		expect((await media("acme/zzsecret-photos")).status).toBe(404);
	});
});

describe("a space's page", () => {
	it("shows its SDK, card, files, the models and datasets it uses, and that it does not run here", async () => {
		const { status, text } = await page("/spaces/acme/demo");
		expect(status).toBe(200);
		const t = textOf(text);
		// Its files are here (imported with them): the stage in its record is this hub's, not one the Hub reported.
		expect(t).toContain("it does not run Spaces, so the app itself does not run here");
		expect(t).not.toContain("When it was imported");
		expect(t).toContain("Gradio");
		expect(text).toContain('href="/acme/tiny"');
		expect(t).toContain("elsewhere/unknown (not on this hub)");
		expect(text).toContain('href="/datasets/acme/reviews"');
		expect(text).toContain('href="/spaces/acme/demo/blob/main/app.py"');
		expect((await page("/spaces/acme/nothing")).status).toBe(404);
	});
});

describe("links from elsewhere", () => {
	it("a task page lists its stored datasets and links to them all", async () => {
		const { status, text } = await page("/tasks/text-classification");
		expect(status).toBe(200);
		expect(text).toContain('href="/datasets/acme/reviews"');
		expect(text).toContain('href="/datasets?task=text-classification"');
		expect(textOf(text)).toContain("Browse all 1 dataset for this task");
		expect(text).not.toContain("zzsecret");
	});

	it("a model page links the datasets its card names to their pages when stored", async () => {
		const { status, text } = await page("/acme/tiny");
		expect(status).toBe(200);
		expect(text).toContain('href="/datasets/acme/reviews"');
		expect(text).not.toContain('href="/datasets/elsewhere/absent"');
		expect(textOf(text)).toContain("elsewhere/absent");
	});
});

describe("in a browser", () => {
	it("hydrates the pages with no console error and no axe-core violation, and pages the viewer client-side", async () => {
		const browser = await chromium.launch({
			executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
			headless: true,
			args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"],
		});
		try {
			const tab = await (await browser.newContext()).newPage();
			const errors: string[] = [];
			tab.on("console", (m) => {
				if (m.type() === "error") errors.push(m.text());
			});
			tab.on("pageerror", (e) => errors.push(e.message));
			for (const path of [
				"/datasets",
				"/spaces",
				"/spaces/acme/demo",
				"/datasets/acme/reviews?config=default&split=test",
				"/datasets/acme/captioned",
				"/datasets/acme/sounds",
			]) {
				await tab.goto(base + path, { waitUntil: "networkidle" });
				await hydrated(tab);
				expect(await axeViolations(tab), path).toEqual([]);
			}
			// The list searches as one types (the same form as /models), keeping the search in the URL.
			await tab.goto(`${base}/datasets`, { waitUntil: "networkidle" });
			await hydrated(tab);
			await tab.getByRole("searchbox", { name: "Search" }).fill("broken");
			await tab.waitForURL(/q=broken/);
			await expect.poll(() => tab.locator("table.model-table tbody tr").count()).toBe(1);
			await tab.getByRole("combobox", { name: "Language" }).selectOption("en");
			await tab.waitForURL(/language=en/);
			await tab.goto(`${base}/datasets/acme/reviews`, { waitUntil: "networkidle" });
			await hydrated(tab);
			await tab.getByRole("link", { name: "Next rows" }).click();
			await tab.waitForURL(/offset=20/);
			await tab.getByText("review number 20 plain").waitFor();
			await tab.getByRole("searchbox", { name: /Search in train/ }).fill("zebra");
			await tab.getByRole("button", { name: "Search" }).click();
			await tab.waitForURL(/q=zebra/);
			await tab.getByText("review number 7 zebra").waitFor();
			expect(await axeViolations(tab)).toEqual([]);
			expect(errors).toEqual([]);
		} finally {
			await browser.close();
		}
	});
});
