import { getLibrary, isPipelineTag } from "@modelhub/core";
import { EVERYTHING, type ModelQuery, QueryError, SORT_KEYS, type SortKey } from "@modelhub/store";
import { CliError, type Command, wholeNumberOption } from "../command.js";
import { table, writeJson } from "../io.js";
import { DB_HELP, DB_OPTION, withStore } from "../store.js";

export const modelsCommand: Command = {
	name: "models",
	summary: "List or search the stored models, by task, library, author or tag",
	usage: "models [--search WORDS] [--task T] [--library L] [--author A] [--tag T]… [--sort KEY] [--limit N] [--json]",
	help: [
		["--search WORDS", 'words of the id, as prefixes: "llama 3.1" finds meta-llama/Llama-3.1-8B-Instruct'],
		["--task T", "only models with this pipeline tag, e.g. text-generation"],
		["--library L", "only models of this library (its library_name), e.g. transformers"],
		["--author A", "only models of this owner"],
		["--tag T", "only models with this tag (repeatable: all must match)"],
		["--sort KEY", `${SORT_KEYS.join(", ")} (default downloads, most first)`],
		["--limit N", "how many to list (default 50, at most 1000)"],
		["--json", "print a JSON array of the full model records"],
		DB_HELP,
	],
	options: {
		...DB_OPTION,
		search: { type: "string" },
		task: { type: "string" },
		library: { type: "string" },
		author: { type: "string" },
		tag: { type: "string", multiple: true },
		sort: { type: "string" },
		limit: { type: "string" },
		json: { type: "boolean" },
	},
	positionals: [0, 0],
	async run(values, _positionals, io) {
		const task = values.task as string | undefined;
		const library = values.library as string | undefined;
		const sort = values.sort as string | undefined;
		if (task !== undefined && !isPipelineTag(task))
			throw new CliError(`unknown task "${task}" (run \`modelhub pipelines\` for the list)`);
		if (library !== undefined && !getLibrary(library))
			throw new CliError(`unknown library "${library}" (run \`modelhub libraries\` for the list)`);
		if (sort !== undefined && !(SORT_KEYS as readonly string[]).includes(sort))
			throw new CliError(`unknown sort "${sort}" (one of ${SORT_KEYS.join(", ")})`);
		const limitText = (values.limit as string | undefined) ?? "50";
		const limit = wholeNumberOption("limit", limitText, 1, 1000);
		const query: ModelQuery = { limit };
		if (values.search !== undefined) query.search = values.search as string;
		if (task !== undefined) query.pipelineTag = task;
		if (library !== undefined) query.library = library;
		if (values.author !== undefined) query.author = values.author as string;
		if (values.tag !== undefined) query.tags = values.tag as string[];
		if (sort !== undefined) query.sort = sort as SortKey;
		return withStore(values, io, "models", async (store) => {
			let page: Awaited<ReturnType<typeof store.models.list>>;
			try {
				page = await store.models.list(query, EVERYTHING);
			} catch (e) {
				if (e instanceof QueryError) throw new CliError(e.message);
				throw e;
			}
			if (values.json) {
				writeJson(io, await store.models.records(page.models.map((m) => m.id)));
				return 0;
			}
			if (page.models.length === 0) {
				io.stdout("no models match\n");
				return 0;
			}
			io.stdout(
				table(
					["id", "task", "library", "downloads", "likes"],
					page.models.map((m) => [
						m.id,
						m.pipeline_tag ?? "-",
						m.library_name ?? "-",
						m.downloads.toLocaleString("en-US"),
						m.likes.toLocaleString("en-US"),
					]),
				),
			);
			return 0;
		});
	},
};
