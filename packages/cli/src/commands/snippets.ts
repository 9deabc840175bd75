import { librarySnippets, type ModelRecord, parseModelJson, type Snippet } from "@modelhub/core";
import { asImported } from "../as-imported.js";
import { CliError, type Command, type Io } from "../command.js";
import { filesHubUrl, hubUrlFlag, namesAnId } from "../hub-files.js";
import { writeJson } from "../io.js";
import { resolveModel } from "../resolve-model.js";
import { DB_HELP, DB_OPTION } from "../store.js";

export const snippetsCommand: Command = {
	name: "snippets",
	summary: "Write the usage snippets of a model's library",
	usage: "snippets <model.json | - | model-id> [--json] | snippets --jsonl < records.jsonl",
	help: [
		["--json", 'print {"library", "snippets": [{"language", "content"}]}'],
		["--jsonl", 'read one model record per line from stdin, write one {"id", "library", "snippets"} per line'],
		[
			"--hub-url URL",
			"this hub's address for models whose files it holds (default: $MODELHUB_URL, else http://127.0.0.1:$PORT or 4173)",
		],
		DB_HELP,
	],
	options: { ...DB_OPTION, json: { type: "boolean" }, jsonl: { type: "boolean" }, "hub-url": { type: "string" } },
	positionals: [0, 1],
	async run(values, positionals, io) {
		const [arg] = positionals;
		if (values.jsonl) {
			if (arg !== undefined && arg !== "-")
				throw new CliError(`--jsonl reads standard input; remove the argument "${arg}"`);
			if (values.json) throw new CliError("--json and --jsonl cannot be combined");
			return runJsonl(io);
		}
		if (arg === undefined) throw new CliError("missing argument: a model JSON file, - for stdin, or a model id");
		const model = await resolveModel(arg, io, values);
		// A model whose files this hub holds gets snippets that download from it; files and stdin name no hub.
		const hubUrl = namesAnId(arg, io) ? await filesHubUrl(model.id, io, values) : hubUrlFlag(values);
		const snippets = snippetsOf(model, hubUrl);
		if (values.json) writeJson(io, snippets);
		else io.stdout(asText(snippets));
		return 0;
	},
};

function snippetsOf(raw: ModelRecord, hubUrl: string | undefined): { library: string; snippets: Snippet[] } {
	const imported = asImported(raw);
	if (!imported.ok) throw new CliError(`${raw.id}: ${imported.error}`);
	const model = imported.record;
	const result = librarySnippets(model, hubUrl === undefined ? {} : { hubUrl });
	if ("error" in result) throw new CliError(`${model.id}: ${result.error}`);
	return {
		library: result.library,
		snippets: result.snippets.map((s) => ({ language: s.language, content: s.content })),
	};
}

function asText({ library, snippets }: { library: string; snippets: Snippet[] }): string {
	return snippets
		.map((s, i) => {
			const body = s.content.endsWith("\n") ? s.content : `${s.content}\n`;
			return `--- ${library} snippet ${i + 1}/${snippets.length} (${s.language}) ---\n${body}`;
		})
		.join("\n");
}

/** One output line per non-blank input line; a failing line is reported on its own line and the rest go on. */
async function runJsonl(io: Io): Promise<number> {
	const lines = (await io.readStdin()).split("\n");
	let failed = false;
	for (const [i, raw] of lines.entries()) {
		const line = raw.trim();
		if (line === "") continue;
		const out = jsonlLine(line, i + 1);
		if ("error" in out) failed = true;
		io.stdout(`${JSON.stringify(out)}\n`);
	}
	return failed ? 1 : 0;
}

function jsonlLine(line: string, n: number): Record<string, unknown> {
	const parsed = parseModelJson(line);
	if (!parsed.ok) {
		const id = idOf(line);
		return { ...(id === undefined ? {} : { id }), line: n, error: parsed.error.split("\n")[0] };
	}
	const imported = asImported(parsed.value);
	if (!imported.ok) return { id: parsed.value.id, line: n, error: imported.error };
	const model = imported.record;
	const result = librarySnippets(model);
	if ("error" in result) return { id: model.id, line: n, error: result.error };
	return {
		id: model.id,
		library: result.library,
		snippets: result.snippets.map((s) => ({ language: s.language, content: s.content })),
	};
}

/** The string id of a line that is a JSON object but not a valid record, so its error line can name it. */
function idOf(line: string): string | undefined {
	try {
		const value: unknown = JSON.parse(line);
		if (typeof value === "object" && value !== null && typeof (value as { id?: unknown }).id === "string")
			return (value as { id: string }).id;
	} catch {
		// not JSON at all: the line number identifies it
	}
	return undefined;
}
