// The Hub's own clients, unchanged, with Modelhub's access tokens: Python's huggingface_hub (whoami, a private model's
// info, listing and files for a member and nothing for others, a gated model's GatedRepoError before access is granted
// and its bytes after, the access-request API, `hf auth whoami`) and the JS client (whoAmI, modelInfo, listModels with
// credentials).
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { listModels, modelInfo, whoAmI } from "@huggingface/hub";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HubServer, startHubServer } from "../../packages/server/test/helpers/hub-server.js";
import { repoFolder } from "../../packages/store/test/helpers/repos.js";

const run = promisify(execFile);
const python = join(process.env.MODELHUB_VENV ?? join(process.cwd(), ".venv"), "bin", "python");

let hub: HubServer;
let home: string;
const repos = repoFolder();
let member = "";
let outsider = "";
const CONFIG = '{"model_type":"gpt2","n_layer":1}';

beforeAll(async () => {
	home = mkdtempSync(join(tmpdir(), "modelhub-hf-accounts-"));
	hub = await startHubServer();
	const files = { "README.md": "---\nlicense: mit\n---\n# Team model\n", "config.json": CONFIG };
	repos.write("lab/private-model", files);
	repos.write("lab/gated-model", files);
	await hub.importRepos(repos.root);
	for (const [id, extra] of [
		["lab/private-model", { private: true }],
		["lab/gated-model", { gated: "manual" }],
	] as const) {
		const record = await hub.store.models.record(id);
		await hub.store.writer.upsert([{ record: { ...(record as { id: string }), ...extra } }]);
	}
	await hub.store.accounts.createUser({ name: "maria", password: "maria's password" });
	await hub.store.accounts.createUser({ name: "oscar", password: "oscar's password" });
	await hub.store.accounts.createOrg({ name: "lab" });
	await hub.store.accounts.setMember("lab", "maria", "admin");
	member = (await hub.store.tokens.create({ owner: "maria", name: "laptop", role: "write" })).token;
	outsider = (await hub.store.tokens.create({ owner: "oscar", name: "ci", role: "read" })).token;
	await hub.store.accessRequests.request({ type: "model", id: "lab/gated-model" }, "oscar", "manual");
}, 120_000);
afterAll(async () => {
	await hub?.close();
	repos.cleanup();
	rmSync(home, { recursive: true, force: true });
});

describe("huggingface_hub with a token", () => {
	it("sees what the token's user may see, downloads gated files once access is granted, and whoami works", async () => {
		const spec = join(home, "spec.json");
		writeFileSync(
			spec,
			JSON.stringify({
				member_token: member,
				outsider_token: outsider,
				outsider: "oscar",
				private: "lab/private-model",
				gated: "lab/gated-model",
				cache: join(home, "cache"),
			}),
		);
		const env: NodeJS.ProcessEnv = {
			...process.env,
			HF_HOME: home,
			HF_HUB_DISABLE_TELEMETRY: "1",
			HF_ENDPOINT: hub.url,
		};
		delete env.HF_TOKEN;
		const { stdout } = await run(python, [join(import.meta.dirname, "python", "accounts_client.py"), spec], {
			env,
			maxBuffer: 1 << 24,
		});
		const found = JSON.parse(stdout.trim().split("\n").pop() ?? "{}");
		expect(found.whoami).toEqual({ name: "maria", orgs: ["lab"], role: "write" });
		expect(found.private_info_member).toBe("lab/private-model");
		expect(found.private_info_outsider).toBe("RepositoryNotFoundError");
		expect(found.private_info_anonymous).toBe("RepositoryNotFoundError");
		expect(found.private_files).toEqual(["README.md", "config.json"]);
		expect(found.listed_by_member).toEqual(["lab/gated-model", "lab/private-model"]);
		expect(found.listed_by_outsider).toEqual(["lab/gated-model"]);
		expect(found.gated_before).toBe("GatedRepoError");
		expect(found.pending).toEqual(["oscar"]);
		expect(found.accepted).toEqual(["oscar"]);
		expect(found.gated_after).toBe(CONFIG);
		expect(found.cli_whoami).toContain("maria");
		expect(found.cli_whoami).toContain("lab");
	});
});

describe("@huggingface/hub with credentials", () => {
	it("whoAmI, modelInfo of a private model and listModels answer as the token's user may see", async () => {
		const credentials = { accessToken: member };
		const me = await whoAmI({ hubUrl: hub.url, credentials });
		expect(me.name).toBe("maria");
		expect(me.type).toBe("user");
		const info = await modelInfo({ name: "lab/private-model", hubUrl: hub.url, credentials });
		expect(info.name).toBe("lab/private-model");
		expect(info.private).toBe(true);
		await expect(modelInfo({ name: "lab/private-model", hubUrl: hub.url })).rejects.toThrow();
		const listed: string[] = [];
		for await (const m of listModels({ hubUrl: hub.url, credentials, search: { owner: "lab" } })) listed.push(m.name);
		expect(listed.sort()).toEqual(["lab/gated-model", "lab/private-model"]);
		const anonymous: string[] = [];
		for await (const m of listModels({ hubUrl: hub.url, search: { owner: "lab" } })) anonymous.push(m.name);
		expect(anonymous).toEqual(["lab/gated-model"]);
	});
});
