import { type DemoEntry, getPipeline, getTask, listTasks, type TaskRecord, type TaskReference } from "@modelhub/core";
import { CliError, type Command } from "../command.js";
import { table, writeJson } from "../io.js";

const modalityOf = (t: TaskRecord): string => getPipeline(t.id)?.modality ?? "other";

export const tasksCommand: Command = {
	name: "tasks",
	summary: "List every task (one per pipeline tag) with its modality, libraries and whether it has a page",
	usage: "tasks [--json]",
	help: [["--json", "print a JSON array of every task record, with all fields"]],
	options: { json: { type: "boolean" } },
	positionals: [0, 0],
	run(values, _positionals, io) {
		const tasks = listTasks();
		if (values.json) {
			writeJson(io, tasks);
			return 0;
		}
		io.stdout(
			table(
				["id", "label", "modality", "libraries", "placeholder"],
				tasks.map((t) => [t.id, t.label, modalityOf(t), String(t.libraries.length), t.isPlaceholder ? "yes" : "-"]),
			),
		);
		return 0;
	},
};

export const taskCommand: Command = {
	name: "task",
	summary: "Show one task: summary, libraries, models, datasets, spaces, metrics and demo",
	usage: "task <id> [--json]",
	help: [["--json", "print the task record as JSON"]],
	options: { json: { type: "boolean" } },
	positionals: [1, 1],
	run(values, positionals, io) {
		const id = positionals[0] ?? "";
		const task = getTask(id);
		if (!task) throw new CliError(`unknown task ${JSON.stringify(id)}`);
		if (values.json) writeJson(io, task);
		else io.stdout(describeTask(task));
		return 0;
	},
};

/** A task record as readable plain text. */
export function describeTask(t: TaskRecord): string {
	const lines = [`${t.label} (${t.id})`, `modality: ${modalityOf(t)}`];
	lines.push(`libraries: ${t.libraries.length ? t.libraries.join(", ") : "none"}`);
	if (t.isPlaceholder) {
		lines.push("This task has no page of its own yet.");
		return `${lines.join("\n")}\n`;
	}
	lines.push("", t.summary);
	if (t.canonicalId) lines.push(`see also: ${t.canonicalId}`);
	section(lines, "models", t.models);
	section(lines, "datasets", t.datasets);
	section(lines, "spaces", t.spaces);
	section(lines, "metrics", t.metrics);
	if (t.widgetModels.length) lines.push("", `widget models: ${t.widgetModels.join(", ")}`);
	if (t.youtubeId) lines.push("", `video: https://www.youtube.com/watch?v=${t.youtubeId}`);
	lines.push("", "demo inputs:", ...t.demo.inputs.flatMap(describeEntry));
	lines.push("demo outputs:", ...t.demo.outputs.flatMap(describeEntry));
	return `${lines.join("\n")}\n`;
}

function section(lines: string[], title: string, refs: readonly TaskReference[]): void {
	if (refs.length === 0) return;
	const width = Math.max(...refs.map((r) => r.id.length));
	lines.push("", `${title}:`, ...refs.map((r) => `  ${r.id.padEnd(width)}  ${r.description}`));
}

function describeEntry(e: DemoEntry): string[] {
	switch (e.type) {
		case "img":
		case "audio":
			return [`  ${e.type === "img" ? "image" : "audio"}: ${e.filename}${e.label ? ` (${e.label})` : ""}`];
		case "text":
			return [`  ${e.label}: ${e.content.replace(/\n/g, " / ")}`];
		case "tabular":
			return table(
				e.table[0] ? [...e.table[0]] : [],
				e.table.slice(1).map((row) => [...row]),
			)
				.trimEnd()
				.split("\n")
				.map((l) => `  ${l}`);
		case "chart":
			return e.data.map((d) => `  ${d.score.toFixed(2)}  ${d.label}`);
		case "text-with-tokens": {
			let out = "";
			let at = 0;
			for (const tok of e.tokens) {
				out += `${e.content.slice(at, tok.start)}[${e.content.slice(tok.start, tok.end)}: ${tok.type}]`;
				at = tok.end;
			}
			return [`  ${out}${e.content.slice(at)}`];
		}
	}
}
