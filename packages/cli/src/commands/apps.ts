import { LOCAL_APPS, type LocalAppResult, localApps } from "@modelhub/core";
import { CliError, type Command, type Io } from "../command.js";
import { table, writeJson } from "../io.js";
import { resolveModel } from "../resolve-model.js";
import { DB_HELP, DB_OPTION } from "../store.js";

export const appsCommand: Command = {
	name: "apps",
	summary: "Run a model in a local app: shell snippets and deep links, for a chosen GGUF quant",
	usage: "apps <model.json | - | model-id> [--app KEY] [--quant LABEL] [--json] | apps --list [--json]",
	help: [
		["--app KEY", "only this app (see apps --list)"],
		["--quant LABEL", "the GGUF quant to use, e.g. Q8_0 (default: Q4_K_M, else the nearest in size)"],
		["--list", "list every app: key, label, kind, platforms, docs"],
		["--json", 'print JSON: {"id", "quants", "quant", "apps": [{"key", "label", "steps"}]} (or the list)'],
		DB_HELP,
	],
	options: {
		...DB_OPTION,
		app: { type: "string" },
		quant: { type: "string" },
		list: { type: "boolean" },
		json: { type: "boolean" },
	},
	positionals: [0, 1],
	async run(values, positionals, io) {
		const [arg] = positionals;
		if (values.list) {
			if (arg !== undefined) throw new CliError(`--list takes no model; remove the argument "${arg}"`);
			list(io, values.json === true);
			return 0;
		}
		if (arg === undefined)
			throw new CliError("missing argument: a model JSON file, - for stdin, or a model id (or --list)");
		const model = await resolveModel(arg, io, values);
		const answer = localApps(model, {
			...(typeof values.app === "string" && { app: values.app }),
			...(typeof values.quant === "string" && { quant: values.quant }),
		});
		if (!answer.ok) throw new CliError(`${model.id}: ${answer.error}`);
		if (values.json) {
			writeJson(io, {
				id: model.id,
				quants: answer.quants,
				quant: answer.quant?.label ?? null,
				apps: answer.apps,
			});
			return 0;
		}
		if (answer.apps.length === 0) {
			io.stdout(`No local app runs ${model.id}: apps run GGUF, MLX, transformers LLM and diffusers image models.\n`);
			return 0;
		}
		if (answer.quants.length > 0)
			io.stdout(
				`GGUF quants: ${answer.quants.map((q) => (q === answer.quant ? `${q.label} (chosen)` : q.label)).join(", ")}\n\n`,
			);
		io.stdout(answer.apps.map(asText).join("\n"));
		return 0;
	},
};

function asText(app: LocalAppResult): string {
	const about = [app.quant, app.platforms].filter(Boolean).join(", ");
	const head = `=== ${app.label}${about ? ` (${about})` : ""} — ${app.docsUrl}\n`;
	const steps = app.steps.map((s) => {
		if (s.kind === "link") return `${s.title}: ${s.url}\n`;
		return `# ${s.title}\n${s.content.endsWith("\n") ? s.content : `${s.content}\n`}`;
	});
	return head + steps.join("");
}

function list(io: Io, json: boolean): void {
	const rows = LOCAL_APPS.map((a) => ({
		key: a.key,
		label: a.label,
		kind: a.kind,
		platforms: a.platforms ?? null,
		docsUrl: a.docsUrl,
		source: a.source,
	}));
	if (json) {
		writeJson(io, rows);
		return;
	}
	io.stdout(
		table(
			["key", "app", "gives", "platforms", "docs"],
			rows.map((r) => [r.key, r.label, r.kind === "link" ? "deep link" : "shell", r.platforms ?? "any", r.docsUrl]),
		),
	);
}
