import {
	type FitResult,
	fit,
	formatGigabytes as gb,
	getHardware,
	ggufQuants,
	HARDWARE,
	type Hardware,
	type ModelRecord,
	modelFacts,
} from "@modelhub/core";
import { CliError, type Command } from "../command.js";
import { table, writeJson } from "../io.js";
import { resolveModel } from "../resolve-model.js";
import { DB_HELP, DB_OPTION } from "../store.js";

const DEFAULT_CONTEXT = 4096;

export const fitCommand: Command = {
	name: "fit",
	summary: "Estimate whether each GGUF file of a model fits some hardware, and its decoding speed at most",
	usage: "fit <model.json | - | model-id> --hardware KEY [--context N] [--json]",
	help: [
		["--hardware KEY", `a hardware key: ${HARDWARE.map((h) => h.key).join(", ")}`],
		["--context N", `context length in tokens for the KV cache (default ${DEFAULT_CONTEXT})`],
		["--json", 'print JSON: {"id", "hardware", "context", "files": [{"label", "bytes", ...fit}]}'],
		DB_HELP,
	],
	options: { ...DB_OPTION, hardware: { type: "string" }, context: { type: "string" }, json: { type: "boolean" } },
	positionals: [1, 1],
	async run(values, positionals, io) {
		const hardware = hardwareOf(values.hardware);
		const context = contextOf(values.context);
		const model = await resolveModel(positionals[0] as string, io, values);
		const files = filesOf(model);
		const facts = modelFacts(model);
		const results = files.map((f) => ({ ...f, ...fit(f.bytes, facts, hardware, context) }));
		if (values.json) {
			writeJson(io, { id: model.id, hardware, context, estimate: true, files: results });
			return 0;
		}
		io.stdout(
			`Estimates for ${model.id} on ${hardware.label} (${hardware.memoryGb} GB, ${hardware.bandwidthGbs} GB/s; ${hardware.source}), ${context}-token context:\n\n`,
		);
		io.stdout(
			table(
				["file", "size", "needs", "fit", "decode at most"],
				results.map((r) => [
					r.label,
					gb(r.bytes),
					gb(r.needBytes),
					r.verdict,
					`${r.tokensPerSecond.toFixed(1)} tokens/s`,
				]),
			),
		);
		const first = results[0] as FitResult & { label: string };
		io.stdout(`\nHow (${first.label}):\n${first.formula}\n`);
		for (const a of first.assumptions) io.stdout(`Assumed: ${a}\n`);
		return 0;
	},
};

function hardwareOf(key: unknown): Hardware {
	if (typeof key !== "string" || key === "") throw new CliError("missing --hardware KEY (see modelhub fit --help)");
	const found = getHardware(key);
	if (!found) throw new CliError(`unknown hardware "${key}" (see modelhub fit --help for the keys)`);
	return found;
}

function contextOf(text: unknown): number {
	if (text === undefined) return DEFAULT_CONTEXT;
	const n = typeof text === "string" && /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
	if (!Number.isSafeInteger(n) || n < 1)
		throw new CliError(`--context must be a whole number of tokens, 1 or more, got "${String(text)}"`);
	return n;
}

/** The GGUF files with sizes, else the checkpoint's weights at 16 bits from its parameter count. */
function filesOf(model: ModelRecord): { label: string; bytes: number }[] {
	const sized = ggufQuants(model).filter((q) => q.bytes !== undefined);
	if (sized.length > 0) return sized.map((q) => ({ label: q.label, bytes: q.bytes as number }));
	const parameters = modelFacts(model).parameters;
	if (parameters !== undefined) return [{ label: "16-bit weights (assumed)", bytes: parameters * 2 }];
	throw new CliError(`${model.id}: the record gives no GGUF file sizes and no parameter count to estimate from`);
}
