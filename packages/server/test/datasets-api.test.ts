// The Hub's dataset and space API through real requests: lists with the Hub's parameters and shapes, records,
// revisions, trees, paths-info and files of hosted datasets; a private dataset answers exactly like a missing one on
// every route; a gated one's files need granted access; the write API makes datasets and spaces; the sample inputs
// are served by a started hub.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { samplesDir } from "@modelhub/catalog";
import { importRepoEvents, readFolder, repoFilesPreparer } from "@modelhub/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoFolder } from "../../store/test/helpers/repos.js";
import { events } from "../../store/test/helpers/store.js";
import { type HubServer, startHubServer } from "./helpers/hub-server.js";

let hub: HubServer;
const repos = repoFolder();
const logged: string[] = [];
const tokens: Record<string, string> = {};

const record = (i: number, r: { id: string } & Record<string, unknown>) => ({
	kind: "record" as const,
	origin: `#${i}`,
	record: r,
});

beforeAll(async () => {
	hub = await startHubServer({ log: (l) => logged.push(l), errorLog: (l) => logged.push(l) });
	const { accounts } = hub.store;
	await accounts.createUser({ name: "alice", password: "alice's password" });
	await accounts.createUser({ name: "bob", password: "bob's password" });
	await accounts.createOrg({ name: "acme" });
	await accounts.setMember("acme", "alice", "admin");
	tokens.alice = (await hub.store.tokens.create({ owner: "alice", name: "a", role: "write" })).token;
	tokens.bob = (await hub.store.tokens.create({ owner: "bob", name: "b", role: "write" })).token;
	const card = "---\nlicense: mit\ntask_categories: [text-classification]\nlanguage: [en]\n---\n# Reviews\n";
	const data = {
		"README.md": card,
		"data/train.csv": "text,label\ngood,1\nbad,0\n",
		"data/test.csv": "text,label\nok,1\n",
	};
	repos.write("acme/reviews", data);
	repos.write("acme/secret", data);
	repos.write("acme/gated", data);
	await importRepoEvents(hub.store, "dataset", readFolder(repos.root, "dataset"), {
		prepare: repoFilesPreparer(hub.store, hub.blobs),
	});
	const admin = hub.store.repoAdmin;
	await admin.settings({ type: "dataset", id: "acme/secret" }, { private: true });
	await admin.settings({ type: "dataset", id: "acme/gated" }, { gated: "manual" });
	await importRepoEvents(
		hub.store,
		"dataset",
		events(
			Array.from({ length: 5 }, (_, i) =>
				record(i, {
					id: `hub/set-${i}`,
					downloads: 100 - i,
					likes: i,
					tags: ["task_categories:image-classification", i % 2 ? "language:fr" : "language:de"],
				}),
			),
		),
	);
	await importRepoEvents(
		hub.store,
		"space",
		events([
			record(0, {
				id: "hub/demo",
				sdk: "gradio",
				likes: 3,
				tags: ["gradio"],
				runtime: { stage: "RUNNING", hardware: { current: "cpu-basic", requested: "cpu-basic" } },
				models: ["acme/tiny"],
				datasets: ["acme/reviews"],
			}),
			record(1, { id: "hub/other", sdk: "docker", likes: 1, tags: ["docker"] }),
		]),
	);
}, 120_000);
afterAll(async () => {
	await hub.close();
	repos.cleanup();
});

function call(method: string, path: string, token?: string, body?: string) {
	const { port } = new URL(hub.url);
	const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
	if (body !== undefined) headers["Content-Type"] = "application/json";
	return new Promise<{ status: number; headers: Record<string, unknown>; body: string; bytes: Buffer }>(
		(resolve, reject) => {
			const req = request({ host: "127.0.0.1", port, method, path, headers }, (res) => {
				const chunks: Buffer[] = [];
				res.on("data", (c: Buffer) => chunks.push(c));
				res.on("end", () => {
					const bytes = Buffer.concat(chunks);
					resolve({ status: res.statusCode ?? 0, headers: res.headers, body: bytes.toString("utf8"), bytes });
				});
			});
			req.on("error", reject);
			req.end(body);
		},
	);
}

const json = async (path: string, token?: string) => {
	const r = await call("GET", path, token);
	expect([path, r.status]).toEqual([path, 200]);
	return JSON.parse(r.body);
};

describe("GET /api/datasets", () => {
	it("lists in the Hub's short shape, and with full=true the whole records", async () => {
		const list = (await json("/api/datasets?limit=3")) as Record<string, unknown>[];
		expect(list.map((d) => d.id)).toEqual(["hub/set-0", "hub/set-1", "hub/set-2"]);
		expect(list[0]).toEqual({
			_id: expect.stringMatching(/^[0-9a-f]{24}$/),
			id: "hub/set-0",
			author: "hub",
			disabled: false,
			gated: false,
			likes: 0,
			trendingScore: 0,
			private: false,
			downloads: 100,
			tags: ["task_categories:image-classification", "language:de"],
		});
		const full = (await json("/api/datasets?full=true&search=reviews")) as Record<string, unknown>[];
		expect(full.map((d) => d.id)).toEqual(["acme/reviews"]);
		expect(full[0]).toMatchObject({
			cardData: { license: "mit" },
			siblings: expect.arrayContaining([expect.objectContaining({ rfilename: "data/train.csv" })]),
			sha: expect.stringMatching(/^[0-9a-f]{40}$/),
		});
	});

	it("takes the Hub's parameters: filter, author, search, sort, direction, gated, expand, and pages by Link", async () => {
		const ids = async (q: string) => ((await json(`/api/datasets?${q}`)) as { id: string }[]).map((d) => d.id);
		expect(await ids("filter=language:fr")).toEqual(["hub/set-1", "hub/set-3"]);
		expect(await ids("filter=task_categories:image-classification,language:de&sort=likes")).toEqual([
			"hub/set-4",
			"hub/set-2",
			"hub/set-0",
		]);
		expect(await ids("author=acme")).toEqual(["acme/reviews", "acme/gated"]);
		expect(await ids("gated=true")).toEqual(["acme/gated"]);
		expect(await ids("search=set&search=hub&sort=downloads&direction=1&limit=2")).toEqual(["hub/set-4", "hub/set-3"]);
		expect(await json("/api/datasets?search=set-1&expand=downloads&expand=likes")).toEqual([
			{ _id: expect.any(String), id: "hub/set-1", downloads: 99, likes: 1 },
		]);
		const first = await call("GET", "/api/datasets?limit=2&filter=task_categories:image-classification");
		const link = String(first.headers.link);
		expect(link).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/api\/datasets\?limit=2&filter=.*&cursor=[\w-]+>; rel="next"$/);
		const next = new URL(link.slice(1, link.indexOf(">")));
		expect((await json(next.pathname + next.search)).map((d: { id: string }) => d.id)).toEqual([
			"hub/set-2",
			"hub/set-3",
		]);
	});

	it("answers a malformed parameter with a one-line 400 naming it", async () => {
		for (const q of ["limit=0", "sort=size", "direction=2", "gated=maybe", "cursor=nope", `search=${"%00"}`]) {
			const r = await call("GET", `/api/datasets?${q}`);
			expect([q, r.status]).toEqual([q, 400]);
			expect(JSON.parse(r.body).error).toMatch(/^invalid parameter/);
			expect(r.body).not.toMatch(/\n|SELECT|at .*\.js/);
		}
	});
});

describe("a dataset's record and files", () => {
	it("answers the record, a revision, the tree, paths-info and the files as the clients read them", async () => {
		const info = await json("/api/datasets/acme/reviews");
		expect(info).toMatchObject({ id: "acme/reviews", private: false, gated: false, disabled: false, downloads: 0 });
		expect(info.tags).toEqual(expect.arrayContaining(["format:csv", "license:mit", "language:en"]));
		const rev = await json("/api/datasets/acme/reviews/revision/main?blobs=true");
		expect(rev.sha).toBe(info.sha);
		expect(rev.siblings).toEqual(
			expect.arrayContaining([
				expect.objectContaining({ rfilename: "data/test.csv", size: 16, blobId: expect.any(String) }),
			]),
		);
		const tree = await json("/api/datasets/acme/reviews/tree/main/data?expand=true");
		expect(tree.map((e: { path: string }) => e.path)).toEqual(["data/test.csv", "data/train.csv"]);
		expect(tree[0]).toMatchObject({ type: "file", lastCommit: { id: info.sha } });
		const paths = await call(
			"POST",
			"/api/datasets/acme/reviews/paths-info/main",
			undefined,
			'{"paths":["README.md"]}',
		);
		expect(JSON.parse(paths.body)).toEqual([expect.objectContaining({ path: "README.md", type: "file" })]);
		const file = await call("GET", "/datasets/acme/reviews/resolve/main/data/test.csv");
		expect([file.status, file.body, file.headers["x-repo-commit"]]).toEqual([200, "text,label\nok,1\n", info.sha]);
		const missing = await call("GET", "/datasets/acme/reviews/resolve/main/nope.csv");
		expect([missing.status, missing.headers["x-error-code"]]).toEqual([404, "EntryNotFound"]);
		// A model of the same id is another repository.
		expect((await call("GET", "/api/models/acme/reviews")).status).toBe(404);
	});

	it("counts a client's fetches of a dataset's files as one download per five minutes", async () => {
		await call("GET", "/datasets/acme/reviews/resolve/main/data/test.csv");
		await call("HEAD", "/datasets/acme/reviews/resolve/main/data/train.csv");
		await new Promise((r) => setTimeout(r, 200));
		expect((await json("/api/datasets/acme/reviews")).downloads).toBe(1);
	});
});

/** Every route a dataset has, for one id. */
const ROUTES = (id: string): [string, string, string?][] => [
	["GET", `/api/datasets/${id}`],
	["GET", `/api/datasets/${id}/revision/main`],
	["GET", `/api/datasets/${id}/tree/main`],
	["GET", `/api/datasets/${id}/tree/main/data?recursive=true&expand=true`],
	["POST", `/api/datasets/${id}/paths-info/main`, '{"paths":["README.md"],"expand":true}'],
	["GET", `/datasets/${id}/resolve/main/data/test.csv`],
	["HEAD", `/datasets/${id}/resolve/main/data/test.csv`],
	["GET", `/datasets/${id}/raw/main/README.md`],
	["GET", `/api/datasets/${id}/refs`],
	["GET", `/api/datasets/${id}/commits/main`],
	["GET", `/api/datasets/${id}/user-access-request/pending`],
];

const neutral = (a: { status: number; headers: Record<string, unknown>; body: string }, id: string) => ({
	status: a.status,
	code: a.headers["x-error-code"],
	message: String(a.headers["x-error-message"] ?? "").replaceAll(id, "ID"),
	body: a.body.replaceAll(id, "ID"),
});

describe("a private dataset", () => {
	it("answers exactly like a missing one, on every route, to anyone who may not see it", async () => {
		for (const who of [undefined, tokens.bob]) {
			for (const [i, [method, path, body]] of ROUTES("acme/secret").entries()) {
				const missing = ROUTES("acme/absent")[i] as [string, string, string?];
				const a = neutral(await call(method, path, who, body), "acme/secret");
				const b = neutral(await call(missing[0], missing[1], who, missing[2]), "acme/absent");
				expect([path, a]).toEqual([path, b]);
				expect([path, a.status]).toEqual([path, 404]);
			}
		}
	});

	it("is left out of lists for everyone else and listed for its organization's members", async () => {
		const ids = async (token?: string) =>
			((await json("/api/datasets?author=acme", token)) as { id: string }[]).map((d) => d.id).sort();
		expect(await ids()).toEqual(["acme/gated", "acme/reviews"]);
		expect(await ids(tokens.bob)).toEqual(["acme/gated", "acme/reviews"]);
		expect(await ids(tokens.alice)).toEqual(["acme/gated", "acme/reviews", "acme/secret"]);
		expect((await call("GET", "/datasets/acme/secret/resolve/main/data/test.csv", tokens.alice)).status).toBe(200);
	});
});

describe("a gated dataset", () => {
	it("shows its record to everyone and its files after access is granted", async () => {
		const path = "/datasets/acme/gated/resolve/main/data/test.csv";
		expect((await call("GET", "/api/datasets/acme/gated")).status).toBe(200);
		const anon = await call("GET", path);
		expect([anon.status, anon.headers["x-error-code"]]).toEqual([401, "GatedRepo"]);
		const bob = await call("GET", path, tokens.bob);
		expect([bob.status, bob.headers["x-error-code"]]).toEqual([403, "GatedRepo"]);
		const granted = await call(
			"POST",
			"/api/datasets/acme/gated/user-access-request/grant",
			tokens.alice,
			'{"user":"bob"}',
		);
		expect(granted.status).toBe(200);
		expect((await call("GET", path, tokens.bob)).body).toBe("text,label\nok,1\n");
	});
});

describe("GET /api/spaces", () => {
	it("lists spaces with their SDK, by likes, and filters by the models and datasets they use", async () => {
		const list = (await json("/api/spaces")) as Record<string, unknown>[];
		expect(list.map((s) => s.id)).toEqual(["hub/demo", "hub/other"]);
		expect(list[0]).toMatchObject({ sdk: "gradio", likes: 3, tags: ["gradio"] });
		expect(list[0]).not.toHaveProperty("downloads");
		const ids = async (q: string) => ((await json(`/api/spaces?${q}`)) as { id: string }[]).map((s) => s.id);
		expect(await ids("datasets=acme/reviews")).toEqual(["hub/demo"]);
		expect(await ids("models=acme/tiny&datasets=acme/reviews")).toEqual(["hub/demo"]);
		expect(await ids("models=acme/other")).toEqual([]);
		expect(await ids("filter=docker")).toEqual(["hub/other"]);
		const info = await json("/api/spaces/hub/demo");
		expect(info).toMatchObject({ runtime: { stage: "RUNNING" }, models: ["acme/tiny"], datasets: ["acme/reviews"] });
	});
});

describe("a space's files and a private space", () => {
	it("answers a hosted space's revision, tree and files, and a private one exactly like a missing one", async () => {
		const create = (name: string, extra: Record<string, unknown> = {}) =>
			call("POST", "/api/repos/create", tokens.alice, JSON.stringify({ name, type: "space", sdk: "static", ...extra }));
		expect((await create("acme/site")).status).toBe(200);
		expect((await create("acme/hidden", { private: true })).status).toBe(200);
		const rev = await json("/api/spaces/acme/site/revision/main");
		expect(rev).toMatchObject({ id: "acme/site", sdk: "static", sha: expect.stringMatching(/^[0-9a-f]{40}$/) });
		expect((await json("/api/spaces/acme/site/tree/main")).map((e: { path: string }) => e.path)).toEqual([
			".gitattributes",
		]);
		const file = await call("GET", "/spaces/acme/site/resolve/main/.gitattributes");
		expect([file.status, file.headers["x-repo-commit"]]).toEqual([200, rev.sha]);
		for (const who of [undefined, tokens.bob])
			for (const path of [
				"/api/spaces/{id}",
				"/api/spaces/{id}/revision/main",
				"/api/spaces/{id}/tree/main",
				"/spaces/{id}/resolve/main/.gitattributes",
			]) {
				const a = neutral(await call("GET", path.replace("{id}", "acme/hidden"), who), "acme/hidden");
				const b = neutral(await call("GET", path.replace("{id}", "acme/nothing"), who), "acme/nothing");
				expect([path, a]).toEqual([path, b]);
				expect([path, a.status]).toEqual([path, 404]);
			}
		const ids = async (q: string, token?: string) =>
			((await json(`/api/spaces?${q}`, token)) as { id: string }[]).map((s) => s.id);
		expect(await ids("search=hidden")).toEqual([]);
		expect(await ids("search=hidden", tokens.bob)).toEqual([]);
		expect(await ids("search=hidden", tokens.alice)).toEqual(["acme/hidden"]);
		expect((await call("GET", "/spaces/acme/hidden/resolve/main/.gitattributes", tokens.alice)).status).toBe(200);
	});

	it("leaves a private dataset out of searches, as out of lists", async () => {
		const ids = async (token?: string) =>
			((await json("/api/datasets?search=secret", token)) as { id: string }[]).map((d) => d.id);
		expect(await ids()).toEqual([]);
		expect(await ids(tokens.bob)).toEqual([]);
		expect(await ids(tokens.alice)).toEqual(["acme/secret"]);
	});
});

describe("POST /api/validate-yaml", () => {
	it("checks a dataset card as a dataset's, as DatasetCard.validate sends it", async () => {
		const check = async (content: string, repoType?: string) => {
			const r = await call("POST", "/api/validate-yaml", undefined, JSON.stringify({ content, repoType }));
			return { status: r.status, body: JSON.parse(r.body) };
		};
		const card = "---\nlicense: mit\nconfigs:\n- config_name: default\n  data_files: data/*.csv\n---\n# A\n";
		expect(await check(card, "dataset")).toEqual({ status: 200, body: {} });
		// The dataset's own rules apply to a dataset's card only.
		const odd = "---\nlicense: mit\nconfigs: 5\n---\n";
		expect((await check(odd, "dataset")).body.warnings).toEqual([
			{ message: expect.stringMatching(/configs is not a list/) },
		]);
		expect((await check(odd)).body.warnings ?? []).not.toContainEqual({
			message: expect.stringMatching(/configs is not a list/),
		});
		const broken = await check("---\nlicense: [unclosed\n---\n", "dataset");
		expect([broken.status, broken.body.errors]).toEqual([400, [{ message: expect.stringMatching(/YAML/) }]]);
	});
});

describe("the write API for datasets and spaces", () => {
	it("creates a dataset, commits files, and derives its record at once", async () => {
		const created = await call(
			"POST",
			"/api/repos/create",
			tokens.alice,
			JSON.stringify({ name: "fresh", organization: "acme", type: "dataset" }),
		);
		expect(JSON.parse(created.body)).toMatchObject({ url: `${hub.url}/datasets/acme/fresh` });
		const again = await call(
			"POST",
			"/api/repos/create",
			tokens.alice,
			JSON.stringify({ name: "acme/fresh", type: "dataset" }),
		);
		expect(again.status).toBe(409);
		const lines = [
			{ key: "header", value: { summary: "Add data" } },
			{
				key: "file",
				value: {
					path: "README.md",
					encoding: "base64",
					content: Buffer.from("---\nlicense: cc0-1.0\n---\n").toString("base64"),
				},
			},
			{
				key: "file",
				value: {
					path: "train.jsonl",
					encoding: "base64",
					content: Buffer.from('{"a":1}\n{"a":2}\n').toString("base64"),
				},
			},
		];
		const { port } = new URL(hub.url);
		const commit = await new Promise<{ status: number; body: string }>((resolve, reject) => {
			const req = request(
				{
					host: "127.0.0.1",
					port,
					method: "POST",
					path: "/api/datasets/acme/fresh/commit/main",
					headers: { Authorization: `Bearer ${tokens.alice}`, "Content-Type": "application/x-ndjson" },
				},
				(res) => {
					let text = "";
					res.on("data", (c) => {
						text += c;
					});
					res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
				},
			);
			req.on("error", reject);
			req.end(lines.map((l) => JSON.stringify(l)).join("\n"));
		});
		expect(commit.status).toBe(200);
		const info = await json("/api/datasets/acme/fresh");
		expect(info.tags).toEqual(expect.arrayContaining(["license:cc0-1.0", "format:json", "size_categories:n<1K"]));
		expect(info.sha).toBe(JSON.parse(commit.body).commitOid);
		const space = await call(
			"POST",
			"/api/repos/create",
			tokens.alice,
			JSON.stringify({ name: "acme/app", type: "space", sdk: "gradio" }),
		);
		expect(space.status).toBe(200);
		expect(await json("/api/spaces/acme/app")).toMatchObject({ sdk: "gradio", tags: ["gradio"] });
		// Bob may not create in acme's namespace.
		const denied = await call(
			"POST",
			"/api/repos/create",
			tokens.bob,
			JSON.stringify({ name: "acme/x", type: "dataset" }),
		);
		expect(denied.status).toBe(403);
	});
});

describe("uploads of large files to a dataset and a space", () => {
	it("go through preupload, the LFS batch at /datasets/{id}.git and a commit, and are served at resolve", async () => {
		const auth = { Authorization: `Bearer ${tokens.alice}` };
		const post = (path: string, body: unknown, type = "application/json") =>
			fetch(`${hub.url}${path}`, {
				method: "POST",
				headers: { ...auth, "Content-Type": type },
				body: typeof body === "string" ? body : JSON.stringify(body),
			});
		for (const [type, prefix] of [
			["dataset", "/datasets"],
			["space", "/spaces"],
		] as const) {
			const id = `acme/big-${type}`;
			const made = await post("/api/repos/create", { name: id, type, ...(type === "space" ? { sdk: "static" } : {}) });
			expect([type, made.status]).toEqual([type, 200]);
			const bytes = Buffer.from(`PAR1 not really parquet of a ${type}\n`.repeat(50));
			const oid = createHash("sha256").update(bytes).digest("hex");
			const pre = await post(`/api/${type}s/${id}/preupload/main`, {
				files: [{ path: "data/train.parquet", size: bytes.length, sample: bytes.subarray(0, 512).toString("base64") }],
			});
			expect(await pre.json()).toMatchObject({ files: [{ path: "data/train.parquet", uploadMode: "lfs" }] });
			const batch = await post(
				`${prefix}/${id}.git/info/lfs/objects/batch`,
				{ operation: "upload", transfers: ["basic"], objects: [{ oid, size: bytes.length }] },
				"application/vnd.git-lfs+json",
			);
			expect([type, batch.status]).toEqual([type, 200]);
			const href = (await batch.json()).objects[0].actions.upload.href as string;
			const put = await fetch(href, { method: "PUT", body: bytes });
			expect(put.status).toBe(200);
			const lines = [
				{ key: "header", value: { summary: "Add data" } },
				{ key: "lfsFile", value: { path: "data/train.parquet", algo: "sha256", oid, size: bytes.length } },
			];
			const commit = await post(
				`/api/${type}s/${id}/commit/main`,
				lines.map((l) => JSON.stringify(l)).join("\n"),
				"application/x-ndjson",
			);
			expect([type, commit.status]).toEqual([type, 200]);
			const file = await call("GET", `${prefix}/${id}/resolve/main/data/train.parquet`);
			expect([file.status, file.bytes.equals(bytes)]).toEqual([200, true]);
			const paths = await call(
				"POST",
				`/api/${type}s/${id}/paths-info/main`,
				undefined,
				'{"paths":["data/train.parquet"]}',
			);
			expect(JSON.parse(paths.body)).toEqual([
				expect.objectContaining({
					path: "data/train.parquet",
					lfs: expect.objectContaining({ oid, size: bytes.length }),
				}),
			]);
			// The same id as another type is another repository.
			const other = type === "dataset" ? "/spaces" : "/datasets";
			expect((await call("GET", `${other}/${id}/resolve/main/data/train.parquet`)).status).toBe(404);
		}
		// Bob may not upload to acme's dataset.
		const denied = await fetch(`${hub.url}/datasets/acme/big-dataset.git/info/lfs/objects/batch`, {
			method: "POST",
			headers: { Authorization: `Bearer ${tokens.bob}`, "Content-Type": "application/json" },
			body: JSON.stringify({ operation: "upload", objects: [{ oid: "a".repeat(64), size: 1 }] }),
		});
		expect(denied.status).toBe(403);
	});
});

describe("the sample inputs", () => {
	it("are served by a started hub at the address the snippets name, byte for byte", async () => {
		const manifest = JSON.parse(readFileSync(join(samplesDir(), "manifest.json"), "utf8")) as {
			dataset: string;
			files: { path: string; sha256: string; bytes: number }[];
		};
		expect(manifest.dataset).toBe("modelhub/sample-inputs");
		for (const f of manifest.files) {
			const r = await call("GET", `/datasets/${manifest.dataset}/resolve/main/${f.path}`);
			expect([f.path, r.status, r.bytes.length]).toEqual([f.path, 200, f.bytes]);
			expect(createHash("sha256").update(r.bytes).digest("hex")).toBe(f.sha256);
		}
		expect((await json("/api/datasets/modelhub/sample-inputs")).author).toBe("modelhub");
		expect(logged.filter((l) => /seeding/.test(l))).toEqual([]);
	});
});
