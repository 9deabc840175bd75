import { getTask, listTasks, PIPELINES } from "@modelhub/core";
import { describe, expect, it } from "vitest";
import { runCli } from "./harness.js";

const run = (args: string[]) => runCli(args);

describe("modelhub tasks", () => {
	it("prints every task record as JSON, with all fields", async () => {
		const r = await run(["tasks", "--json"]);
		expect(r.code).toBe(0);
		expect(r.stderr).toBe("");
		const parsed = JSON.parse(r.stdout) as Record<string, unknown>[];
		expect(parsed).toHaveLength(57);
		expect(parsed.map((t) => t.id)).toEqual(PIPELINES.map((p) => p.id));
		expect(parsed).toEqual(JSON.parse(JSON.stringify(listTasks())));
		const tc = parsed.find((t) => t.id === "token-classification");
		expect(Object.keys(tc ?? {}).sort()).toEqual(
			[
				"datasets",
				"demo",
				"id",
				"isPlaceholder",
				"label",
				"libraries",
				"metrics",
				"models",
				"spaces",
				"summary",
				"widgetModels",
				"youtubeId",
			].sort(),
		);
	});

	it("prints a readable table with one row per task", async () => {
		const r = await run(["tasks"]);
		expect(r.code).toBe(0);
		const lines = r.stdout.trimEnd().split("\n");
		expect(lines[0]).toMatch(/^id\s+label\s+modality\s+libraries\s+placeholder$/);
		expect(lines).toHaveLength(2 + 57);
		expect(lines.find((l) => l.startsWith("text-classification "))).toMatch(
			/^text-classification\s+Text Classification\s+nlp\s+8\s+-$/,
		);
		expect(lines.find((l) => l.startsWith("robotics "))).toMatch(/^robotics\s+Robotics\s+rl\s+1\s+yes$/);
		expect(lines.filter((l) => / yes$/.test(l))).toHaveLength(10);
	});

	it("rejects positional arguments and unknown options", async () => {
		const extra = await run(["tasks", "text-classification"]);
		expect(extra.code).toBe(1);
		expect(extra.stderr).toBe('error: unexpected argument "text-classification" (usage: modelhub tasks [--json])\n');
		const option = await run(["tasks", "--yaml"]);
		expect(option.code).toBe(1);
		expect(option.stderr).toMatch(/^error: .*--yaml.*\n$/);
	});
});

describe("modelhub task <id>", () => {
	it("prints one record as JSON", async () => {
		const r = await run(["task", "document-question-answering", "--json"]);
		expect(r.code).toBe(0);
		expect(JSON.parse(r.stdout)).toEqual(JSON.parse(JSON.stringify(getTask("document-question-answering"))));
	});

	it("prints a placeholder record as JSON too", async () => {
		const r = await run(["task", "graph-ml", "--json"]);
		expect(r.code).toBe(0);
		expect(JSON.parse(r.stdout)).toMatchObject({ id: "graph-ml", isPlaceholder: true, summary: "", models: [] });
	});

	it("prints a readable description of a task page", async () => {
		const r = await run(["task", "token-classification"]);
		expect(r.code).toBe(0);
		const text = r.stdout;
		expect(text.startsWith("Token Classification (token-classification)\nmodality: nlp\n")).toBe(true);
		expect(text).toContain(getTask("token-classification")?.summary);
		expect(text).toMatch(/^ {2}dslim\/bert-base-NER\s+\S/m);
		expect(text).toMatch(/^ {2}eriktks\/conll2003\s+\S/m);
		expect(text).toMatch(/^ {2}f1\s+\S/m);
		expect(text).toContain("video: https://www.youtube.com/watch?v=wVHdVlPScxA");
		expect(text).toContain("[Grace Hopper: PER] joined the [United States Navy: ORG]");
	});

	it("renders each kind of demo entry", async () => {
		const table = (await run(["task", "table-question-answering"])).stdout;
		expect(table).toMatch(/^ {2}Planet\s+Moons\s+Day length \(hours\)$/m);
		expect(table).toMatch(/^ {2}Jupiter\s+95\s+9\.9$/m);
		expect(table).toContain("  Answer: Jupiter");
		const chart = (await run(["task", "text-classification"])).stdout;
		expect(chart).toContain("  0.98  POSITIVE");
		const media = (await run(["task", "audio-to-audio"])).stdout;
		expect(media).toContain("  audio: mixture.wav (Two speakers at once)");
		const image = (await run(["task", "depth-estimation"])).stdout;
		expect(image).toContain("  image: street.svg (Photo)");
	});

	it("says a placeholder has no page", async () => {
		const r = await run(["task", "voice-activity-detection"]);
		expect(r.code).toBe(0);
		expect(r.stdout).toBe(
			"Voice Activity Detection (voice-activity-detection)\nmodality: audio\nlibraries: pyannote-audio\nThis task has no page of its own yet.\n",
		);
	});

	it("fails with one line on stderr for an unknown id", async () => {
		const r = await run(["task", "nope"]);
		expect(r).toEqual({ code: 1, stdout: "", stderr: 'error: unknown task "nope"\n' });
	});

	it("keeps hostile ids on one line", async () => {
		const r = await run(["task", 'a"\nb\u0007']);
		expect(r.code).toBe(1);
		expect(r.stdout).toBe("");
		expect(r.stderr).toBe('error: unknown task "a\\"\\nb\\u0007"\n');
	});

	it("requires exactly one id", async () => {
		const none = await run(["task"]);
		expect(none).toEqual({
			code: 1,
			stdout: "",
			stderr: "error: missing argument (usage: modelhub task <id> [--json])\n",
		});
		const two = await run(["task", "translation", "summarization"]);
		expect(two.code).toBe(1);
		expect(two.stderr).toBe('error: unexpected argument "summarization" (usage: modelhub task <id> [--json])\n');
	});
});
