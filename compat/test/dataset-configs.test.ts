// The core's datasetConfigs against the real `datasets` library (the venv's): for each repository layout, the same
// configs, builders, splits and files as load_dataset_builder finds in the same files laid out in a folder, and a
// problem wherever the library fails.
import { execFile } from "node:child_process";
import { join } from "node:path";
import { datasetConfigs } from "@modelhub/core";
import { expect, it } from "vitest";

const python = join(process.env.MODELHUB_VENV ?? join(process.cwd(), ".venv"), "bin", "python");

interface Layout {
	files: string[];
	card?: { configs: Record<string, unknown>[] };
}

const LAYOUTS: Layout[] = [
	{ files: ["data.csv"] },
	{ files: ["train.jsonl", "my_valid-1.jsonl", "test.jsonl"] },
	{ files: ["trainer.csv", "contest.csv"] },
	{ files: ["data/train/a.parquet", "data/train/test.parquet", "data/dev/b.parquet"] },
	{ files: ["training/x.txt", "evaluation/y.txt"] },
	{
		files: [
			"data/test-00000-of-00001.parquet",
			"data/train-00000-of-00002.parquet",
			"data/train-00001-of-00002.parquet",
			"data/extra-00000-of-00001.parquet",
		],
	},
	{ files: ["train/cat/1.png", "train/dog/2.PNG", "train/metadata.csv", "test/cat/3.jpg"] },
	{ files: ["clips/a.wav", "clips/b.mp3", "clips/c.flac"] },
	{ files: ["a.csv", "b.csv", "notes.txt", "LICENSE"] },
	{ files: ["a.csv", "b.parquet"] },
	{ files: ["a.csv", "b.jsonl"] },
	{ files: ["train.tsv", "valid.tsv"] },
	{ files: [".hidden/train.csv", "__pycache__/x.csv", "real.csv"] },
	{ files: ["train.csv", "test.json"] },
	{ files: ["data/a.jsonl", "data/b.jsonl", "data.json"] },
	{
		files: ["en/train.csv", "en/test.csv", "fr/train.csv"],
		card: {
			configs: [
				{
					config_name: "en",
					default: true,
					data_files: [
						{ split: "train", path: "en/train.csv" },
						{ split: "test", path: "en/test*" },
					],
				},
				{ config_name: "fr", data_files: "fr/*.csv" },
			],
		},
	},
	{
		files: ["sub/train.jsonl", "sub/test.jsonl", "other/train.jsonl"],
		card: { configs: [{ config_name: "sub", data_dir: "sub" }] },
	},
	{
		files: ["x/1.parquet", "x/2.parquet", "y/1.parquet"],
		card: {
			configs: [
				{ config_name: "x", data_files: [{ split: "train", path: ["x/1.parquet", "x/2.parquet"] }] },
				{ config_name: "y", data_files: [{ split: "test", path: "y/*" }] },
			],
		},
	},
	{ files: ["a.csv"], card: { configs: [{ config_name: "gone", data_files: "missing.csv" }] } },
	{ files: ["README.md"] },
];

type Found = Record<string, { builder?: string; splits?: Record<string, string[]>; error?: string }>;

it("finds the configs, builders, splits and files the datasets library finds", async () => {
	const child = execFile(python, [join(import.meta.dirname, "python", "dataset_layouts.py")], {
		env: { ...process.env, HF_HUB_DISABLE_TELEMETRY: "1" },
		maxBuffer: 1 << 24,
	});
	const out = new Promise<string>((resolve, reject) => {
		let text = "";
		child.stdout?.on("data", (d: Buffer) => {
			text += d.toString();
		});
		child.on("close", (code) => (code === 0 ? resolve(text) : reject(new Error(`dataset_layouts.py exited ${code}`))));
	});
	child.stdin?.end(JSON.stringify(LAYOUTS));
	const found = JSON.parse((await out).trim().split("\n").pop() ?? "[]") as Found[];
	expect(found.length).toBe(LAYOUTS.length);
	for (const [i, layout] of LAYOUTS.entries()) {
		const library = found[i] as Found;
		const ours = datasetConfigs(layout.files, layout.card);
		const label = JSON.stringify(layout);
		if (library["*"]) {
			// the library fails for the whole repository: every config of ours says what is wrong
			expect(
				ours.configs.every((c) => c.problems.length > 0 || c.splits.some((s) => s.problems.length > 0)),
				label,
			).toBe(true);
			continue;
		}
		expect(ours.configs.map((c) => c.name).sort(), label).toEqual(Object.keys(library).sort());
		for (const c of ours.configs) {
			const theirs = library[c.name];
			if (theirs?.error) {
				expect(c.problems.length + c.splits.flatMap((s) => s.problems).length, `${label} ${c.name}`).toBeGreaterThan(0);
				continue;
			}
			expect(c.builder, `${label} ${c.name}`).toBe(theirs?.builder);
			expect(Object.fromEntries(c.splits.map((s) => [s.name, s.files])), `${label} ${c.name}`).toEqual(theirs?.splits);
		}
	}
}, 120_000);
