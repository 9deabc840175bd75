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

	it("inference of a model whose files the hub holds writes no third-party call, only one to the caller's endpoint", async () => {
		const more = repoFolder();
		more.write("acme/sorter", {
			"README.md": "---\nlibrary_name: transformers\npipeline_tag: text-classification\n---\n# sorter\n",
			"config.json": '{"model_type": "bert", "architectures": ["BertForSequenceClassification"]}',
		});
		try {
			expect((await runCli(["import", more.root, "--db", db])).code).toBe(0);
			const refused = await runCli(["inference", "acme/sorter", "--db", db]);
			expectOneLineError(refused, /published on this hub only: Hugging Face's inference service .* do not know it/);
			expect(refused.stdout).toBe("");
			const own = await runCli(["inference", "acme/sorter", "--db", db, "--endpoint", "http://localhost:8081"]);
			expect(own.code).toBe(0);
			expect(own.stdout).toContain("curl 'http://localhost:8081'");
			expect(own.stdout).not.toMatch(/huggingface\.co|HF_TOKEN/);
			// The same record from a file is a catalogue record: the service's call, with its own token variable.
			const file = join(db, "sorter.json");
			writeFileSync(file, JSON.stringify({ id: "acme/sorter", pipeline_tag: "text-classification" }));
			const catalogue = await runCli(["inference", file, "--db", db, "--client", "sh/curl"]);
			expect(catalogue.stdout).toContain("curl 'https://router.huggingface.co/hf-inference/models/acme/sorter'");
			expect(catalogue.stdout).toContain('-H "Authorization: Bearer $HF_INFERENCE_TOKEN"');
			expect(catalogue.stdout).not.toMatch(/\bHF_TOKEN\b/);
		} finally {
			more.cleanup();
		}
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
