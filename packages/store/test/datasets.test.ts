// The dataset and space catalogues on the engine the project names (PGlite, or a throwaway PostgreSQL server): dumps
// and folders imported with their rejections named, lists, searches, filters, counts and facets, and the same
// visibility rules as models (a private repository is never listed, counted or suggested to someone who may not see
// it); the records the write API keeps (create, settings, move, delete) keep the facet counts exact; the sample
// inputs seeded once.
import { join } from "node:path";
import type { RepoRef } from "@modelhub/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
	ANONYMOUS,
	type BlobStore,
	type Caller,
	EVERYTHING,
	importRepoEvents,
	LocalBlobStore,
	RepoWriter,
	readFolder,
	readRecords,
	repoFilesPreparer,
	SAMPLE_INPUTS,
	type Store,
	seedSampleInputs,
	visible,
} from "../src/index.js";
import { collect, type RepoFolder, repoFolder } from "./helpers/repos.js";
import { dumpLines, events, openTestStore, type TestStore } from "./helpers/store.js";

let t: TestStore;
let store: Store;
let blobs: BlobStore;
let repos: RepoFolder;

beforeAll(async () => {
	t = await openTestStore();
	store = t.store;
	blobs = new LocalBlobStore(join(store.dataDir, "blobs"));
	repos = repoFolder();
	await store.accounts.createUser({ name: "alice", password: "alice's password" });
	await store.accounts.createOrg({ name: "acme" });
	await store.accounts.setMember("acme", "alice", "write");
	await store.accounts.createUser({ name: "bob", password: "bob's password" });
});
afterAll(async () => {
	await t.cleanup();
	repos.cleanup();
});

const callerOf = async (name: string) => (await store.accounts.callerOf(name)) as Caller;

/** Dataset records as the Hub's `/api/datasets?full=true` writes them. */
const DATASETS = [
	{
		id: "acme/reviews",
		author: "acme",
		downloads: 900,
		likes: 12,
		tags: [
			"task_categories:text-classification",
			"language:en",
			"license:mit",
			"size_categories:10K<n<100K",
			"format:parquet",
			"modality:text",
		],
		cardData: { pretty_name: "Reviews", license: "mit" },
		createdAt: "2024-01-02T03:04:05.000Z",
		lastModified: "2024-02-02T03:04:05.000Z",
	},
	{
		id: "acme/reviews-fr",
		downloads: 50,
		tags: ["task_categories:text-classification", "language:fr", "license:mit", "format:csv"],
	},
	{
		id: "other/images",
		downloads: 300,
		tags: ["task_categories:image-classification", "modality:image", "license:cc-by-4.0"],
	},
	{
		id: "acme/secret-data",
		private: true,
		downloads: 5000,
		tags: ["task_categories:text-classification", "language:en"],
	},
	{ id: "alice/gated-set", gated: "manual", downloads: 10, tags: ["language:en"] },
];

describe("dataset records", () => {
	it("imports a dump (lines and an array), naming each rejection by its line or index", async () => {
		const rejected: string[] = [];
		const lines = [
			...DATASETS.map((d) => JSON.stringify(d)),
			"{not json",
			'{"id": "no-slash"}',
			'{"id": "a/b", "tags": "x"}',
		];
		const summary = await importRepoEvents(store, "dataset", events([dumpLines(lines)]), {
			onRejected: (r) => rejected.push(`${r.origin}: ${r.reason}`),
		});
		expect(summary).toMatchObject({ seen: 8, inserted: 5, rejected: 3 });
		expect(rejected).toEqual([
			expect.stringMatching(/^dump\.jsonl:6: invalid JSON/),
			expect.stringMatching(/^dump\.jsonl:7: id "no-slash" is not a repository id/),
			"dump.jsonl:8: tags must be an array of strings",
		]);
		const again = await importRepoEvents(
			store,
			"dataset",
			readRecords(Readable(`[${JSON.stringify(DATASETS[0])}]`), "d.json"),
		);
		expect(again).toMatchObject({ seen: 1, inserted: 0, updated: 0, unchanged: 1 });
	});

	it("lists, searches, filters and sorts with keyset pages, as the Hub's query parameters ask", async () => {
		const ids = async (q: Parameters<Store["datasets"]["list"]>[0]) =>
			(await store.datasets.list(q, visible(ANONYMOUS))).items.map((d) => d.id);
		expect(await ids({})).toEqual(["acme/reviews", "other/images", "acme/reviews-fr", "alice/gated-set"]);
		expect(await ids({ search: "review" })).toEqual(["acme/reviews", "acme/reviews-fr"]);
		expect(await ids({ tags: ["task_categories:text-classification", "language:en"] })).toEqual(["acme/reviews"]);
		expect(await ids({ author: "acme" })).toEqual(["acme/reviews", "acme/reviews-fr"]);
		expect(await ids({ gated: true })).toEqual(["alice/gated-set"]);
		expect(await ids({ sort: "likes", limit: 1 })).toEqual(["acme/reviews"]);
		expect(await ids({ sort: "downloads", direction: "asc" })).toEqual([
			"alice/gated-set",
			"acme/reviews-fr",
			"other/images",
			"acme/reviews",
		]);
		const first = await store.datasets.list({ limit: 2 }, visible(ANONYMOUS));
		const second = await store.datasets.list({ limit: 2, cursor: first.nextCursor as string }, visible(ANONYMOUS));
		expect(second.items.map((d) => d.id)).toEqual(["acme/reviews-fr", "alice/gated-set"]);
		const back = await store.datasets.list({ limit: 2, before: second.prevCursor as string }, visible(ANONYMOUS));
		expect(back.items.map((d) => d.id)).toEqual(first.items.map((d) => d.id));
		await expect(store.datasets.list({ cursor: "nope" }, visible(ANONYMOUS))).rejects.toThrow(/cursor/);
	});

	it("never lists, counts, suggests or facets a private dataset to someone who may not see it", async () => {
		const anon = visible(ANONYMOUS);
		const bob = visible(await callerOf("bob"));
		const alice = visible(await callerOf("alice"));
		for (const viewer of [anon, bob]) {
			expect((await store.datasets.list({ search: "secret" }, viewer)).items).toEqual([]);
			expect((await store.datasets.count({}, viewer)).value).toBe(4);
			expect((await store.datasets.count({ tags: ["language:en"] }, viewer)).value).toBe(2);
			expect(await store.datasets.visibleIds(["acme/secret-data", "acme/reviews"], viewer)).toEqual(["acme/reviews"]);
			expect(await store.datasets.similarIds("acme/secret", viewer)).not.toContain("acme/secret-data");
			const tags = await store.datasets.facets("tag", viewer, { prefix: "language:" });
			expect(tags).toEqual([
				{ value: "language:en", count: 2 },
				{ value: "language:fr", count: 1 },
			]);
			expect((await store.datasets.facets("author", viewer)).map((f) => f.value)).not.toContain("acme/secret-data");
		}
		expect((await store.datasets.list({ search: "secret" }, alice)).items.map((d) => d.id)).toEqual([
			"acme/secret-data",
		]);
		expect((await store.datasets.count({ tags: ["language:en"] }, alice)).value).toBe(3);
		expect((await store.datasets.facets("tag", alice, { prefix: "language:en" }))[0]).toEqual({
			value: "language:en",
			count: 3,
		});
		const first = await store.datasets.firstPageWithTotal({ search: "reviews", tags: ["license:mit"] }, anon);
		expect(first.total).toEqual({ value: 2, exact: true });
		expect(await store.repos.access({ type: "dataset", id: "acme/secret-data" }, ANONYMOUS)).toMatchObject({
			private: true,
		});
		expect(await store.repos.access({ type: "dataset", id: "alice/gated-set" }, ANONYMOUS)).toMatchObject({
			gated: "manual",
			granted: false,
		});
		expect(await store.repos.access({ type: "dataset", id: "nobody/none" }, ANONYMOUS)).toBeNull();
	});

	it("keeps facet counts exact through the write API's changes (create, settings, move, delete)", async () => {
		const ref: RepoRef = { type: "dataset", id: "alice/new-set" };
		await store.repoAdmin.create(ref, { private: false, license: "apache-2.0" });
		await expect(store.repoAdmin.create({ type: "dataset", id: "Alice/NEW-set" }, { private: false })).rejects.toThrow(
			/already created this dataset repo/,
		);
		await store.repoAdmin.settings(ref, { private: true });
		await store.repoAdmin.settings(ref, { private: false, gated: "auto" });
		await store.repoAdmin.move(ref, { type: "dataset", id: "acme/moved-set" });
		expect(await store.datasets.record("alice/new-set")).toBeUndefined();
		expect((await store.datasets.record("acme/moved-set"))?.gated).toBe("auto");
		const counted = async () => JSON.stringify(await store.datasets.facets("tag", ANONYMOUS_VIEW(), { limit: 1000 }));
		const before = await counted();
		const total = (await store.datasets.count({}, visible(ANONYMOUS))).value;
		await store.repoRecords.dataset.refreshFacets();
		expect(await counted()).toBe(before);
		expect((await store.datasets.count({}, visible(ANONYMOUS))).value).toBe(total);
		await store.repoAdmin.delete({ type: "dataset", id: "acme/moved-set" });
		expect((await store.datasets.count({}, visible(ANONYMOUS))).value).toBe(total - 1);
	});
});

const ANONYMOUS_VIEW = () => visible(ANONYMOUS);

function Readable(text: string) {
	// A one-chunk stream of text, as a file or stdin gives it.
	return (async function* () {
		yield Buffer.from(text);
	})() as unknown as import("node:stream").Readable;
}

describe("dataset and space folders", () => {
	it("derives a dataset's record from its files: card tags, configs' formats, counted size, modality", async () => {
		repos.write("acme/csv-set", {
			"README.md":
				"---\nlicense: mit\nlanguage: [en, fr]\ntask_categories: [text-classification]\npretty_name: CSV set\n---\n# CSV set\n",
			"data/train.csv": "text,label\na,1\nb,0\nc,1\n",
			"data/test.csv": "text,label\nd,0\n",
		});
		repos.write("acme/pictures", {
			"train/cat/1.png": Buffer.from([137, 80, 78, 71]),
			"train/dog/2.png": Buffer.from([137, 80, 78, 71]),
		});
		const rejected: string[] = [];
		const summary = await importRepoEvents(store, "dataset", readFolder(repos.root, "dataset"), {
			prepare: repoFilesPreparer(store, blobs),
			onRejected: (r) => rejected.push(`${r.origin}: ${r.reason}`),
		});
		expect(rejected).toEqual([]);
		expect(summary).toMatchObject({ inserted: 2 });
		const csv = await store.datasets.get("acme/csv-set");
		expect(csv?.record.tags).toEqual(
			expect.arrayContaining([
				"task_categories:text-classification",
				"language:en",
				"language:fr",
				"license:mit",
				"size_categories:n<1K",
				"modality:tabular",
				"format:csv",
				"library:datasets",
				"library:pandas",
			]),
		);
		expect(csv?.record.cardData).toMatchObject({ pretty_name: "CSV set" });
		expect(csv?.card).toContain("# CSV set");
		expect(typeof csv?.record.sha).toBe("string");
		expect(((csv?.record.siblings ?? []) as { rfilename: string }[]).map((s) => s.rfilename).sort()).toEqual([
			"README.md",
			"data/test.csv",
			"data/train.csv",
		]);
		const ref: RepoRef = { type: "dataset", id: "acme/csv-set" };
		expect((await store.revisions.resolve(ref, "main"))?.sha).toBe(csv?.record.sha);
		expect(await store.revisions.resolve({ type: "model", id: "acme/csv-set" }, "main")).toBeUndefined();
		const pictures = await store.datasets.record("acme/pictures");
		expect(pictures?.tags).toEqual(expect.arrayContaining(["modality:image", "format:imagefolder"]));
	});

	it("derives a space's record: its SDK, the models and datasets it uses, a runtime that says nothing runs", async () => {
		const spaces = repoFolder();
		try {
			spaces.write("acme/demo", {
				"README.md":
					"---\ntitle: Demo\nsdk: gradio\napp_file: app.py\nmodels: [acme/tiny]\ndatasets: [acme/reviews]\nlicense: mit\n---\n# Demo\n",
				"app.py": "import gradio as gr\n",
			});
			spaces.write("acme/plain", { "index.html": "<p>hi</p>" });
			const summary = await importRepoEvents(store, "space", readFolder(spaces.root, "space"), {
				prepare: repoFilesPreparer(store, blobs),
			});
			expect(summary).toMatchObject({ inserted: 2, rejected: 0 });
			const demo = await store.spaces.record("acme/demo");
			expect(demo).toMatchObject({
				sdk: "gradio",
				models: ["acme/tiny"],
				datasets: ["acme/reviews"],
				runtime: { stage: "STOPPED" },
			});
			expect(demo?.tags).toEqual(["gradio", "license:mit"]);
			expect((await store.spaces.record("acme/plain"))?.sdk).toBe("static");
			const using = await store.spaces.list({ links: ["dataset:acme/reviews"] }, visible(ANONYMOUS));
			expect(using.items.map((s) => s.id)).toEqual(["acme/demo"]);
			expect((await store.spaces.count({ sdk: "gradio" }, visible(ANONYMOUS))).value).toBe(1);
			expect(await store.spaces.facets("sdk", visible(ANONYMOUS))).toEqual([
				{ value: "gradio", count: 1 },
				{ value: "static", count: 1 },
			]);
		} finally {
			spaces.cleanup();
		}
	});

	it("imports space dumps as the Hub's /api/spaces writes them", async () => {
		const rejected: string[] = [];
		const spaces = [
			{
				id: "hub/chat",
				sdk: "gradio",
				likes: 40,
				tags: ["gradio", "region:us"],
				runtime: { stage: "RUNNING" },
				models: ["meta-llama/Llama-3.1-8B-Instruct"],
			},
			{ id: "hub/broken", runtime: { hardware: "cpu" } },
		];
		const summary = await importRepoEvents(
			store,
			"space",
			events(spaces.map((s, i) => ({ kind: "record" as const, origin: `s[${i}]`, record: s }))),
			{
				onRejected: (r) => rejected.push(`${r.origin}: ${r.reason}`),
			},
		);
		expect(summary).toMatchObject({ inserted: 1, rejected: 1 });
		expect(rejected).toEqual(["s[1]: runtime.stage must be a string"]);
		expect(
			(await store.spaces.list({ links: ["model:meta-llama/Llama-3.1-8B-Instruct"] }, EVERYTHING)).items.map(
				(s) => s.id,
			),
		).toEqual(["hub/chat"]);
		// Spaces sort by likes unless asked otherwise (the Hub counts no downloads of spaces).
		expect((await store.spaces.list({ limit: 1 }, EVERYTHING)).items[0]?.id).toBe("hub/chat");
	});

	it("counts a dataset's downloads into its catalogue row", async () => {
		const ref: RepoRef = { type: "dataset", id: "acme/csv-set" };
		expect(await store.downloads.count(ref, "client-1", "@window-1")).toBe(true);
		expect(await store.downloads.count(ref, "client-1", "@window-1")).toBe(false);
		expect(await store.downloads.count(ref, "client-2", "@window-1")).toBe(true);
		expect((await store.datasets.record("acme/csv-set"))?.downloads).toBe(2);
		await store.downloads.refresh();
		expect((await store.datasets.list({ search: "csv set" }, EVERYTHING)).items[0]?.downloads).toBe(2);
	});
});

describe("the sample inputs", () => {
	it("are seeded once as a dataset owned by the hub, and brought up to date only when they change", async () => {
		const writer = new RepoWriter(store, blobs);
		expect(await seedSampleInputs(store, writer)).toBe("created");
		const head = await store.revisions.resolve(SAMPLE_INPUTS, "main");
		expect(await seedSampleInputs(store, writer)).toBe("unchanged");
		expect((await store.revisions.resolve(SAMPLE_INPUTS, "main"))?.sha).toBe(head?.sha);
		const files = (await store.revisions.files(SAMPLE_INPUTS, head?.sha as string)).map((f) => f.path).sort();
		expect(files).toEqual(
			[
				".gitattributes",
				"README.md",
				"document.png",
				"image.jpg",
				"manifest.json",
				"mixture.wav",
				"speech.wav",
				"table.csv",
				"video_frames.zip",
			].sort(),
		);
		const record = await store.datasets.record(SAMPLE_INPUTS.id);
		expect(record).toMatchObject({ private: false, gated: false, sha: head?.sha });
		// Someone deleted a file: the next start puts it back.
		await writer.commit({
			repo: SAMPLE_INPUTS,
			branch: "main",
			author: "modelhub",
			summary: "oops",
			ops: [{ kind: "delete", path: "speech.wav" }],
		});
		expect(await seedSampleInputs(store, writer)).toBe("updated");
		expect(await seedSampleInputs(store, writer)).toBe("unchanged");
		// Two processes starting at once after a change: both come up, and the files are brought back by one commit.
		await writer.commit({
			repo: SAMPLE_INPUTS,
			branch: "main",
			author: "modelhub",
			summary: "oops again",
			ops: [{ kind: "delete", path: "table.csv" }],
		});
		const before = (await store.revisions.list(SAMPLE_INPUTS)).length;
		const both = await Promise.all([
			seedSampleInputs(store, writer),
			seedSampleInputs(store, new RepoWriter(store, blobs)),
		]);
		expect(both.sort()).toEqual(["unchanged", "updated"]);
		expect((await store.revisions.list(SAMPLE_INPUTS)).length).toBe(before + 1);
		await expect(store.accounts.createUser({ name: "modelhub", password: "a long password" })).rejects.toThrow(
			/reserved/,
		);
		expect(await collect(store.datasets.export())).toEqual(
			expect.arrayContaining([expect.objectContaining({ record: expect.objectContaining({ id: SAMPLE_INPUTS.id }) })]),
		);
	});
});
