import { createHash, randomBytes } from "node:crypto";
import { truncateSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { gitBlobId, openBlobStore, RepoReader } from "@modelhub/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RepoFolder, repoFolder, safetensors } from "../../store/test/helpers/repos.js";
import { type HubServer, startHubServer } from "./helpers/hub-server.js";

interface Answer {
	status: number;
	headers: Record<string, string | string[] | undefined>;
	body: Buffer;
}

/** One request with the path sent exactly as written (no URL normalisation, unlike fetch). */
function raw(
	hub: HubServer,
	method: string,
	path: string,
	headers: Record<string, string> = {},
	body?: string,
): Promise<Answer> {
	const { port } = new URL(hub.url);
	return new Promise((resolve, reject) => {
		const req = request({ host: "127.0.0.1", port, method, path, headers }, (res) => {
			const chunks: Buffer[] = [];
			res.on("data", (c: Buffer) => chunks.push(c));
			res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
		});
		req.on("error", reject);
		req.end(body);
	});
}

const json = (a: Answer) => JSON.parse(a.body.toString("utf8"));
const sha256 = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");

let hub: HubServer;
let repos: RepoFolder;
const CONFIG = '{"model_type":"gpt2","architectures":["GPT2LMHeadModel"]}';
const WEIGHTS = safetensors({ w: { dtype: "F32", shape: [1000] } });
const BIG = randomBytes(300_000);
let first = "";
let second = "";

beforeAll(async () => {
	hub = await startHubServer();
	repos = repoFolder();
	repos.write("acme/tiny", {
		"README.md": "---\nlicense: mit\n---\n# Tiny\n",
		"config.json": CONFIG,
		"model.safetensors": WEIGHTS,
		"nested/deep/notes.txt": "first\n",
		"nested/top.txt": "top",
		"empty.txt": "",
		"big.dat": BIG,
	});
	first = (await hub.importRepos(repos.root))[0]?.sha ?? "";
	await new Promise((r) => setTimeout(r, 10));
	repos.write("acme/tiny", { "nested/deep/notes.txt": "second\n" });
	second = (await hub.importRepos(repos.root))[0]?.sha ?? "";
	await hub.store.writer.upsert([{ record: { id: "acme/record-only", tags: [] } }]);
	await hub.store.revisions.setRef({ type: "model", id: "acme/tiny" }, "refs/pr/1", first);
}, 120_000);
afterAll(async () => {
	await hub.close();
	repos.cleanup();
});

describe("resolve", () => {
	it("serves a file with the headers Hub clients read", async () => {
		expect(first).not.toBe(second);
		const a = await raw(hub, "GET", "/acme/tiny/resolve/main/config.json");
		expect(a.status).toBe(200);
		expect(a.body.toString()).toBe(CONFIG);
		expect(a.headers).toMatchObject({
			"x-repo-commit": second,
			etag: `"${gitBlobId(CONFIG)}"`,
			"content-length": String(CONFIG.length),
			"accept-ranges": "bytes",
		});
		expect(a.headers["content-type"]).toMatch(/^application\/json/);
		expect(a.headers["x-linked-etag"]).toBeUndefined();
	});

	it("gives LFS files their sha256 as ETag and the linked size", async () => {
		const a = await raw(hub, "HEAD", "/acme/tiny/resolve/main/model.safetensors");
		expect(a.status).toBe(200);
		expect(a.body.length).toBe(0);
		expect(a.headers).toMatchObject({
			etag: `"${sha256(WEIGHTS)}"`,
			"x-linked-etag": `"${sha256(WEIGHTS)}"`,
			"x-linked-size": String(WEIGHTS.length),
			"content-length": String(WEIGHTS.length),
		});
	});

	it("gives what git holds on the raw route: an LFS file's pointer, any other file's bytes", async () => {
		const pointer = await raw(hub, "GET", "/acme/tiny/raw/main/model.safetensors");
		expect(pointer.status).toBe(200);
		expect(pointer.headers["content-type"]).toBe("text/plain; charset=utf-8");
		const text = `version https://git-lfs.github.com/spec/v1\noid sha256:${sha256(WEIGHTS)}\nsize ${WEIGHTS.length}\n`;
		expect(pointer.body.toString()).toBe(text);
		// Its ETag is the pointer's git blob id, as the tree lists it.
		expect(pointer.headers.etag).toBe(`"${gitBlobId(text)}"`);
		const config = await raw(hub, "GET", "/acme/tiny/raw/main/config.json");
		expect(config.body.toString()).toBe(CONFIG);
		expect(config.headers.etag).toBe(`"${gitBlobId(CONFIG)}"`);
		expect((await raw(hub, "GET", "/acme/tiny/raw/main/nope.txt")).headers["x-error-code"]).toBe("EntryNotFound");
		expect((await raw(hub, "GET", "/acme/tiny/raw/main/%2e%2e/x")).status).toBe(400);
	});

	it("answers ranges with 206 and the exact bytes, and refuses absurd ones with 416", async () => {
		const probe = await raw(hub, "GET", "/acme/tiny/resolve/main/big.dat", { Range: "bytes=0-0" });
		expect(probe.status).toBe(206);
		expect(probe.headers["content-range"]).toBe(`bytes 0-0/${BIG.length}`);
		expect(probe.body).toEqual(BIG.subarray(0, 1));
		const tail = await raw(hub, "GET", "/acme/tiny/resolve/main/big.dat", { Range: "bytes=123456-" });
		expect(tail.status).toBe(206);
		expect(tail.body).toEqual(BIG.subarray(123456));
		const mid = await raw(hub, "GET", "/acme/tiny/resolve/main/big.dat", { Range: "bytes=1000-1999" });
		expect(mid.body).toEqual(BIG.subarray(1000, 2000));
		const suffix = await raw(hub, "GET", "/acme/tiny/resolve/main/big.dat", { Range: "bytes=-10" });
		expect(suffix.body).toEqual(BIG.subarray(BIG.length - 10));
		for (const range of ["bytes=10-5", "bytes=99999999-", "bytes=abc", "bytes=-0"]) {
			const a = await raw(hub, "GET", "/acme/tiny/resolve/main/big.dat", { Range: range });
			expect(a.status, range).toBe(416);
			expect(a.headers["content-range"]).toBe(`bytes */${BIG.length}`);
			expect(json(a).error).toMatch(/^range not satisfiable/);
		}
	});

	it("answers HEAD with a Range, and several ranges, with the whole file (RFC 9110), never 206 or 416", async () => {
		const path = "/acme/tiny/resolve/main/big.dat";
		const head = await raw(hub, "HEAD", path, { Range: "bytes=0-3" });
		expect(head.status).toBe(200);
		expect(head.headers["content-length"]).toBe(String(BIG.length));
		expect(head.headers["content-range"]).toBeUndefined();
		for (const range of ["bytes=0-3,10-15", "bytes=0-3, 99999999-", "bytes=10-5,0-0"]) {
			const several = await raw(hub, "GET", path, { Range: range });
			expect([range, several.status]).toEqual([range, 200]);
			expect(several.headers["content-range"]).toBeUndefined();
			expect(several.body.equals(BIG)).toBe(true);
		}
		// A single range still gets its part.
		expect((await raw(hub, "GET", path, { Range: "bytes=0-3" })).status).toBe(206);
	});

	it("answers an empty file's range probe with its size", async () => {
		const a = await raw(hub, "GET", "/acme/tiny/resolve/main/empty.txt", { Range: "bytes=0-0" });
		expect(a.status).toBe(200);
		expect(a.headers["content-range"]).toBe("bytes */0");
		expect(a.body.length).toBe(0);
	});

	it("answers If-None-Match with 304", async () => {
		const etag = `"${gitBlobId(CONFIG)}"`;
		const a = await raw(hub, "GET", "/acme/tiny/resolve/main/config.json", { "If-None-Match": etag });
		expect(a.status).toBe(304);
		expect(a.body.length).toBe(0);
		expect(a.headers["x-repo-commit"]).toBe(second);
	});

	it("serves older commits, HEAD, refs/pr/N encoded or not", async () => {
		const old = await raw(hub, "GET", `/acme/tiny/resolve/${first}/nested/deep/notes.txt`);
		expect(old.body.toString()).toBe("first\n");
		expect(old.headers["x-repo-commit"]).toBe(first);
		const head = await raw(hub, "GET", "/acme/tiny/resolve/HEAD/nested/deep/notes.txt");
		expect(head.body.toString()).toBe("second\n");
		for (const rev of ["refs/pr/1", "refs%2Fpr%2F1"]) {
			const pr = await raw(hub, "GET", `/acme/tiny/resolve/${rev}/nested/deep/notes.txt`);
			expect(pr.body.toString(), rev).toBe("first\n");
			expect(pr.headers["x-repo-commit"]).toBe(first);
		}
	});

	it("names what is missing in X-Error-Code with a JSON error", async () => {
		const cases: [string, number, string][] = [
			["/nobody/nothing/resolve/main/config.json", 404, "RepoNotFound"],
			["/acme/tiny/resolve/v9/config.json", 404, "RevisionNotFound"],
			[`/acme/tiny/resolve/${"0".repeat(40)}/config.json`, 404, "RevisionNotFound"],
			["/acme/record-only/resolve/main/config.json", 404, "RevisionNotFound"],
			["/acme/tiny/resolve/main/adapter_config.json", 404, "EntryNotFound"],
		];
		for (const [path, status, code] of cases) {
			const a = await raw(hub, "GET", path);
			expect([path, a.status, a.headers["x-error-code"]]).toEqual([path, status, code]);
			expect(a.headers["content-type"]).toMatch(/^application\/json/);
			expect(typeof json(a).error).toBe("string");
			expect(a.headers["x-error-message"]).toBe(json(a).error);
		}
		const missing = await raw(hub, "HEAD", "/acme/tiny/resolve/main/tokenizer.model");
		expect(missing.headers["x-repo-commit"]).toBe(second);
		expect(missing.body.length).toBe(0);
	});

	it("refuses traversal in every encoding, control characters and other methods, and keeps serving", async () => {
		const bad = [
			"/acme/tiny/resolve/main/../../../etc/passwd",
			"/acme/tiny/resolve/main/%2e%2e/%2e%2e/etc/passwd",
			"/acme/tiny/resolve/main/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd",
			"/acme/tiny/resolve/main/..%2f..%2fetc/passwd",
			"/acme/tiny/resolve/main/nested/..%5c..%5cconfig.json",
			"/acme/tiny/resolve/main/nested//top.txt",
			"/acme/tiny/resolve/main/./config.json",
			"/acme/tiny/resolve/main/config.json%00.txt",
			"/acme/tiny/resolve/ma%0Ain/config.json",
			"/acme/tiny/resolve/main/%E0%A4%A",
			"/acme/tiny/resolve/main/",
			"/acme/tiny/resolve/..%2f..%2f/config.json",
			"/..%2fetc/tiny/resolve/main/config.json",
			"/api/models/acme/tiny/tree/main/%2e%2e",
		];
		for (const path of bad) {
			const a = await raw(hub, "GET", path);
			expect([path, a.status]).toEqual([path, 400]);
			expect(json(a).error).toMatch(/^bad request: /);
		}
		const post = await raw(hub, "POST", "/acme/tiny/resolve/main/config.json");
		expect(post.status).toBe(405);
		expect((await raw(hub, "GET", "/acme/tiny/resolve/main/config.json")).status).toBe(200);
	});
});

describe("the Hub's file and folder pages (a Hub link with its host changed)", () => {
	it("leaves a file a browser shows and a folder to the site's pages, and sends weights to their folder's", async () => {
		for (const path of [
			"/acme/tiny/blob/main/config.json",
			"/acme/tiny/blob/refs%2Fpr%2F1/nested/deep/notes.txt",
			`/acme/tiny/blob/${first}/README.md`,
			"/acme/tiny/tree/main",
			"/acme/tiny/tree/refs/pr/1/nested/deep/",
		]) {
			expect([path, (await raw(hub, "GET", path)).status]).not.toEqual([path, 302]);
		}
		// At the revision the address names, which the folder's address gives as one encoded segment.
		for (const [path, location] of [
			["/acme/tiny/blob/main/model.safetensors", "/acme/tiny/tree/main"],
			["/acme/tiny/blob/main/big.dat", "/acme/tiny/tree/main"],
			[`/acme/tiny/blob/${first}/big.dat`, `/acme/tiny/tree/${first}`],
			["/acme/tiny/blob/refs/pr/1/nested/deep/w.bin", "/acme/tiny/tree/refs%2Fpr%2F1/nested/deep"],
			["/acme/tiny/blob/main/sub%20dir/x%231.bin", "/acme/tiny/tree/main/sub%20dir"],
		] as const) {
			const a = await raw(hub, "GET", path);
			expect([path, a.status, a.headers.location]).toEqual([path, 302, location]);
			expect(a.body.length).toBe(0);
		}
	});

	it("gives the site's file page the file a path names, its text when it is text, nothing for what is missing", async () => {
		const reader = new RepoReader(hub.store, openBlobStore(hub.store.dataDir, {}));
		const files = {
			view: (path: string) => {
				const [, owner = "", name = "", , rev = "", ...rest] = path.split("/");
				return reader.view({ type: "model", id: `${owner}/${name}` }, rev, rest.join("/"));
			},
		};
		expect(await files.view("/acme/tiny/blob/main/config.json")).toEqual({
			repo: { type: "model", id: "acme/tiny" },
			rev: "main",
			commit: second,
			path: "config.json",
			size: CONFIG.length,
			text: CONFIG,
		});
		expect((await files.view(`/acme/tiny/blob/${first}/nested/deep/notes.txt`))?.text).toBe("first\n");
		expect((await files.view("/acme/tiny/blob/main/nested/deep/notes.txt"))?.text).toBe("second\n");
		expect(await files.view("/acme/tiny/blob/main/empty.txt")).toMatchObject({ size: 0, text: "" });
		expect(await files.view("/acme/tiny/blob/main/big.dat")).toMatchObject({ withheld: "large" });
		// Stored bytes cut short: the page's read fails (a 503 there), as the download answers 500, instead of showing part.
		const notes = "the whole text\n";
		repos.write("acme/damaged", { "notes.txt": notes });
		await hub.importRepos(repos.root);
		const sha = sha256(Buffer.from(notes));
		truncateSync(join(openBlobStore(hub.store.dataDir, {}).location, "sha256", sha.slice(0, 2), sha), 4);
		await expect(files.view("/acme/damaged/blob/main/notes.txt")).rejects.toThrow(/missing or damaged/);
		expect((await raw(hub, "GET", "/acme/damaged/resolve/main/notes.txt")).status).toBe(500);
		for (const path of [
			"/acme/tiny/blob/main/nope.txt",
			"/acme/tiny/blob/v9/config.json",
			"/acme/none/blob/main/config.json",
		]) {
			expect([path, await files.view(path)]).toEqual([path, undefined]);
		}
	});

	it("refuses the same bad paths and methods as downloads", async () => {
		for (const path of [
			"/acme/tiny/blob/main/../../../etc/passwd",
			"/acme/tiny/blob/main/%2e%2e/config.json",
			"/acme/tiny/blob/main/",
			"/acme/tiny/tree/main/%2e%2e",
			"/acme/ti%0Any/blob/main/config.json",
		]) {
			const a = await raw(hub, "GET", path);
			expect([path, a.status]).toEqual([path, 400]);
			expect(json(a).error).toMatch(/^bad request: /);
		}
		expect((await raw(hub, "POST", "/acme/tiny/blob/main/config.json")).status).toBe(405);
	});
});

describe("models API with files", () => {
	it("gives a revision's sha and siblings, with blob ids when asked", async () => {
		const main = json(await raw(hub, "GET", "/api/models/acme/tiny/revision/main"));
		expect(main).toMatchObject({ id: "acme/tiny", sha: second, _id: expect.any(String) });
		expect(main.siblings).toContainEqual({ rfilename: "nested/deep/notes.txt" });
		const old = json(await raw(hub, "GET", `/api/models/acme/tiny/revision/${first}?blobs=true`));
		expect(old.sha).toBe(first);
		expect(old.siblings).toContainEqual({ rfilename: "nested/deep/notes.txt", size: 6, blobId: gitBlobId("first\n") });
		expect(old.siblings).toContainEqual({
			rfilename: "model.safetensors",
			size: WEIGHTS.length,
			blobId: expect.stringMatching(/^[0-9a-f]{40}$/),
			lfs: { sha256: sha256(WEIGHTS), size: WEIGHTS.length, pointerSize: expect.any(Number) },
		});
		const encoded = json(await raw(hub, "GET", "/api/models/acme/tiny/revision/refs%2Fpr%2F1"));
		expect(encoded.sha).toBe(first);
		const picked = json(await raw(hub, "GET", "/api/models/acme/tiny/revision/HEAD?expand=sha&expand=siblings"));
		expect(Object.keys(picked).sort()).toEqual(["_id", "id", "sha", "siblings"]);
		const model = json(await raw(hub, "GET", "/api/models/acme/tiny"));
		expect(model.sha).toBe(second);
		const none = await raw(hub, "GET", "/api/models/acme/tiny/revision/nope");
		expect([none.status, none.headers["x-error-code"]]).toEqual([404, "RevisionNotFound"]);
		const recordOnly = await raw(hub, "GET", "/api/models/acme/record-only/revision/main");
		expect(recordOnly.status).toBe(200);
	});

	it("lists the tree, recursive or not, with folder ids, and pages with an absolute Link", async () => {
		const top = json(await raw(hub, "GET", "/api/models/acme/tiny/tree/main"));
		expect(top.map((e: { path: string }) => e.path)).toEqual([
			"README.md",
			"big.dat",
			"config.json",
			"empty.txt",
			"model.safetensors",
			"nested",
		]);
		expect(top.find((e: { path: string }) => e.path === "nested")).toEqual({
			type: "directory",
			oid: expect.stringMatching(/^[0-9a-f]{40}$/),
			size: 0,
			path: "nested",
		});
		expect(top.find((e: { path: string }) => e.path === "model.safetensors").lfs).toEqual({
			oid: sha256(WEIGHTS),
			size: WEIGHTS.length,
			pointerSize: expect.any(Number),
		});
		const nested = json(await raw(hub, "GET", "/api/models/acme/tiny/tree/main/nested?recursive=true&expand=true"));
		expect(nested.map((e: { path: string }) => e.path)).toEqual([
			"nested/deep",
			"nested/deep/notes.txt",
			"nested/top.txt",
		]);
		expect(nested[1].lastCommit).toMatchObject({ id: second });
		const missing = await raw(hub, "GET", "/api/models/acme/tiny/tree/main/additional_chat_templates");
		expect([missing.status, missing.headers["x-error-code"]]).toEqual([404, "EntryNotFound"]);

		const seen: string[] = [];
		let next: string | undefined = `${hub.url}/api/models/acme/tiny/tree/${first}?recursive=true&limit=3`;
		let pages = 0;
		while (next) {
			const u = new URL(next);
			const a = await raw(hub, "GET", u.pathname + u.search);
			seen.push(...json(a).map((e: { path: string }) => e.path));
			const link = a.headers.link as string | undefined;
			if (link)
				expect(link).toMatch(
					/^<http:\/\/127\.0\.0\.1:\d+\/api\/models\/acme\/tiny\/tree\/[0-9a-f]{40}\?.*>; rel="next"$/,
				);
			next = link ? /^<([^>]+)>/.exec(link)?.[1] : undefined;
			pages++;
		}
		expect(pages).toBe(3);
		expect(seen).toEqual(
			json(await raw(hub, "GET", `/api/models/acme/tiny/tree/${first}?recursive=true`)).map(
				(e: { path: string }) => e.path,
			),
		);
		const badCursor = await raw(hub, "GET", "/api/models/acme/tiny/tree/main?cursor=zzz");
		expect(badCursor.status).toBe(400);
	});

	it("answers paths-info in JSON or form encoding", async () => {
		const body = JSON.stringify({ paths: ["config.json", "nested", "missing.txt"], expand: true });
		const a = await raw(
			hub,
			"POST",
			`/api/models/acme/tiny/paths-info/${first}`,
			{ "Content-Type": "application/json" },
			body,
		);
		expect(a.status).toBe(200);
		const entries = json(a);
		expect(entries.map((e: { path: string; type: string }) => [e.path, e.type])).toEqual([
			["config.json", "file"],
			["nested", "directory"],
		]);
		expect(entries[0]).toMatchObject({ oid: gitBlobId(CONFIG), size: CONFIG.length, lastCommit: { id: first } });
		const form = await raw(
			hub,
			"POST",
			"/api/models/acme/tiny/paths-info/main",
			{ "Content-Type": "application/x-www-form-urlencoded" },
			"paths=config.json&paths=README.md&expand=false",
		);
		expect(json(form).map((e: { path: string }) => e.path)).toEqual(["config.json", "README.md"]);
		expect(json(form)[0].lastCommit).toBeUndefined();
		const badBody = await raw(hub, "POST", "/api/models/acme/tiny/paths-info/main", {}, "{");
		expect([badBody.status, json(badBody).error]).toEqual([400, expect.stringMatching(/^invalid body/)]);
	});
});
