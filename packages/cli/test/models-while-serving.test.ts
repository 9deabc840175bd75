import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "./harness.js";
import { type Serving, startServe } from "./serve-process.js";

let dir = "";
let server: Serving | undefined;

// A real `modelhub serve` in another process holds the embedded store (seeded with the shipped catalogue).
beforeAll(async () => {
	dir = await mkdtemp(join(tmpdir(), "modelhub-models-"));
	server = await startServe(["--db", join(dir, "db"), "--quiet"]);
}, 120_000);

afterAll(async () => {
	await server?.stop();
	if (dir) await rm(dir, { recursive: true, force: true });
});

describe("modelhub models while modelhub serve holds the store", () => {
	it("lists through the running hub's API instead of failing with 'store in use'", async () => {
		const r = await runCli(["models", "--db", join(dir, "db"), "--search", "llama 3.1", "--limit", "5"]);
		expect(r.stderr).toBe("");
		expect(r.code).toBe(0);
		expect(r.stdout).toMatch(/^id\s+task\s+library\s+downloads\s+likes$/m);
		expect(r.stdout).toContain("meta-llama/Llama-3.1-8B-Instruct");
	});

	it("--json gives the whole records, as read from the store", async () => {
		const r = await runCli(["models", "--db", join(dir, "db"), "--author", "meta-llama", "--json"]);
		expect(r.code).toBe(0);
		const records = JSON.parse(r.stdout) as Record<string, unknown>[];
		const llama = records.find((m) => m.id === "meta-llama/Llama-3.1-8B-Instruct");
		expect(llama).toMatchObject({ pipeline_tag: "text-generation", cardData: { license: "llama3.1" } });
		expect(llama).not.toHaveProperty("_id");
	});

	it("passes a bad query's error on in one line", async () => {
		const r = await runCli(["models", "--db", join(dir, "db"), "--tag", "x".repeat(300)]);
		expect(r.code).toBe(1);
		expect(r.stderr.trimEnd().split("\n")).toHaveLength(1);
	});
});
