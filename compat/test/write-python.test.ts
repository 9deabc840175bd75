// Python's huggingface_hub publishes to Modelhub through the Hub's write API, unchanged, twice: with LFS transfers
// (HF_HUB_DISABLE_XET=1) and as a default install does, through Xet (hf_xet: chunks, xorbs and shards sent to the
// hub's CAS service): repositories, commits, large uploads (one larger than an LFS part, so multipart), patterns,
// parentCommit, branches, tags, refs, history, `hf upload`, transformers' push_to_hub; the files download back byte
// for byte and the record is derived from them at once.
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { EVERYTHING } from "@modelhub/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HubServer, startHubServer } from "../../packages/server/test/helpers/hub-server.js";

const run = promisify(execFile);
const python = join(process.env.MODELHUB_VENV ?? join(process.cwd(), ".venv"), "bin", "python");
const PART = 1024 * 1024;

let hub: HubServer;
let home: string;
let token = "";

beforeAll(async () => {
	home = mkdtempSync(join(tmpdir(), "modelhub-hf-write-"));
	hub = await startHubServer({ limits: { lfsPartSize: PART } });
	await hub.store.accounts.createUser({ name: "writer", password: "writer's password" });
	token = (await hub.store.tokens.create({ owner: "writer", name: "laptop", role: "write" })).token;
}, 60_000);
afterAll(async () => {
	await hub?.close();
	rmSync(home, { recursive: true, force: true });
});

/** The environment of a client run: LFS transfers only, or Xet as a default install uses it. */
function clientEnv(transfer: "lfs" | "xet", home: string): NodeJS.ProcessEnv {
	const env: NodeJS.ProcessEnv = { ...process.env, HF_HOME: home, HF_HUB_DISABLE_TELEMETRY: "1", HF_ENDPOINT: hub.url };
	if (transfer === "lfs") env.HF_HUB_DISABLE_XET = "1";
	else delete env.HF_HUB_DISABLE_XET;
	return env;
}

/** Files stored through Xet and xorbs held. */
async function xetCounts(): Promise<{ files: number; xorbs: number }> {
	const r = await hub.store.db.query<{ files: number; xorbs: number }>(
		"SELECT (SELECT count(*)::int FROM xet_files) AS files, (SELECT count(*)::int FROM xet_xorbs) AS xorbs",
	);
	return r.rows[0] as { files: number; xorbs: number };
}

describe.each(["lfs", "xet"] as const)("transformers' push_to_hub (%s)", (transfer) => {
	it("pushes a tiny model and its tokenizer, and from_pretrained loads the same weights back", async () => {
		const source = join(home, `tiny-gpt2-${transfer}`);
		const env: NodeJS.ProcessEnv = { ...clientEnv(transfer, join(home, `hf-push-${transfer}`)), HF_TOKEN: token };
		const before = await xetCounts();
		await run(python, [join(import.meta.dirname, "python", "make_tiny_gpt2.py"), source], { env });
		const { stdout } = await run(
			python,
			[join(import.meta.dirname, "python", "push_client.py"), source, `writer/tiny-pushed-${transfer}`],
			{
				env,
				maxBuffer: 1 << 24,
			},
		);
		const found = JSON.parse(stdout.trim().split("\n").pop() ?? "{}");
		expect(found.same_weights).toBe(true);
		expect(found.tokens).toBeGreaterThan(0);
		const after = await xetCounts();
		// Through Xet the weights arrive as xorbs and a shard; with LFS, none.
		if (transfer === "xet") expect(after.files).toBeGreaterThan(before.files);
		else expect(after).toEqual(before);
		const record = await hub.store.models.record(`writer/tiny-pushed-${transfer}`);
		expect(record?.library_name).toBe("transformers");
		expect(record?.pipeline_tag).toBe("text-generation");
		const siblings = (record?.siblings ?? []) as { rfilename: string }[];
		expect(siblings.map((s) => s.rfilename)).toContain("model.safetensors");
	});
});

describe.each(["lfs", "xet"] as const)("huggingface_hub's write API (%s)", (transfer) => {
	it("creates, commits, uploads (multipart too), branches, tags, and downloads back byte for byte", async () => {
		const spec = join(home, `spec-${transfer}.json`);
		const work = join(home, `work-${transfer}`);
		mkdirSync(work);
		const repo = `writer/pushed-${transfer}`;
		writeFileSync(spec, JSON.stringify({ token, repo, work, big_size: 3 * PART + 12345 }));
		const env = clientEnv(transfer, join(home, `hf-${transfer}`));
		delete env.HF_TOKEN;
		const before = await xetCounts();
		const { stdout } = await run(python, [join(import.meta.dirname, "python", "write_client.py"), spec], {
			env,
			maxBuffer: 1 << 24,
		});
		const found = JSON.parse(stdout.trim().split("\n").pop() ?? "{}");
		expect(found.created).toBe(`${hub.url}/${repo}`);
		expect(found.exist_ok).toBe(`${hub.url}/${repo}`);
		expect(found.again).toBe(409);
		expect(found.commit_oid_len).toBe(40);
		expect(found.after_folder).toEqual([
			".gitattributes",
			"README.md",
			"config.json",
			"model.safetensors",
			"sub/notes.txt",
		]);
		expect(found.after_delete_patterns).toEqual([".gitattributes", "README.md", "config.json", "model.safetensors"]);
		expect(found.stale).toBe(412);
		expect(found.branches).toEqual(["dev", "main"]);
		expect(found.tags).toEqual(["v1.0"]);
		expect(found.history.slice(0, 4)).toEqual([
			"copy the weights",
			"Delete extra.txt with huggingface_hub",
			"with parent",
			"Upload folder using huggingface_hub",
		]);
		expect(found.dev_files).toContain("dev.txt");
		expect(found.cli).toBe(0);
		expect(found.downloaded).toEqual([
			".gitattributes",
			"README.md",
			"cli/config.json",
			"copies/model.safetensors",
			"model.safetensors",
		]);
		expect(found.weights_match).toBe(true);
		expect(found.copy_matches).toBe(true);
		expect(found.record).toEqual({ pipeline_tag: "text-generation", library_name: "transformers" });
		// The new model is in the catalogue and its search at once.
		const listed = await hub.store.models.list({ search: "pushed" }, EVERYTHING);
		expect(listed.models.map((m) => m.id)).toContain(repo);
		const after = await xetCounts();
		if (transfer === "xet") expect(after.files).toBeGreaterThan(before.files);
		else expect(after).toEqual(before);
	});
});
