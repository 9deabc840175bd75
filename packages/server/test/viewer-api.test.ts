// The data viewer's JSON API through real requests, on datasets imported from folders made here: splits of a card's
// configs, first rows, pages at an offset, search, an image folder's rows naming their files, and what is wrong with
// one split answered for that split (404 for a missing one, 422 with an error for a broken one, never a 500); a
// private dataset's viewer answers exactly like a missing dataset's, a gated one's needs granted access.
import { request } from "node:http";
import { importRepoEvents, readFolder, repoFilesPreparer } from "@modelhub/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoFolder } from "../../store/test/helpers/repos.js";
import { type HubServer, startHubServer } from "./helpers/hub-server.js";

let hub: HubServer;
const repos = repoFolder();
const tokens: Record<string, string> = {};

const CARD = [
	"---",
	"license: mit",
	"configs:",
	"- config_name: reviews",
	"  default: true",
	"  data_files:",
	"  - split: train",
	"    path: reviews/train.csv",
	"  - split: test",
	"    path: reviews/test.csv",
	"- config_name: logs",
	"  data_files: logs/*.jsonl",
	"- config_name: broken",
	"  data_files: broken/*.parquet",
	"- config_name: ghost",
	"  data_files:",
	"  - split: train",
	"    path: nowhere/*.csv",
	"---",
	"# Reviews",
	"",
].join("\n");

const trainCsv = `text,label\n${Array.from({ length: 250 }, (_, i) => `${i % 7 === 0 ? "great" : "fine"} review ${i},${i % 2}`).join("\n")}\n`;
const longText = "x".repeat(20_000);
const logs = [
	'{"level":"info","message":"started","n":1,"tags":["a","b"]}',
	"{not json",
	`{"level":"warn","message":"${longText}","n":2,"tags":[]}`,
	'{"level":"info","message":"stopped","n":3,"tags":["c"]}',
].join("\n");
const png = Buffer.from(
	"89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
		"1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
	"hex",
);

beforeAll(async () => {
	hub = await startHubServer({ seedSamples: false, limits: { viewerAnswerMs: 10_000 } });
	const { accounts } = hub.store;
	await accounts.createUser({ name: "alice", password: "alice's password" });
	await accounts.createUser({ name: "bob", password: "bob's password" });
	await accounts.createOrg({ name: "acme" });
	await accounts.setMember("acme", "alice", "admin");
	tokens.alice = (await hub.store.tokens.create({ owner: "alice", name: "a", role: "write" })).token;
	tokens.bob = (await hub.store.tokens.create({ owner: "bob", name: "b", role: "write" })).token;
	const data = {
		"README.md": CARD,
		"reviews/train.csv": trainCsv,
		"reviews/test.csv": "text,label\nok,1\n",
		"logs/app.jsonl": `${logs}\n`,
		"broken/data.parquet": Buffer.from("PAR1 this is not a parquet file at all PAR1"),
	};
	repos.write("acme/reviews", data);
	repos.write("acme/secret", data);
	repos.write("acme/gated", data);
	repos.write("acme/pets", {
		"train/cat/1.png": png,
		"train/cat/2.png": png,
		"train/dog/3.png": png,
		"test/cat/4.png": png,
	});
	await importRepoEvents(hub.store, "dataset", readFolder(repos.root, "dataset"), {
		prepare: repoFilesPreparer(hub.store, hub.blobs),
	});
	await hub.store.repoAdmin.settings({ type: "dataset", id: "acme/secret" }, { private: true });
	await hub.store.repoAdmin.settings({ type: "dataset", id: "acme/gated" }, { gated: "manual" });
}, 120_000);
afterAll(async () => {
	await hub?.close();
	repos.cleanup();
});

function call(path: string, token?: string) {
	const { port } = new URL(hub.url);
	const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
	return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
		const req = request({ host: "127.0.0.1", port, method: "GET", path, headers }, (res) => {
			let body = "";
			res.setEncoding("utf8");
			res.on("data", (c: string) => {
				body += c;
			});
			res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
		});
		req.on("error", reject);
		req.end();
	});
}

const json = async (path: string, token?: string) => {
	const r = await call(path, token);
	expect([path, r.status, r.body.slice(0, 300)]).toEqual([path, 200, expect.any(String)]);
	return JSON.parse(r.body);
};

const V = "/api/datasets/acme/reviews/viewer";

describe("splits", () => {
	it("lists each config's splits as the datasets library finds them, and the ones that cannot be shown with why", async () => {
		const answer = await json(`${V}/splits`);
		expect(answer.splits).toEqual([
			{ dataset: "acme/reviews", config: "reviews", split: "train" },
			{ dataset: "acme/reviews", config: "reviews", split: "test" },
			{ dataset: "acme/reviews", config: "logs", split: "train" },
			{ dataset: "acme/reviews", config: "broken", split: "train" },
		]);
		expect(answer.pending).toEqual([]);
		expect(answer.failed).toEqual([
			expect.objectContaining({ dataset: "acme/reviews", config: "ghost", error: expect.stringMatching(/nowhere/) }),
		]);
		const pets = await json("/api/datasets/acme/pets/viewer/splits");
		expect(pets.splits.map((s: { split: string }) => s.split).sort()).toEqual(["test", "train"]);
	});
});

describe("first rows and pages", () => {
	it("answers the first rows with features in the Hub's shape and typed cells", async () => {
		const first = await json(`${V}/first-rows?config=reviews&split=train`);
		expect(first).toMatchObject({ dataset: "acme/reviews", config: "reviews", split: "train", num_rows_total: 250 });
		expect(first.features).toEqual([
			{ feature_idx: 0, name: "text", type: { _type: "Value", dtype: "string" }, viewer_type: { kind: "string" } },
			{ feature_idx: 1, name: "label", type: { _type: "Value", dtype: "int64" }, viewer_type: { kind: "int" } },
		]);
		expect(first.rows).toHaveLength(100);
		expect(first.rows[3]).toEqual({ row_idx: 3, row: { text: "fine review 3", label: 1 }, truncated_cells: [] });
		expect(first.truncated).toBe(false);
		// The default config when none is named.
		expect((await json(`${V}/first-rows?split=test`)).rows).toEqual([
			{ row_idx: 0, row: { text: "ok", label: 1 }, truncated_cells: [] },
		]);
	});

	it("pages through a split by offset and length", async () => {
		const page = await json(`${V}/rows?config=reviews&split=train&offset=240&length=20`);
		expect(page.rows.map((r: { row_idx: number }) => r.row_idx)).toEqual(Array.from({ length: 10 }, (_, i) => 240 + i));
		expect(page.rows[0].row).toEqual({ text: "fine review 240", label: 0 });
		expect(page).toMatchObject({ num_rows_total: 250, num_rows_per_page: 100, partial: false });
		expect((await json(`${V}/rows?config=reviews&split=train&offset=1000`)).rows).toEqual([]);
	});

	it("says what is wrong with rows of a file without failing the page: a bad line, a cut string, a big integer", async () => {
		const page = await json(`${V}/rows?config=logs&split=train`);
		expect(page.rows).toHaveLength(4);
		expect(page.rows[1]).toMatchObject({ row_idx: 1, error: expect.stringMatching(/not valid JSON/) });
		expect(page.rows[2].row.message).toMatchObject({ type: "text", length: 20_000 });
		expect(page.rows[2].truncated_cells).toEqual(["message"]);
		expect(page.rows[3].row).toEqual({
			level: "info",
			message: "stopped",
			n: 3,
			tags: { type: "list", items: ["c"], length: 1 },
		});
		expect(page.rows[0].row.tags).toMatchObject({ type: "list", length: 2 });
		expect(page.problems.join(" ")).toMatch(/row 1 is not valid JSON/);
	});

	it("gives an image folder's rows their files' URLs and labels from the folder names", async () => {
		const first = await json("/api/datasets/acme/pets/viewer/first-rows?split=train");
		expect(first.features.map((f: { type: unknown }) => f.type)).toEqual([
			{ _type: "Image" },
			{ _type: "ClassLabel", names: ["cat", "dog"] },
		]);
		expect(first.rows).toHaveLength(3);
		const cell = first.rows[2].row.image;
		expect(cell).toMatchObject({ type: "image", mime: "image/png", path: "train/dog/3.png" });
		expect(first.rows[2].row.label).toBe(1);
		const src = new URL(cell.src);
		const bytes = await call(src.pathname);
		expect([bytes.status, Number(bytes.headers["content-length"])]).toEqual([200, png.length]);
	});
});

describe("search", () => {
	it("finds rows whose text holds the query, case-insensitively, paged", async () => {
		const found = await json(`${V}/search?config=reviews&split=train&query=GREAT&length=5`);
		expect(found.num_rows_total).toBe(36);
		expect(found.partial).toBe(false);
		expect(found.rows.map((r: { row_idx: number }) => r.row_idx)).toEqual([0, 7, 14, 21, 28]);
		const next = await json(`${V}/search?config=reviews&split=train&query=great&offset=35`);
		expect(next.rows.map((r: { row_idx: number }) => r.row_idx)).toEqual([245]);
	});
});

describe("errors", () => {
	it("are one-line JSON 4xx for the split they concern, never a 500", async () => {
		const cases: [string, number, RegExp][] = [
			[
				`${V}/first-rows?config=nope&split=train`,
				404,
				/config "nope" not found \(configs: reviews, logs, broken, ghost\)/,
			],
			[`${V}/first-rows?config=reviews&split=nope`, 404, /split "nope" not found in config reviews/],
			[`${V}/first-rows?config=reviews`, 400, /split is required/],
			[`${V}/rows?config=reviews&split=train&offset=-1`, 400, /offset/],
			[`${V}/rows?config=reviews&split=train&length=101`, 400, /length/],
			[`${V}/rows?config=reviews&split=train&length=abc`, 400, /length/],
			[`${V}/search?config=reviews&split=train`, 400, /query is required/],
			[`${V}/search?config=reviews&split=train&query=${"q".repeat(201)}`, 400, /query/],
			[`${V}/search?config=reviews&split=train&query=a%00b`, 400, /control character/],
			[`${V}/first-rows?config=broken&split=train`, 422, /^broken\/train: .*data\.parquet/],
			[`${V}/first-rows?config=ghost&split=train`, 422, /^ghost\/train: /],
			[`${V}/first-rows?config=reviews&split=train&revision=nope`, 404, /nope/],
			["/api/datasets/acme/pets/viewer/search?split=train&query=cat", 422, /image folder/],
			[`${V}/size`, 404, /no API route/],
			[`${V}/media?row=0&column=0`, 400, /file is required/],
			[`${V}/media?file=reviews/test.csv`, 400, /row and column are required/],
			[`${V}/media?file=nope.parquet&row=0&column=0`, 404, /Entry not found: nope\.parquet/],
			[`${V}/media?file=reviews/test.csv&row=0&column=0&path=%7Bx`, 400, /path must be a JSON list/],
			[`${V}/media?file=reviews/test.csv&row=0&column=9`, 422, /no column 9/],
			[`${V}/media?file=logs/app.jsonl&row=0&column=1`, 422, /no media/],
		];
		for (const [path, status, message] of cases) {
			const r = await call(path);
			expect([path, r.status]).toEqual([path, status]);
			const error = JSON.parse(r.body).error as string;
			expect([path, error]).toEqual([path, expect.stringMatching(message)]);
			expect(r.body).not.toMatch(/\n|at .*\.(js|ts):\d+/);
		}
		// The other splits still answer.
		expect((await json(`${V}/first-rows?config=logs&split=train`)).rows).toHaveLength(4);
	});

	it("says in words that a file's stored bytes are gone, with no path or errno", async () => {
		const lost = await startHubServer({ seedSamples: false });
		const folder = repoFolder();
		try {
			folder.write("acme/lost", { "data/train.csv": "text,label\nkept,1\n", "data/test.csv": "text,label\ngone,0\n" });
			await importRepoEvents(lost.store, "dataset", readFolder(folder.root, "dataset"), {
				prepare: repoFilesPreparer(lost.store, lost.blobs),
			});
			const L = "/api/datasets/acme/lost/viewer";
			expect((await (await fetch(`${lost.url}${L}/first-rows?split=test`)).json()).rows).toHaveLength(1);
			// The train file's blob removed behind the hub's back (a disk cleaned by hand, a bucket emptied).
			const repo = { type: "dataset" as const, id: "acme/lost" };
			const main = await lost.store.revisions.resolve(repo, "main");
			const train = main && (await lost.store.revisions.file(repo, main.sha, "data/train.csv"));
			if (!train) throw new Error("no train file");
			await lost.blobs.delete(train.sha256);
			const r = await fetch(`${lost.url}${L}/first-rows?split=train`);
			expect(r.status).toBe(422);
			const body = await r.text();
			expect(JSON.parse(body).error).toBe(
				"default/train: data/train.csv: this file's bytes are not stored on this hub: upload it again",
			);
			expect(body).not.toMatch(/ENOENT|errno|\/blobs\/|sha256\/|\/tmp\//);
		} finally {
			folder.cleanup();
			await lost.close();
		}
	});

	it("answers a viewer that takes too long with a 422 naming the split, within the time limit", async () => {
		const slow = await startHubServer({
			seedSamples: false,
			limits: { viewerAnswerMs: 1 },
			viewer: { limits: { countTimeMs: 1_000 } },
		});
		try {
			await importRepoEvents(slow.store, "dataset", readFolder(repos.root, "dataset"), {
				prepare: repoFilesPreparer(slow.store, slow.blobs),
			});
			const started = Date.now();
			const r = await fetch(`${slow.url}${V}/first-rows?config=reviews&split=train`);
			expect(Date.now() - started).toBeLessThan(5_000);
			expect(r.status).toBe(422);
			expect((await r.json()).error).toMatch(/^reviews\/train: the viewer took more than/);
		} finally {
			await slow.close();
		}
	});
});

describe("access", () => {
	const paths = (id: string) => [
		`/api/datasets/${id}/viewer/splits`,
		`/api/datasets/${id}/viewer/first-rows?config=reviews&split=train`,
		`/api/datasets/${id}/viewer/rows?config=reviews&split=train&offset=10&length=2`,
		`/api/datasets/${id}/viewer/search?config=reviews&split=train&query=great`,
		`/api/datasets/${id}/viewer/media?file=logs/app.jsonl&row=0&column=1`,
	];

	it("a private dataset's viewer answers exactly like a missing dataset's, except to its members", async () => {
		for (const who of [undefined, tokens.bob]) {
			for (const [i, path] of paths("acme/secret").entries()) {
				const a = await call(path, who);
				const b = await call(paths("acme/absent")[i] as string, who);
				expect([path, a.status, a.body.replaceAll("acme/secret", "ID")]).toEqual([
					path,
					404,
					b.body.replaceAll("acme/absent", "ID"),
				]);
			}
		}
		for (const path of paths("acme/secret").slice(0, 4)) expect((await call(path, tokens.alice)).status).toBe(200);
	});

	it("a gated dataset's viewer needs granted access, as its files do", async () => {
		const path = paths("acme/gated")[1] as string;
		const anon = await call(path);
		expect([anon.status, anon.headers["x-error-code"]]).toEqual([401, "GatedRepo"]);
		const bob = await call(path, tokens.bob);
		expect([bob.status, bob.headers["x-error-code"]]).toEqual([403, "GatedRepo"]);
		const grant = await fetch(`${hub.url}/api/datasets/acme/gated/user-access-request/grant`, {
			method: "POST",
			headers: { Authorization: `Bearer ${tokens.alice}`, "Content-Type": "application/json" },
			body: '{"user":"bob"}',
		});
		expect(grant.status).toBe(200);
		expect((await json(path, tokens.bob)).num_rows_total).toBe(250);
	});
});
