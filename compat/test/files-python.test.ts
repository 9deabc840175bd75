// Python's Hub client and transformers download from Modelhub with HF_ENDPOINT: hf_hub_download, snapshot_download
// at main and at an older commit (byte for byte, blobs named in the cache as the Hub names them), model_info,
// list_repo_tree, list_models, the error classes (with the hub's request id), and a transformers pipeline running a
// tiny model made here.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type TwoRevisions, twoRevisions } from "./helpers/repos.js";

const run = promisify(execFile);
const python = join(process.env.MODELHUB_VENV ?? join(process.cwd(), ".venv"), "bin", "python");
const script = (name: string) => join(import.meta.dirname, "python", name);
const ID = "acme/tiny-gpt2";

let t: TwoRevisions;
let home: string;
const env = () => ({ ...process.env, HF_HOME: home, HF_HUB_DISABLE_TELEMETRY: "1", HF_ENDPOINT: t.hub.url });

beforeAll(async () => {
	home = mkdtempSync(join(tmpdir(), "modelhub-hf-home-"));
	t = await twoRevisions(
		ID,
		async (dir, repos) => {
			await run(python, [script("make_tiny_gpt2.py"), dir], { env: { ...process.env, HF_HOME: home } });
			repos.write(ID, { "README.md": "---\nlicense: mit\n---\n# Tiny GPT-2\n", "notes/one.txt": "first\n" });
		},
		(repos) => repos.write(ID, { "notes/one.txt": "second\n", "notes/two.txt": "new file\n" }),
	);
}, 300_000);
afterAll(async () => {
	await t?.cleanup();
	rmSync(home, { recursive: true, force: true });
});

it("huggingface_hub and transformers download the repository from Modelhub", async () => {
	const spec = join(home, "spec.json");
	writeFileSync(
		spec,
		JSON.stringify({
			repo: ID,
			main: t.main,
			first: t.first,
			main_dir: t.mainDir,
			first_dir: t.firstDir,
			author: "acme",
		}),
	);
	const { stdout } = await run(python, [script("hub_client.py"), spec], { env: env(), maxBuffer: 1 << 24 });
	const found = JSON.parse(stdout.trim().split("\n").pop() ?? "{}");
	expect(found.snapshot_main).toContain("notes/two.txt");
	expect(found.snapshot_first).not.toContain("notes/two.txt");
	expect(found.snapshot_main).toContain("model.safetensors");
	expect(found.tree).toEqual(found.snapshot_main);
	expect(found.cache_blobs).toBe(found.snapshot_main.length + 1);
	expect(found.generated).toMatch(/^hello world/);
	expect(found.request_ids).toEqual(Array(3).fill(expect.stringMatching(/^[0-9a-f-]{36}$/)));
});
