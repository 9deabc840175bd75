import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openStore } from "@modelhub/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectOneLineError, runCli } from "./harness.js";

let dir = "";
beforeAll(async () => {
	dir = await mkdtemp(join(tmpdir(), "modelhub-import-"));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

const run = (args: string[], stdin = "") => runCli(args, { stdin, cwd: dir });

const RECORDS = [
	{
		id: "acme/tiny-llama",
		author: "acme",
		sha: "0123456789abcdef0123456789abcdef01234567",
		downloads: 12,
		likes: 3,
		tags: ["transformers", "text-generation", "license:mit"],
		pipeline_tag: "text-generation",
		library_name: "transformers",
		createdAt: "2025-01-02T03:04:05.000Z",
		lastModified: "2025-02-03T04:05:06.000Z",
		private: false,
		gated: false,
		siblings: [{ rfilename: "config.json" }, { rfilename: "model.safetensors" }],
		cardData: { license: "mit", weird: { nested: [1, null, "x"] } },
		config: { model_type: "llama" },
		safetensors: { parameters: { F32: 1234 }, total: 1234 },
		readme: '---\nlicense: mit\n---\n# Tiny llama\n\nQuotes " and \\ and `ticks` and ${x} and é 🙂\n',
	},
	{ id: "acme/other", tags: [], downloads: 0, unknownField: [true, { a: null }] },
];

describe("modelhub import and export", () => {
	it("imports JSONL, names each rejected line on stderr, summarises on stdout and exits 2", async () => {
		const text = [JSON.stringify(RECORDS[0]), "{oops", JSON.stringify({ id: "x" }), JSON.stringify(RECORDS[1])].join(
			"\n",
		);
		await writeFile(join(dir, "dump.jsonl"), text);
		const r = await run(["import", "dump.jsonl", "--db", "store-a"]);
		expect(r.code).toBe(2);
		expect(r.stderr.trimEnd().split("\n")).toEqual([
			expect.stringMatching(/^rejected .*dump\.jsonl:2: invalid JSON/),
			expect.stringMatching(
				/^rejected .*dump\.jsonl:3: id "x" is not a repository id: the id must be of the form owner\/name$/,
			),
		]);
		expect(r.stdout).toMatch(
			/^imported 4 records into .*store-a: 2 new, 0 updated, 0 unchanged, 2 rejected \([\d,]+ records\/s\)\n$/,
		);
		const again = await run(["import", "dump.jsonl", "--db", "store-a"]);
		expect(again.stdout).toMatch(/: 0 new, 0 updated, 2 unchanged, 2 rejected/);
	});

	it("says on stderr when it upgrades an existing store, and only then", async () => {
		await writeFile(join(dir, "one.jsonl"), JSON.stringify(RECORDS[0]));
		const fresh = await run(["import", "one.jsonl", "--db", "store-up"]);
		expect(fresh.code).toBe(0);
		expect(fresh.stderr).not.toMatch(/upgrading/);
		expect(fresh.stdout).toMatch(/^imported 1 record into /);
		// The store as a release before migration 4 left it.
		const store = await openStore({ dir: join(dir, "store-up"), seed: false });
		await store.db.exec("DELETE FROM schema_migrations WHERE id = 4");
		await store.close();
		const upgraded = await run(["export", "--jsonl", "--db", "store-up"]);
		expect(upgraded.code).toBe(0);
		expect(upgraded.stderr).toBe(
			"modelhub: upgrading the store (migration 4-task-lexemes); on a large store this takes minutes\n",
		);
		expect(upgraded.stdout).toContain('"id":"acme/tiny-llama"');
		expect((await run(["export", "--jsonl", "--db", "store-up"])).stderr).toBe("");
	});

	it("round-trips exactly: export, import into a new store, export again gives the same bytes", async () => {
		const first = await run(["export", "--jsonl", "--db", "store-a"]);
		expect(first.code).toBe(0);
		const lines = first.stdout
			.trimEnd()
			.split("\n")
			.map((l) => JSON.parse(l));
		expect(lines).toEqual([RECORDS[1], RECORDS[0]]);
		const imported = await run(["import", "-", "--db", "store-b"], first.stdout);
		expect(imported.code).toBe(0);
		const second = await run(["export", "--jsonl", "--db", "store-b"]);
		expect(second.stdout).toBe(first.stdout);
		// The default is one JSON array, which import also reads.
		const array = await run(["export", "--db", "store-b", "--out", "all.json"]);
		expect(array).toEqual({ code: 0, stdout: "", stderr: "" });
		const parsed = JSON.parse(await readFile(join(dir, "all.json"), "utf8"));
		expect(parsed).toEqual([RECORDS[1], RECORDS[0]]);
		const fromArray = await run(["import", "all.json", "--db", "store-c"]);
		expect(fromArray.stdout).toMatch(/: 2 new, 0 updated, 0 unchanged, 0 rejected/);
	});

	it("imports from a Hub-compatible API with --from", async () => {
		const server = createServer((req, res) => {
			const url = new URL(req.url ?? "/", "http://x");
			const second = url.searchParams.get("cursor") === "2";
			const port = (server.address() as { port: number }).port;
			res.writeHead(200, {
				"Content-Type": "application/json",
				...(second ? {} : { Link: `<http://127.0.0.1:${port}/api/models?cursor=2>; rel="next"` }),
			});
			res.end(JSON.stringify(second ? [{ id: "hub/two" }] : [{ id: "hub/one" }]));
		});
		await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
		const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
		const r = await run(["import", "--from", base, "--db", "store-api"]);
		server.close();
		expect(r.stdout).toMatch(/^imported 2 records .*: 2 new/);
		expect(r.code).toBe(0);
	});

	it("reports bad invocations in one line", async () => {
		expectOneLineError(
			await run(["import", "--db", "s"]),
			"give either a file (or - for standard input) or --from URL",
		);
		expectOneLineError(await run(["import", "nope.jsonl"]), "no such file or folder: nope.jsonl");
		expectOneLineError(await run(["import", "-", "--restart"]), "--restart goes with --from");
		expectOneLineError(await run(["import", "-", "--batch", "0"]), "--batch must be a number from 1 to 50000");
		expectOneLineError(
			await run(["import", "--from", "ftp://x", "--db", "store-bad"]),
			"--from must be an http(s) URL",
		);
		const refusing = createServer((_req, res) => {
			res.writeHead(403, { "Content-Type": "application/json" });
			res.end('{"error":"no"}');
		});
		await new Promise<void>((ok) => refusing.listen(0, "127.0.0.1", ok));
		const port = (refusing.address() as { port: number }).port;
		expectOneLineError(
			await run(["import", "--from", `http://127.0.0.1:${port}`, "--db", "store-bad"]),
			`http://127.0.0.1:${port}/api/models?full=true&config=true&limit=1000 answered HTTP 403`,
		);
		refusing.close();
	});
});
