import {
	getInferenceSnippet,
	getInferenceSnippets,
	type InferenceOptions,
	InferenceRequestError,
	type InferenceSnippet,
	InferenceTemplateError,
	type ModelRecord,
	parseModelJson,
} from "@modelhub/core";
import { CliError, type Command, type Values } from "../command.js";
import { filesHubUrl, namesAnId } from "../hub-files.js";
import { writeJson } from "../io.js";
import { resolveModel } from "../resolve-model.js";
import { DB_HELP, DB_OPTION } from "../store.js";

type Flavour = { language: string; client: string };

/** "<language>/<client>", split at the first slash ("js/huggingface.js" → js, huggingface.js). */
function parseFlavour(value: string): Flavour {
	const slash = value.indexOf("/");
	if (slash <= 0 || slash === value.length - 1)
		throw new CliError(`--client must be <language>/<client>, e.g. python/requests (got ${JSON.stringify(value)})`);
	return { language: value.slice(0, slash), client: value.slice(slash + 1) };
}

function optionsOf(values: Values): InferenceOptions {
	const text = (name: string): string | undefined => {
		const v = values[name];
		if (v === undefined) return undefined;
		if (typeof v !== "string" || v === "") throw new CliError(`--${name} needs a value`);
		return v;
	};
	const options: InferenceOptions = {};
	const provider = text("provider");
	const billTo = text("bill-to");
	const endpointUrl = text("endpoint");
	const accessToken = text("token");
	if (provider !== undefined) options.provider = provider;
	if (billTo !== undefined) options.billTo = billTo;
	if (endpointUrl !== undefined) options.endpointUrl = endpointUrl;
	if (accessToken !== undefined) options.accessToken = accessToken;
	if (values.stream) options.streaming = true;
	if (values.direct) options.direct = true;
	return options;
}

/** The snippets of one model: the chosen flavour's, or every flavour that applies. Core errors become CliErrors. */
function snippetsOf(model: ModelRecord, flavour: Flavour | undefined, options: InferenceOptions): InferenceSnippet[] {
	try {
		if (!flavour) return getInferenceSnippets(model, options);
		const content = getInferenceSnippet(model, flavour.language, flavour.client, options);
		return [{ language: flavour.language as InferenceSnippet["language"], client: flavour.client, content }];
	} catch (e) {
		if (e instanceof InferenceTemplateError || e instanceof InferenceRequestError) throw new CliError(e.message);
		throw e;
	}
}

/** Plain-text output: the code alone for one flavour, else each block under a "# <language>/<client>" line. */
function asText(snippets: InferenceSnippet[], single: boolean): string {
	if (single) return `${snippets[0]?.content ?? ""}\n`;
	return snippets.map((s) => `# ${s.language}/${s.client}\n${s.content}\n`).join("\n");
}

async function runLines(io: Parameters<Command["run"]>[2], flavour: Flavour | undefined, options: InferenceOptions) {
	const lines = (await io.readStdin()).split(/\r?\n/);
	let out = "";
	for (const [i, line] of lines.entries()) {
		if (line.trim() === "") continue;
		const parsed = parseModelJson(line);
		if (!parsed.ok) throw new CliError(`line ${i + 1}: ${parsed.error.split("\n")[0]}`);
		let snippets: InferenceSnippet[];
		try {
			snippets = snippetsOf(parsed.value, flavour, options);
		} catch (e) {
			if (e instanceof CliError) throw new CliError(`line ${i + 1} (${parsed.value.id}): ${e.message}`);
			throw e;
		}
		out += `${JSON.stringify({ id: parsed.value.id, snippets })}\n`;
	}
	io.stdout(out);
}

export const inferenceCommand: Command = {
	name: "inference",
	summary: "Write the code that calls the inference service for a model, in every client flavour or one",
	usage:
		"inference <model.json | - | catalogue-id> [--client <language>/<client>] [--provider <name>] [--stream] " +
		"[--bill-to <org>] [--endpoint <url>] [--direct] [--token <t>] [--json] [--jsonl]",
	help: [
		["--client <language>/<client>", "one flavour only, e.g. python/requests, js/huggingface.js, sh/curl"],
		[
			"--provider <name>",
			'the provider serving the call (default: hf-inference when it serves the task, else one that does; "auto" for chat)',
		],
		["--stream", "stream chat completions"],
		["--bill-to <org>", "bill routed calls to this organisation (X-HF-Bill-To)"],
		["--endpoint <url>", "call this OpenAI-compatible server instead (token from API_TOKEN)"],
		["--direct", "call the provider's own API with its key (e.g. TOGETHER_API_KEY)"],
		["--token <t>", "write this token into the code instead of reading it from the environment"],
		["--json", "print a JSON array of {language, client, content}"],
		["--jsonl", "read one model record per line from stdin; print one {id, snippets} line each"],
		DB_HELP,
	],
	options: {
		...DB_OPTION,
		client: { type: "string" },
		provider: { type: "string" },
		stream: { type: "boolean" },
		"bill-to": { type: "string" },
		endpoint: { type: "string" },
		direct: { type: "boolean" },
		token: { type: "string" },
		json: { type: "boolean" },
		jsonl: { type: "boolean" },
	},
	positionals: [0, 1],
	async run(values, positionals, io) {
		const flavour = typeof values.client === "string" ? parseFlavour(values.client) : undefined;
		const options = optionsOf(values);
		const arg = positionals[0];
		if (values.jsonl) {
			if (arg !== undefined && arg !== "-")
				throw new CliError(`--jsonl reads model records from stdin: drop the argument ${JSON.stringify(arg)}`);
			await runLines(io, flavour, options);
			return 0;
		}
		if (arg === undefined) throw new CliError(`missing argument (usage: modelhub ${inferenceCommand.usage})`);
		const model = await resolveModel(arg, io, values);
		// A model this hub holds the files of was published here: no inference service knows it (the core's rule).
		if (namesAnId(arg, io) && (await filesHubUrl(model.id, io, values)) !== undefined) options.hostedHere = true;
		const snippets = snippetsOf(model, flavour, options);
		if (values.json) writeJson(io, snippets);
		else io.stdout(asText(snippets, flavour !== undefined));
		return 0;
	},
};
