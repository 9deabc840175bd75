import { describe, expect, it } from "vitest";
import { getLibrary } from "../../src/libraries/index.js";
import { PIPELINES } from "../../src/pipelines.js";
import { librariesForTask, TASK_LIBRARIES } from "../../src/tasks/index.js";

const entries = Object.entries(TASK_LIBRARIES);

describe("TASK_LIBRARIES", () => {
	it("has exactly one entry per pipeline tag", () => {
		expect(Object.keys(TASK_LIBRARIES).sort()).toEqual(PIPELINES.map((p) => p.id).sort());
	});

	it("lists well-formed, unique, sorted library keys", () => {
		for (const [tag, libs] of entries) {
			for (const lib of libs) expect(lib, tag).toMatch(/^[a-z0-9][a-z0-9._-]*$/i);
			expect(new Set(libs).size, tag).toBe(libs.length);
			expect([...libs], tag).toEqual([...libs].sort());
		}
	});

	it("names only libraries the library registry knows", () => {
		const unknown = entries.flatMap(([tag, libs]) => libs.filter((l) => !getLibrary(l)).map((l) => `${tag}: ${l}`));
		expect(unknown).toEqual([]);
	});

	it("leaves a library list empty only for tags no library serves", () => {
		const empty = entries.filter(([, libs]) => libs.length === 0).map(([tag]) => tag);
		expect(empty.sort()).toEqual(["other", "text-retrieval"]);
	});

	it("records the libraries that define well-known tasks", () => {
		const facts: [string, string][] = [
			["text-to-image", "diffusers"],
			["sentence-similarity", "sentence-transformers"],
			["feature-extraction", "sentence-transformers"],
			["tabular-classification", "sklearn"],
			["tabular-regression", "sklearn"],
			["object-detection", "ultralytics"],
			["image-classification", "timm"],
			["reinforcement-learning", "stable-baselines3"],
			["reinforcement-learning", "ml-agents"],
			["token-classification", "span-marker"],
			["text-classification", "setfit"],
			["automatic-speech-recognition", "nemo"],
			["audio-to-audio", "asteroid"],
			["time-series-forecasting", "chronos-forecasting"],
			["robotics", "lerobot"],
			["voice-activity-detection", "pyannote-audio"],
		];
		for (const [tag, lib] of facts) expect(librariesForTask(tag), `${tag} should list ${lib}`).toContain(lib);
	});

	it("librariesForTask returns the table's own list for every known tag", () => {
		for (const [tag, libs] of entries) expect(librariesForTask(tag)).toBe(libs);
	});
});

describe("librariesForTask", () => {
	it("returns an empty list for unknown tags, including object-prototype names", () => {
		for (const tag of [
			"",
			"nope",
			"Text-Classification",
			"text-classification ",
			"__proto__",
			"constructor",
			"toString",
		])
			expect(librariesForTask(tag), JSON.stringify(tag)).toEqual([]);
	});
});
