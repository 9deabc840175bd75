// Datasets published to Modelhub from Python and read back with the real clients: huggingface_hub's
// upload_folder(repo_type="dataset") of tables made by pandas and pyarrow (parquet, CSV, JSON Lines in three configs
// with several splits) and of an image folder; datasets.load_dataset (and streaming), pandas over hf:// paths,
// HfFileSystem; a gated dataset loaded with a user's token once access is granted. The hub derives each record from
// the uploaded files at once, and its viewer answers for the same splits.
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type HubServer, startHubServer } from "../../packages/server/test/helpers/hub-server.js";

const run = promisify(execFile);
const python = join(process.env.MODELHUB_VENV ?? join(process.cwd(), ".venv"), "bin", "python");

let hub: HubServer;
let home: string;
const tokens: Record<string, string> = {};
/** The hub's request log, shown when the Python side fails. */
const requests: string[] = [];

beforeAll(async () => {
	home = mkdtempSync(join(tmpdir(), "modelhub-hf-datasets-"));
	hub = await startHubServer({ seedSamples: false, log: (l) => requests.push(l) });
	for (const name of ["olga", "rita"]) {
		await hub.store.accounts.createUser({ name, password: `${name}'s password` });
		tokens[name] = (await hub.store.tokens.create({ owner: name, name: "laptop", role: "write" })).token;
	}
}, 60_000);
afterAll(async () => {
	await hub?.close();
	rmSync(home, { recursive: true, force: true });
});

const get = async (path: string, token?: string) => {
	const r = await fetch(`${hub.url}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
	expect([path, r.status]).toEqual([path, 200]);
	return r.json();
};

it("uploads datasets from Python and loads them back with datasets, pandas and HfFileSystem", async () => {
	const spec = join(home, "spec.json");
	const work = join(home, "work");
	writeFileSync(
		spec,
		JSON.stringify({ owner: "olga", owner_token: tokens.olga, reader: "rita", reader_token: tokens.rita, work }),
	);
	const env: NodeJS.ProcessEnv = {
		...process.env,
		HF_HOME: join(home, "hf"),
		HF_HUB_DISABLE_TELEMETRY: "1",
		HF_HUB_DISABLE_XET: "1",
		HF_ENDPOINT: hub.url,
	};
	delete env.HF_TOKEN;
	let stdout: string;
	try {
		({ stdout } = await run(python, [join(import.meta.dirname, "python", "datasets_client.py"), spec], {
			env,
			maxBuffer: 1 << 24,
			timeout: 400_000,
		}));
	} catch (e) {
		const err = e as { stderr?: string; message: string };
		const tail = (err.stderr ?? err.message).trim().split("\n").slice(-40).join("\n");
		throw new Error(`${tail}\n-- the hub's last requests:\n${requests.slice(-25).join("\n")}`);
	}
	const found = JSON.parse(stdout.trim().split("\n").pop() ?? "{}");

	expect(found.files).toEqual([
		".gitattributes",
		"README.md",
		"data/test-00000-of-00001.parquet",
		"data/train-00000-of-00002.parquet",
		"data/train-00001-of-00002.parquet",
		"extra/all.parquet",
	]);
	// load_dataset: each config with its splits, rows in file order across shards
	expect(found.default).toEqual({ train: 40, test: 8 });
	expect(found.default_columns).toEqual(["id", "text", "score"]);
	expect(found.default_first).toEqual({ id: 0, text: "good 0", score: 0 });
	expect(found.default_last).toEqual({ id: 19, text: "fine 19", score: 4.75 });
	expect(found.extra).toEqual(["more 0", "more 1", "more 2", "more 3", "more 4"]);
	expect(found.csv).toEqual({ train: 30, validation: 6 });
	expect(found.csv_row).toEqual({ id: 5, text: "check 5", label: 2 });
	expect(found.csv_fr).toEqual(["virgule 0", "virgule 1", "virgule 2", "virgule 3"]);
	expect(found.lines).toEqual({ train: 12, test: 3 });
	expect(found.lines_test).toEqual([
		{ id: 0, text: "last 0", label: 0 },
		{ id: 1, text: "last 1", label: 1 },
		{ id: 2, text: "last 2", label: 2 },
	]);
	expect(found.streamed).toEqual(["comma 0", "comma 1", "comma 2"]);
	expect(found.streamed_count).toBe(8);
	expect(found.streamed_lines).toEqual(["last 0", "last 1", "last 2"]);
	// pandas over hf:// and HfFileSystem, both at HF_ENDPOINT
	expect(found.pandas_parquet).toEqual(["bad 0", "bad 1"]);
	expect(found.pandas_csv).toBe(30);
	expect(found.pandas_jsonl).toBe(12);
	expect(found.fs_ls).toEqual(["datasets/olga/texts/en/train.csv", "datasets/olga/texts/en/validation.csv"]);
	expect(found.fs_glob).toEqual([
		"datasets/olga/tables/data/test-00000-of-00001.parquet",
		"datasets/olga/tables/data/train-00000-of-00002.parquet",
		"datasets/olga/tables/data/train-00001-of-00002.parquet",
		"datasets/olga/tables/extra/all.parquet",
	]);
	expect(JSON.parse(found.fs_open)).toEqual({ id: 0, text: "last 0", label: 0 });
	expect(found.fs_info_size).toBeGreaterThan(20);
	// the image folder: labels from the folder names, the pixels as Pillow wrote them
	expect(found.pets).toEqual({ train: 3, test: 2 });
	expect(found.pets_labels).toEqual(["cat", "dog"]);
	expect(found.pets_first).toEqual({ size: [8, 6], pixel: [255, 0, 0], label: 0 });
	expect(found.pets_stream).toEqual([0, 1]);
	// the gated dataset: refused before the grant, loaded with the reader's token after it
	// (the library's message names the public Hub's page whatever the endpoint: its text, not Modelhub's)
	expect(found.gated_before).toMatch(/^DatasetNotFoundError: Dataset 'olga\/locked' is a gated dataset/);
	expect(found.gated_after).toEqual(["secret 0", "secret 1", "secret 2", "secret 3", "secret 4"]);
	expect(found.gated_pandas).toBe(5);

	// The hub derived the records from the uploads, and lists them.
	const info = await get("/api/datasets/olga/tables");
	expect(info.tags).toEqual(
		expect.arrayContaining([
			"license:cc-by-4.0",
			"task_categories:text-classification",
			"format:parquet",
			"language:en",
		]),
	);
	expect(info.cardData.configs.map((c: { config_name: string }) => c.config_name)).toEqual(["default", "extra"]);
	const listed = (await get("/api/datasets?author=olga")) as { id: string }[];
	expect(listed.map((d) => d.id).sort()).toEqual([
		"olga/lines",
		"olga/locked",
		"olga/pets",
		"olga/photos",
		"olga/tables",
		"olga/texts",
	]);
	expect((await get("/api/datasets/olga/pets")).tags).toEqual(expect.arrayContaining(["format:imagefolder"]));
	// The viewer answers for the same splits as load_dataset found.
	const splits = await get("/api/datasets/olga/tables/viewer/splits");
	expect(splits.splits.map((s: { config: string; split: string }) => `${s.config}/${s.split}`)).toEqual([
		"default/train",
		"default/test",
		"extra/train",
	]);
	const lines = await get("/api/datasets/olga/lines/viewer/splits");
	expect(lines.splits.map((s: { split: string }) => s.split)).toEqual(["train", "test"]);
	const search = await get("/api/datasets/olga/texts/viewer/search?config=en&split=train&query=comma%2029");
	expect(search.rows.map((r: { row: unknown }) => r.row)).toEqual([{ id: 29, text: "comma 29", label: 2 }]);
	const rows = await get("/api/datasets/olga/tables/viewer/rows?config=default&split=train&offset=19&length=2");
	expect(rows.rows.map((r: { row: unknown }) => r.row)).toEqual([
		{ id: 19, text: "good 19", score: 4.75 },
		{ id: 0, text: "fine 0", score: 0 },
	]);
	expect(rows.num_rows_total).toBe(40);
	// An image in parquet too large to inline is fetched from the viewer's media route, byte for byte.
	expect(found.photos_size).toEqual([128, 128]);
	const photo = await get("/api/datasets/olga/photos/viewer/first-rows?split=train");
	expect(photo.features.map((f: { type: unknown }) => f.type)).toEqual([
		{ _type: "Image" },
		{ _type: "Value", dtype: "string" },
	]);
	const cell = photo.rows[0].row.image;
	expect(cell).toMatchObject({ type: "image", mime: "image/png", length: found.photo_bytes });
	const media = await fetch(cell.src);
	expect([media.status, media.headers.get("content-type")]).toEqual([200, "image/png"]);
	const bytes = Buffer.from(await media.arrayBuffer());
	expect(createHash("sha256").update(bytes).digest("hex")).toBe(found.photo_sha256);
	const bad = await fetch(cell.src.replace(/row=0/, "row=5"));
	expect([bad.status, (await bad.json()).error]).toEqual([422, expect.stringMatching(/no row 5/)]);
	const gated = await fetch(`${hub.url}/api/datasets/olga/locked/viewer/first-rows?split=train`);
	expect(gated.status).toBe(401);
	expect((await get("/api/datasets/olga/locked/viewer/first-rows?split=train", tokens.rita)).rows).toHaveLength(5);
}, 600_000);
