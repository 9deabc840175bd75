import { getLibrary, isPipelineTag } from "@modelhub/core";
import {
	EVERYTHING,
	type ModelQuery,
	openStore,
	QueryError,
	SORT_KEYS,
	type SortKey,
	type Store,
	StoreLockedError,
	StoreOpenError,
} from "@modelhub/store";
import { CliError, type Command, type Io, type Values, wholeNumberOption } from "../command.js";
import { table, writeJson } from "../io.js";
import { listFromHub } from "../models-api.js";
import { DB_HELP, DB_OPTION, storeOptions } from "../store.js";

/** One row of the listing, from the store or from a running hub's API. */
interface Row {
	id: string;
	task?: string;
	library?: string;
	downloads: number;
	likes: number;
}

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
		const source = await openSource(values, io);
		const json = values.json === true;
		let rows: Row[];
		let records: unknown[] = [];
		if ("hub" in source) {
			// The embedded store is held by `modelhub serve`: read the same list through its API.
			const entries = await listFromHub(source.hub, query, json);
			records = entries;
			rows = entries.map((e) => ({
				id: e.id,
				task: typeof e.pipeline_tag === "string" ? e.pipeline_tag : undefined,
				library: typeof e.library_name === "string" ? e.library_name : undefined,
				downloads: typeof e.downloads === "number" ? e.downloads : 0,
				likes: typeof e.likes === "number" ? e.likes : 0,
			}));
		} else {
			try {
				const page = await source.store.models.list(query, EVERYTHING);
				rows = page.models.map((m) => ({
					id: m.id,
					task: m.pipeline_tag,
					library: m.library_name,
					downloads: m.downloads,
					likes: m.likes,
				}));
				if (json) records = await source.store.models.records(rows.map((r) => r.id));
			} catch (e) {
				if (e instanceof QueryError) throw new CliError(e.message);
				throw e;
			} finally {
				await source.store.close();
			}
		}
		if (json) {
			writeJson(io, records);
			return 0;
		}
		if (rows.length === 0) {
			io.stdout("no models match\n");
			return 0;
		}
		io.stdout(
			table(
				["id", "task", "library", "downloads", "likes"],
				rows.map((m) => [
					m.id,
					m.task ?? "-",
					m.library ?? "-",
					m.downloads.toLocaleString("en-US"),
					m.likes.toLocaleString("en-US"),
				]),
			),
		);
		return 0;
	},
};

/** The store, or the address of the running hub that holds it (as `snippets` and `inference` read through it). */
async function openSource(values: Values, io: Io): Promise<{ store: Store } | { hub: string }> {
	try {
		const store = await openStore({
			...storeOptions(values, io),
			command: "modelhub models",
			onUpgrade: (migration) =>
				io.stderr(`modelhub: upgrading the store (migration ${migration}); on a large store this takes minutes\n`),
		});
		return { store };
	} catch (e) {
		if (e instanceof StoreLockedError && e.holder?.url) return { hub: e.holder.url };
		if (e instanceof StoreLockedError || e instanceof StoreOpenError) throw new CliError(e.message);
		throw e;
	}
}
