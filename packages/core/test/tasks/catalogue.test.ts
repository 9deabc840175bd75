import { describe, expect, it } from "vitest";
import { PIPELINES } from "../../src/pipelines.js";
import { getTask, listTasks, PLACEHOLDER_TASKS, TASK_LIBRARIES, type TaskRecord } from "../../src/tasks/index.js";
import { recordProblems } from "./check.js";

/** The tags without a task page, as the brief lists them. */
const PLACEHOLDERS = [
	"graph-ml",
	"multiple-choice",
	"other",
	"robotics",
	"table-to-text",
	"tabular-to-text",
	"text-retrieval",
	"text-to-audio",
	"time-series-forecasting",
	"voice-activity-detection",
];

const tasks = listTasks();

describe("listTasks", () => {
	it("has one record per pipeline tag, in pipeline order, with unique ids", () => {
		expect(tasks).toHaveLength(57);
		expect(tasks.map((t) => t.id)).toEqual(PIPELINES.map((p) => p.id));
		expect(new Set(tasks.map((t) => t.id)).size).toBe(57);
	});

	it("has 47 pages and exactly the ten placeholder tags", () => {
		expect(tasks.filter((t) => !t.isPlaceholder)).toHaveLength(47);
		expect(
			tasks
				.filter((t) => t.isPlaceholder)
				.map((t) => t.id)
				.sort(),
		).toEqual(PLACEHOLDERS);
		expect([...PLACEHOLDER_TASKS].sort()).toEqual(PLACEHOLDERS);
	});

	it("takes labels from the pipelines and libraries from TASK_LIBRARIES", () => {
		const known = new Set(Object.values(TASK_LIBRARIES).flat());
		for (const t of tasks) {
			expect(t.label).toBe(PIPELINES.find((p) => p.id === t.id)?.label);
			expect(t.libraries).toEqual(TASK_LIBRARIES[t.id]);
			for (const lib of t.libraries) {
				expect(lib.trim()).not.toBe("");
				expect(known.has(lib)).toBe(true);
			}
		}
	});

	it("gives every record well-formed lists, ids and optional fields", () => {
		const problems = tasks.flatMap((t) => recordProblems(t).map((p) => `${t.id}: ${p}`));
		expect(problems).toEqual([]);
	});

	it("writes summaries as short prose", () => {
		for (const t of tasks.filter((x) => !x.isPlaceholder)) {
			expect(t.summary.length, t.id).toBeGreaterThan(40);
			expect(t.summary.length, t.id).toBeLessThan(400);
			expect(t.summary, t.id).toMatch(/^[A-Z].*\.$/s);
		}
	});

	it("points canonical ids at another task that has a page", () => {
		const withCanonical = tasks.filter((t) => t.canonicalId !== undefined);
		expect(withCanonical.map((t) => t.id).sort()).toEqual(["summarization", "translation"]);
		for (const t of withCanonical) {
			const target = getTask(t.canonicalId as string);
			expect(target?.isPlaceholder, t.id).toBe(false);
			expect(target?.id).not.toBe(t.id);
		}
	});

	it("returns a fresh array of frozen records", () => {
		const first = listTasks();
		first.pop();
		expect(listTasks()).toHaveLength(57);
		const record = tasks[0] as TaskRecord;
		expect(Object.isFrozen(record)).toBe(true);
		expect(Object.isFrozen(record.models)).toBe(true);
		expect(Object.isFrozen(record.demo.inputs[0])).toBe(true);
		expect(() => {
			(record as { summary: string }).summary = "changed";
		}).toThrow(TypeError);
	});
});

describe("getTask", () => {
	it("returns the same record listTasks holds", () => {
		for (const t of tasks) expect(getTask(t.id)).toBe(t);
	});

	it("returns placeholder records for the tags without a page", () => {
		const t = getTask("voice-activity-detection");
		expect(t).toMatchObject({
			id: "voice-activity-detection",
			label: "Voice Activity Detection",
			isPlaceholder: true,
			summary: "",
			datasets: [],
			models: [],
			spaces: [],
			metrics: [],
			widgetModels: [],
			demo: { inputs: [], outputs: [] },
		});
		expect(t?.libraries).toEqual(["pyannote-audio"]);
	});

	it("returns a filled record for a task page", () => {
		const t = getTask("text-classification");
		expect(t?.isPlaceholder).toBe(false);
		expect(t?.models.map((m) => m.id)).toContain("distilbert/distilbert-base-uncased-finetuned-sst-2-english");
		expect(t?.metrics.map((m) => m.id)).toEqual(expect.arrayContaining(["accuracy", "f1"]));
	});

	it("returns undefined for unknown ids", () => {
		for (const id of ["", "nope", "text_classification", "Text-Classification", "__proto__", "constructor"])
			expect(getTask(id), JSON.stringify(id)).toBeUndefined();
	});
});

describe("recordProblems", () => {
	const good = getTask("question-answering") as TaskRecord;

	it("catches malformed records", () => {
		const bad: TaskRecord = {
			...good,
			summary: " ",
			datasets: [{ id: "squad_v2", description: "bare name" }],
			models: [
				{ id: "deepset/roberta-base-squad2", description: "" },
				{ id: "deepset/roberta-base-squad2", description: "again" },
			],
			spaces: [{ id: "https://huggingface.co/spaces/a/b", description: "a URL" }],
			metrics: [{ id: "Exact Match", description: "spaces and capitals" }],
			widgetModels: ["someone/else"],
			youtubeId: "too-short",
		};
		expect(recordProblems(bad)).toEqual([
			"empty summary",
			'datasets: malformed id "squad_v2"',
			'models: "deepset/roberta-base-squad2" has no description',
			'models: duplicate id "deepset/roberta-base-squad2"',
			'spaces: malformed id "https://huggingface.co/spaces/a/b"',
			'metrics: malformed id "Exact Match"',
			'widget model "someone/else" is not among the models',
			'bad YouTube id "too-short"',
		]);
	});

	it("catches placeholders that carry content", () => {
		const placeholder = getTask("graph-ml") as TaskRecord;
		expect(recordProblems({ ...placeholder, summary: "x", models: good.models, youtubeId: "abcdefghijk" })).toEqual([
			"placeholder with a summary",
			"placeholder with models",
			"placeholder with a video",
		]);
	});
});
