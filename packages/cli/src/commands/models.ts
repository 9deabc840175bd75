import { loadCatalog } from "@modelhub/catalog";
import { getLibrary, isPipelineTag } from "@modelhub/core";
import { CliError, type Command } from "../command.js";
import { table, writeJson } from "../io.js";

export const modelsCommand: Command = {
	name: "models",
	summary: "List the models of the embedded catalogue, optionally by task and library",
	usage: "models [--task T] [--library L] [--json]",
	help: [
		["--task T", "only models with this pipeline tag, e.g. text-generation"],
		["--library L", "only models of this library (its library_name), e.g. transformers"],
		["--json", "print a JSON array of the model records"],
	],
	options: { task: { type: "string" }, library: { type: "string" }, json: { type: "boolean" } },
	positionals: [0, 0],
	run(values, _positionals, io) {
		const task = values.task as string | undefined;
		const library = values.library as string | undefined;
		if (task !== undefined && !isPipelineTag(task))
			throw new CliError(`unknown task "${task}" (run \`modelhub pipelines\` for the list)`);
		if (library !== undefined && !getLibrary(library))
			throw new CliError(`unknown library "${library}" (run \`modelhub libraries\` for the list)`);
		const models = loadCatalog().filter(
			(m) => (task === undefined || m.pipeline_tag === task) && (library === undefined || m.library_name === library),
		);
		if (values.json) {
			writeJson(io, models);
			return 0;
		}
		if (models.length === 0) {
			io.stdout("no models match\n");
			return 0;
		}
		io.stdout(
			table(
				["id", "task", "library"],
				models.map((m) => [m.id, m.pipeline_tag ?? "-", m.library_name ?? "-"]),
			),
		);
		return 0;
	},
};
