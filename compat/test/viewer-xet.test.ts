// The data viewer over a dataset pushed the default way: `datasets`' push_to_hub with hf_xet installed uploads its
// parquet files only through Xet, so the hub keeps them as xorbs and no blob holds them. The viewer's API and the
// dataset's page must show their rows all the same (rebuilt from the xorbs, by range), and what a visitor reads must
// never be a server path, an errno or a stack.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type HubServer, startHubServer } from "../../packages/server/test/helpers/hub-server.js";

const run = promisify(execFile);
const python = join(process.env.MODELHUB_VENV ?? join(process.cwd(), ".venv"), "bin", "python");
/** The built web app (`npm run build`): the dataset's page is rendered by it. */
const SITE = fileURLToPath(new URL("../../apps/web/build/client", import.meta.url));
const ID = "olga/xet-set";

let hub: HubServer;
let home: string;
let token = "";
const requests: string[] = [];
/** What leaks a server's insides: an errno, a blob path, a file path, a stack frame. */
const LEAK = /ENOENT|EACCES|EISDIR|errno|\/blobs\/|\/tmp\/|sha256\/[0-9a-f]{2}\/| at \S+ \(/;
/** The first leak in a text with some of its surroundings (a whole page would drown the message), or undefined. */
const leakIn = (text: string): string | undefined => {
	const m = LEAK.exec(text);
	return m ? text.slice(Math.max(0, m.index - 150), m.index + 150) : undefined;
};

beforeAll(async () => {
	home = mkdtempSync(join(tmpdir(), "modelhub-viewer-xet-"));
	hub = await startHubServer({ dir: SITE, seedSamples: false, log: (l) => requests.push(l) });
	await hub.store.accounts.createUser({ name: "olga", password: "olga's password" });
	token = (await hub.store.tokens.create({ owner: "olga", name: "laptop", role: "write" })).token;
	const env: NodeJS.ProcessEnv = {
		...process.env,
		HF_HOME: join(home, "hf"),
		HF_HUB_DISABLE_TELEMETRY: "1",
		HF_ENDPOINT: hub.url,
		HF_TOKEN: token,
	};
	delete env.HF_HUB_DISABLE_XET;
	try {
		const { stdout } = await run(python, [join(import.meta.dirname, "python", "push_dataset.py"), ID], {
			env,
			maxBuffer: 1 << 24,
			timeout: 240_000,
		});
		writeFileSync(join(home, "pushed.json"), stdout);
		const pushed = JSON.parse(stdout.trim().split("\n").pop() ?? "{}");
		expect(pushed).toEqual({ xet_available: true, rows: { train: 30, test: 5 } });
	} catch (e) {
		const err = e as { stderr?: string; message: string };
		const tail = (err.stderr ?? err.message).trim().split("\n").slice(-30).join("\n");
		throw new Error(`${tail}\n-- the hub's last requests:\n${requests.slice(-20).join("\n")}`);
	}
}, 300_000);
afterAll(async () => {
	await hub?.close();
	rmSync(home, { recursive: true, force: true });
});

const api = async (path: string) => {
	const r = await fetch(`${hub.url}/api/datasets/${ID}${path}`);
	const body = await r.text();
	expect([path, r.status, body]).toEqual([path, 200, expect.any(String)]);
	expect(leakIn(body)).toBeUndefined();
	return JSON.parse(body);
};

it("keeps the pushed parquet files as Xet files, not blobs", async () => {
	const tree = (await api("/tree/main?recursive=true")) as { path: string; lfs?: { oid: string } }[];
	const parquet = tree.filter((f) => f.path.endsWith(".parquet"));
	expect(parquet.map((f) => f.path).sort()).toEqual([
		expect.stringMatching(/^data\/test-00000-of-00001(-[0-9a-f]+)?\.parquet$/),
		expect.stringMatching(/^data\/train-00000-of-00001(-[0-9a-f]+)?\.parquet$/),
	]);
	expect(requests.some((l) => l.startsWith("POST /api/cas/v1/xorbs/default/"))).toBe(true);
	for (const f of parquet) expect([f.path, await hub.blobs.size(f.lfs?.oid ?? "")]).toEqual([f.path, undefined]);
});

it("answers the viewer's API from the Xet files: splits, first rows, a page, a search and an image", async () => {
	const splits = await api("/viewer/splits");
	expect(splits.splits.map((s: { split: string }) => s.split)).toEqual(["train", "test"]);
	expect(splits.failed).toEqual([]);
	const first = await api("/viewer/first-rows?split=train");
	expect(first.num_rows_total).toBe(30);
	expect(first.features.map((f: { name: string; type: unknown }) => [f.name, f.type])).toEqual([
		["id", { _type: "Value", dtype: "int64" }],
		["text", { _type: "Value", dtype: "string" }],
		["label", { _type: "ClassLabel", names: ["neg", "pos"] }],
		["image", { _type: "Image" }],
	]);
	expect(first.rows).toHaveLength(30);
	expect(first.rows[7].row).toMatchObject({
		id: 7,
		text: "xet 7",
		label: 1,
		image: { type: "image", mime: "image/png" },
	});
	const page = await api("/viewer/rows?split=train&offset=28&length=5");
	expect(page.rows.map((r: { row: { text: string } }) => r.row.text)).toEqual(["xet 28", "xet 29"]);
	const test = await api("/viewer/rows?split=test");
	expect(test.rows.map((r: { row: { text: string } }) => r.row.text)).toEqual([
		"held 0",
		"held 1",
		"held 2",
		"held 3",
		"held 4",
	]);
	const found = await api("/viewer/search?split=train&query=xet%2029");
	expect(found.rows.map((r: { row: { id: number } }) => r.row.id)).toEqual([29]);
});

it("shows the rows on the dataset's page, with no server path, errno or stack anywhere on it", async () => {
	// A page holds 20 rows: the first page, the next one and the other split.
	for (const [query, texts] of [
		["", ["xet 0", "xet 19"]],
		["?offset=20", ["xet 20", "xet 29"]],
		["?split=test", ["held 0", "held 4"]],
	] as const) {
		const res = await fetch(`${hub.url}/datasets/${ID}${query}`);
		const html = await res.text();
		expect([query, res.status]).toEqual([query, 200]);
		expect(leakIn(html)).toBeUndefined();
		// each a cell of the table as rendered (the loader data names them too, but escaped)
		for (const text of texts) expect([query, text, html.includes(`>${text}<`)]).toEqual([query, text, true]);
	}
});
