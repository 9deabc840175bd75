// `modelhub import <folder>`, `modelhub gc` and `modelhub snippets` for a model whose files the hub holds.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RepoFolder, repoFolder } from "../../store/test/helpers/repos.js";
import { expectOneLineError, runCli } from "./harness.js";

let repos: RepoFolder;
let db: string;
beforeAll(() => {
	repos = repoFolder();
	db = mkdtempSync(join(tmpdir(), "modelhub-cli-files-"));
	repos.write("acme/en_pipe", { "README.md": "---\nlibrary_name: spacy\n---\n# pipe\n", "meta.json": "{}" });
	repos.write("acme/bad..name", { "README.md": "x" });
});
afterAll(() => {
	repos.cleanup();
	rmSync(db, { recursive: true, force: true });
});

describe("files on the command line", () => {
	it("imports a folder of repositories, reports rejections, and re-imports without reading anything", async () => {
		const first = await runCli(["import", repos.root, "--db", db]);
		expect(first.code).toBe(2);
		expect(first.stdout).toContain("1 new");
		expect(first.stdout).toContain("files of 1 repositories: 2 read (new or changed), 2 new blobs stored");
		expect(first.stderr).toContain("bad..name");
		const again = await runCli(["import", repos.root, "--db", db]);
		expect(again.stdout).toContain("1 unchanged");
		expect(again.stdout).toContain("files of 1 repositories: 0 read (new or changed), 0 new blobs stored");
	});

	it("snippets of a model whose files the hub holds download from the hub", async () => {
		const r = await runCli(["snippets", "acme/en_pipe", "--db", db]);
		expect(r.code).toBe(0);
		expect(r.stdout).toContain("export HF_ENDPOINT='http://127.0.0.1:4173'");
		// spaCy's snippet downloads the pipeline folder with huggingface_hub, which reads HF_ENDPOINT
		expect(r.stdout).toContain('snapshot_download("acme/en_pipe"');
		const flagged = await runCli(["snippets", "acme/en_pipe", "--db", db, "--hub-url", "https://hub.internal/"]);
		expect(flagged.stdout).toContain("export HF_ENDPOINT='https://hub.internal'");
		const file = join(db, "record.json");
		writeFileSync(file, JSON.stringify({ id: "acme/en_pipe", library_name: "spacy" }));
		const fromFile = await runCli(["snippets", file, "--db", db]);
		expect(fromFile.stdout).not.toContain("HF_ENDPOINT");
		expect(fromFile.stdout).toContain('snapshot_download("acme/en_pipe"');
		expectOneLineError(
			await runCli(["snippets", "acme/en_pipe", "--db", db, "--hub-url", "not a url"]),
			/--hub-url must be/,
		);
	});

	it("gc frees what no revision names", async () => {
		repos.write("acme/en_pipe", { "meta.json": '{"v": 2}' });
		await runCli(["import", repos.root, "--db", db]);
		const keep = await runCli(["gc", "--db", db]);
		expect(keep.stdout).toMatch(/^removed 0 blobs from .*: freed 0 bytes\n$/);
		// The old revision's file was stored moments ago: within the grace period it stays.
		const young = await runCli(["gc", "--prune", "--db", db]);
		expect(young.stdout).toMatch(/^pruned 1 revisions; removed 0 blobs from .*: freed 0 bytes\n$/);
		const prune = await runCli(["gc", "--grace", "0", "--db", db]);
		expect(prune.stdout).toMatch(/^removed 1 blobs from .*: freed 2 bytes\n$/);
		expectOneLineError(await runCli(["gc", "--grace", "soon", "--db", db]), /--grace must be a number/);
	});
});
