import { describe, expect, it } from "vitest";
import { type DatasetLayout, datasetConfigs, defaultConfigName } from "../../src/datasets/configs.js";
import { globFiles } from "../../src/datasets/glob.js";

/** split name → files, per config: the short form of a layout the tests compare. */
function summary(layout: DatasetLayout) {
	return Object.fromEntries(
		layout.configs.map((c) => [c.name, Object.fromEntries(c.splits.map((s) => [s.name, s.files]))]),
	);
}

describe("globFiles", () => {
	const files = ["a.csv", "data/b.csv", "data/x/c.csv", ".hidden/d.csv", "data/.e.csv", "__pycache__/f.csv"];
	it("matches * within a segment and ** across segments, none included", () => {
		expect(globFiles("*.csv", files)).toEqual(["a.csv"]);
		expect(globFiles("**/*.csv", files)).toEqual(["a.csv", "data/b.csv", "data/x/c.csv"]);
		expect(globFiles("data/**", files)).toEqual(["data/b.csv", "data/x/c.csv"]);
		expect(globFiles("data/[a-b].csv", files)).toEqual(["data/b.csv"]);
		expect(globFiles("data/[!a].csv", files)).toEqual(["data/b.csv"]);
	});
	it("leaves hidden and special paths out unless the pattern names them", () => {
		expect(globFiles(".hidden/*.csv", files)).toEqual([".hidden/d.csv"]);
		expect(globFiles("data/.*", files)).toEqual(["data/.e.csv"]);
		expect(globFiles("__pycache__/*", files)).toEqual(["__pycache__/f.csv"]);
	});
	it("treats regular-expression characters as text", () => {
		expect(globFiles("a(1)+.csv", ["a(1)+.csv", "a1.csv"])).toEqual(["a(1)+.csv"]);
	});
});

describe("datasetConfigs from file names", () => {
	it("one file: one train split", () => {
		const l = datasetConfigs(["README.md", ".gitattributes", "data.csv"]);
		expect(summary(l)).toEqual({ default: { train: ["data.csv"] } });
		expect(l.configs[0]?.builder).toBe("csv");
		expect(l.configs[0]?.default).toBe(true);
	});
	it("split keywords in file names", () => {
		const l = datasetConfigs(["train.jsonl", "my_valid-1.jsonl", "test.jsonl", "README.md"]);
		expect(summary(l)).toEqual({
			default: { train: ["train.jsonl"], validation: ["my_valid-1.jsonl"], test: ["test.jsonl"] },
		});
		expect(l.configs[0]?.builder).toBe("json");
	});
	it("split keywords in folder names win over file names", () => {
		const l = datasetConfigs(["data/train/a.parquet", "data/train/test.parquet", "data/dev/b.parquet"]);
		expect(summary(l)).toEqual({
			default: { train: ["data/train/a.parquet", "data/train/test.parquet"], validation: ["data/dev/b.parquet"] },
		});
	});
	it("the sharded data/{split}-NNNNN-of-NNNNN layout push_to_hub writes", () => {
		const l = datasetConfigs([
			"data/test-00000-of-00001.parquet",
			"data/train-00000-of-00002.parquet",
			"data/train-00001-of-00002.parquet",
			"data/extra-00000-of-00001.parquet",
		]);
		expect(summary(l)).toEqual({
			default: {
				train: ["data/train-00000-of-00002.parquet", "data/train-00001-of-00002.parquet"],
				test: ["data/test-00000-of-00001.parquet"],
				extra: ["data/extra-00000-of-00001.parquet"],
			},
		});
	});
	it("a word that only contains a keyword is no split (trainer.csv); files sorted by path", () => {
		expect(summary(datasetConfigs(["trainer.csv", "contest.csv"]))).toEqual({
			default: { train: ["contest.csv", "trainer.csv"] },
		});
	});
	it("image folders: the builder and its metadata file", () => {
		const l = datasetConfigs([
			"train/cat/1.png",
			"train/dog/2.PNG",
			"train/metadata.csv",
			"test/cat/3.jpg",
			"README.md",
		]);
		expect(l.configs[0]?.builder).toBe("imagefolder");
		expect(summary(l)).toEqual({
			default: { train: ["train/cat/1.png", "train/dog/2.PNG", "train/metadata.csv"], test: ["test/cat/3.jpg"] },
		});
	});
	it("audio folders", () => {
		expect(datasetConfigs(["a.wav", "b.mp3", "c.flac"]).configs[0]?.builder).toBe("audiofolder");
	});
	it("the most common extension decides; files of other formats are dropped", () => {
		const l = datasetConfigs(["a.csv", "b.csv", "notes.txt", "LICENSE"]);
		expect(l.configs[0]?.builder).toBe("csv");
		expect(summary(l)).toEqual({ default: { train: ["a.csv", "b.csv"] } });
	});
	it("ties go to parquet, then jsonl, json, csv", () => {
		expect(datasetConfigs(["a.csv", "b.parquet"]).configs[0]?.builder).toBe("parquet");
		expect(datasetConfigs(["a.csv", "b.jsonl"]).configs[0]?.builder).toBe("json");
	});
	it("tsv is csv with a tab separator", () => {
		const c = datasetConfigs(["train.tsv"]).configs[0];
		expect(c?.builder).toBe("csv");
		expect(c?.builderOptions).toEqual({ sep: "\t" });
	});
	it("text files", () => {
		expect(datasetConfigs(["corpus/part1.txt"]).configs[0]?.builder).toBe("text");
	});
	it("splits of different formats are a problem of the config", () => {
		const c = datasetConfigs(["train.csv", "test.json"]).configs[0];
		expect(c?.builder).toBeUndefined();
		expect(c?.problems.join()).toMatch(/different formats/);
	});
	it("no data files at all", () => {
		const c = datasetConfigs(["README.md", ".gitattributes"]).configs[0];
		expect(c?.splits).toEqual([]);
		expect(c?.problems).toEqual(["the repository holds no data files"]);
	});
});

describe("datasetConfigs from the card", () => {
	it("configs with data_files per split, one default", () => {
		const l = datasetConfigs(["en/train.csv", "en/test.csv", "fr/train.csv", "README.md"], {
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
		});
		expect(summary(l)).toEqual({
			en: { train: ["en/train.csv"], test: ["en/test.csv"] },
			fr: { train: ["fr/train.csv"] },
		});
		expect(defaultConfigName(l)).toBe("en");
		expect(l.configs.every((c) => c.fromCard)).toBe(true);
	});
	it("a config with data_dir finds its splits inside the folder", () => {
		const l = datasetConfigs(["sub/train.jsonl", "sub/test.jsonl", "other/train.jsonl"], {
			configs: [{ config_name: "sub", data_dir: "sub" }],
		});
		expect(summary(l)).toEqual({ sub: { train: ["sub/train.jsonl"], test: ["sub/test.jsonl"] } });
		expect(l.configs[0]?.dataDir).toBe("sub");
		expect(l.configs[0]?.default).toBe(true);
	});
	it("patterns that match nothing are named for their split; the rest works", () => {
		const l = datasetConfigs(["a.csv"], {
			configs: [
				{ config_name: "ok", data_files: "a.csv" },
				{
					config_name: "broken",
					data_files: [
						{ split: "train", path: "missing.csv" },
						{ split: "test", path: "nothing/*.csv" },
					],
				},
			],
		});
		const broken = l.configs.find((c) => c.name === "broken");
		expect(broken?.splits.map((s) => s.problems)).toEqual([
			['the file "missing.csv" does not exist'],
			['the pattern "nothing/*.csv" matches no data file'],
		]);
		expect(summary(l).ok).toEqual({ train: ["a.csv"] });
		expect(defaultConfigName(l)).toBeUndefined();
	});
	it("several defaults are a problem; load_dataset needs a name", () => {
		const l = datasetConfigs(["a.csv"], {
			configs: [
				{ config_name: "default", data_files: "a.csv" },
				{ config_name: "b", default: true, data_files: "a.csv" },
			],
		});
		expect(l.problems.join()).toMatch(/several configs are the default/);
	});
	it("a card of any shape gives an answer", () => {
		for (const card of [
			{ configs: "x" },
			{ configs: [null, 3, { data_files: "a" }, { config_name: "x", data_files: 5 }] },
			{ configs: [{ config_name: "y", data_files: [{ split: "bad-name", path: "a.csv" }] }] },
			null,
			"card",
			{ configs: [{ config_name: "z", data_dir: 7 }] },
		]) {
			expect(() => datasetConfigs(["a.csv"], card)).not.toThrow();
		}
		expect(datasetConfigs(["a.csv"], { configs: "x" }).problems[0]).toMatch(/not a list/);
		const bad = datasetConfigs(["a.csv"], {
			configs: [{ config_name: "y", data_files: [{ split: "bad-name", path: "a.csv" }] }],
		});
		expect(bad.configs[0]?.problems[0]).toMatch(/data_files must be/);
	});
	it("a URL in data_files is named, not fetched", () => {
		const l = datasetConfigs(["a.csv"], { configs: [{ config_name: "u", data_files: "https://example.org/x.csv" }] });
		expect(l.configs[0]?.splits[0]?.problems[0]).toMatch(/is a URL/);
	});
});
