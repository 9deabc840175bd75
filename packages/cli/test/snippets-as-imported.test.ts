import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "./harness.js";

let dir = "";
beforeAll(async () => {
	dir = await mkdtemp(join(tmpdir(), "modelhub-snippets-"));
});
afterAll(async () => {
	await rm(dir, { recursive: true, force: true });
});

// A GGUF repository's record as the Hub's API gives it: no library_name, a gguf tag.
const GGUF = {
	id: "bartowski/Llama-3.2-1B-Instruct-GGUF",
	pipeline_tag: "text-generation",
	tags: ["gguf", "llama", "conversational"],
	siblings: [{ rfilename: "Llama-3.2-1B-Instruct-Q4_K_M.gguf" }],
};

describe("modelhub snippets on a raw Hub-shaped record", () => {
	it("files a GGUF record under llama.cpp, as import does, instead of answering 'no library_name'", async () => {
		await writeFile(join(dir, "gguf.json"), JSON.stringify(GGUF));
		const r = await runCli(["snippets", "gguf.json", "--json"], { cwd: dir });
		expect(r.stderr).toBe("");
		expect(r.code).toBe(0);
		const out = JSON.parse(r.stdout);
		expect(out.library).toBe("llama-cpp-python");
		expect(out.snippets.map((s: { content: string }) => s.content).join("\n")).toContain(GGUF.id);
	});

	it("does the same for each line of --jsonl", async () => {
		const r = await runCli(["snippets", "--jsonl"], { stdin: `${JSON.stringify(GGUF)}\n`, cwd: dir });
		expect(r.code).toBe(0);
		expect(JSON.parse(r.stdout)).toMatchObject({ id: GGUF.id, library: "llama-cpp-python" });
	});

	it("rejects what import would reject, in one line", async () => {
		const r = await runCli(["snippets", "-"], { stdin: JSON.stringify({ ...GGUF, downloads: -1 }), cwd: dir });
		expect(r.code).toBe(1);
		expect(r.stderr).toBe(`error: ${GGUF.id}: downloads must be a non-negative number\n`);
	});
});
