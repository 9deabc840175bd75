// Python's huggingface_hub, unchanged, changes a repository's settings on Modelhub as it does on the Hub: a repository
// made with create_repo(private=True), or made private with update_repo_settings(private=True) or `hf repos settings
// --private` (both send `visibility`), is then missing for an anonymous caller, for models, datasets and spaces;
// `gated` takes; a visibility the hub does not have is refused by name and nothing is made or changed; and the model
// and dataset lists take gated=True.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HubServer, startHubServer } from "../../packages/server/test/helpers/hub-server.js";

const run = promisify(execFile);
const python = join(process.env.MODELHUB_VENV ?? join(process.cwd(), ".venv"), "bin", "python");

let hub: HubServer;
let home: string;
let token = "";

beforeAll(async () => {
	home = mkdtempSync(join(tmpdir(), "modelhub-hf-settings-"));
	hub = await startHubServer();
	await hub.store.accounts.createUser({ name: "nadia", password: "nadia's password" });
	await hub.store.accounts.createOrg({ name: "team" });
	await hub.store.accounts.setMember("team", "nadia", "admin");
	token = (await hub.store.tokens.create({ owner: "nadia", name: "laptop", role: "write" })).token;
}, 60_000);
afterAll(async () => {
	await hub?.close();
	rmSync(home, { recursive: true, force: true });
});

describe("huggingface_hub's repository settings", () => {
	it("make repositories private (missing to anonymous callers), gate them, and refuse unknown visibilities", async () => {
		const spec = join(home, "spec.json");
		writeFileSync(spec, JSON.stringify({ token, org: "team" }));
		const { stdout } = await run(python, [join(import.meta.dirname, "python", "settings_client.py"), spec], {
			env: { ...process.env, HF_HOME: join(home, "hf"), HF_HUB_DISABLE_TELEMETRY: "1", HF_ENDPOINT: hub.url },
			maxBuffer: 1 << 24,
		});
		const found = JSON.parse(stdout.trim().split("\n").pop() ?? "{}");
		for (const type of ["model", "dataset", "space"]) {
			expect([type, found[type]]).toEqual([
				type,
				{
					created_private: "RepositoryNotFoundError",
					owner_sees: true,
					created_public: false,
					after_private: "RepositoryNotFoundError",
					after_public: false,
					gated: "manual",
					hidden_refused: [400, expect.stringContaining('"hidden"')],
					create_hidden_refused: [400, expect.stringContaining('"hidden"')],
					never_made: [404, expect.any(String)],
					still: [false, "manual"],
				},
			]);
		}
		expect(found.space_protected_refused).toEqual([400, expect.stringContaining("protected")]);
		expect(found.gated_lists).toEqual({ model: ["team/shown-model"], dataset: ["team/shown-dataset"] });
		// Not gated: those made private by create_repo (their owner lists them).
		expect(found.open_lists).toEqual({ model: ["team/born-private-model"], dataset: ["team/born-private-dataset"] });
		expect(found.cli).toEqual({ code: 0, seen: "RepositoryNotFoundError" });
	});
});
