import { PIPELINES } from "@modelhub/core";
import type { Command } from "../command.js";
import { table, writeJson } from "../io.js";

export const pipelinesCommand: Command = {
	name: "pipelines",
	summary: "List every pipeline tag with its label, modality and subtasks",
	usage: "pipelines [--json]",
	help: [["--json", "print a JSON array of {id, label, modality, subtasks}"]],
	options: { json: { type: "boolean" } },
	positionals: [0, 0],
	run(values, _positionals, io) {
		const rows = PIPELINES.map((p) => ({
			id: p.id,
			label: p.label,
			modality: p.modality,
			subtasks: p.subtasks.map((s) => s.id),
		}));
		if (values.json) writeJson(io, rows);
		else
			io.stdout(
				table(
					["id", "label", "modality", "subtasks"],
					rows.map((r) => [r.id, r.label, r.modality, String(r.subtasks.length)]),
				),
			);
		return 0;
	},
};
