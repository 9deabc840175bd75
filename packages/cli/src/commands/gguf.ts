import { resolve } from "node:path";
import { GgufError, type GgufReport, inspectGguf } from "@modelhub/core";
import { CliError, type Command } from "../command.js";
import { openFileSource } from "../gguf-file.js";
import { table, writeJson } from "../io.js";

export const ggufCommand: Command = {
	name: "gguf",
	summary: "Inspect a GGUF file's header: architecture, quantization, parameters, tensor types",
	usage: "gguf <file.gguf> [--json] [--metadata]",
	help: [
		["--json", "print the report as JSON"],
		["--metadata", "also list every metadata key with a short preview of its value"],
	],
	options: { json: { type: "boolean" }, metadata: { type: "boolean" } },
	positionals: [1, 1],
	async run(values, positionals, io) {
		const path = positionals[0] as string;
		const file = await openFileSource(resolve(io.cwd, path), path);
		let report: GgufReport;
		try {
			report = await inspectGguf(file, path);
		} catch (e) {
			if (e instanceof GgufError) throw new CliError(`${path}: ${e.message}`);
			throw e;
		} finally {
			await file.close();
		}
		if (values.json) {
			const { metadata, ...rest } = report;
			writeJson(io, JSON.parse(JSON.stringify({ file: path, ...rest, metadata }, bigintAsNumber)));
			return 0;
		}
		io.stdout(formatReport(path, report, values.metadata === true));
		for (const warning of report.warnings) io.stderr(`warning: ${warning}\n`);
		return 0;
	},
};

/** JSON has no bigint: a safe one becomes a number, a larger one a string. */
function bigintAsNumber(_key: string, value: unknown): unknown {
	if (typeof value !== "bigint") return value;
	return Number.isSafeInteger(Number(value)) ? Number(value) : String(value);
}

const count = (n: number) => n.toLocaleString("en-US");

/** Text from the file, made safe for a terminal: control characters are shown as \u escapes. */
function printable(text: string): string {
	let out = "";
	for (const c of text) {
		const code = c.charCodeAt(0);
		out += code < 0x20 || (code >= 0x7f && code < 0xa0) ? `\\u${code.toString(16).padStart(4, "0")}` : c;
	}
	return out;
}

function short(n: number, units: string[], step: number): string {
	let i = 0;
	while (n >= step && i < units.length - 1) {
		n /= step;
		i++;
	}
	return `${i === 0 ? n : n.toFixed(n < 10 ? 2 : 1)} ${units[i]}`;
}

const bytes = (n: number) => short(n, ["bytes", "kB", "MB", "GB", "TB"], 1000);
const params = (n: number) => (n < 1000 ? String(n) : `${short(n, ["", "K", "M", "B", "T"], 1000)} (${count(n)})`);

function formatReport(path: string, r: GgufReport, withMetadata: boolean): string {
	const label = r.quantLabel;
	const rows: [string, string][] = [
		["file", `${path} (${bytes(r.fileSize)})`],
		["format", `GGUF v${r.version}, ${r.littleEndian ? "little" : "big"}-endian`],
		["architecture", r.architecture === undefined ? "(not set)" : printable(r.architecture)],
		["name", r.name === undefined ? "(not set)" : printable(r.name)],
		["context length", r.contextLength === undefined ? "(not set)" : count(r.contextLength)],
		["file type", r.fileType ? `${r.fileType.name ?? "unknown"} (${r.fileType.value})` : "(not set)"],
		["name label", label ? `${label.text}${label.dynamic ? " (dynamic)" : ""}` : "(none in the file name)"],
		["parameters", params(r.parameterCount)],
		[
			"tensors",
			`${count(r.tensorCount)}, ${bytes(r.tensorBytes)}` +
				(r.bitsPerWeight === undefined ? "" : `, ${r.bitsPerWeight.toFixed(2)} bits per weight`),
		],
		["chat template", r.chatTemplate ? "yes" : "no"],
		["metadata", `${count(r.metadata.length)} keys`],
	];
	const width = Math.max(...rows.map(([k]) => k.length));
	let out = `${rows.map(([k, v]) => `${k.padEnd(width)}  ${v}`).join("\n")}\n`;
	if (r.tensorTypes.length) {
		const total = r.tensorBytes || 1;
		out += `\n${table(
			["tensor type", "tensors", "parameters", "size", "share"],
			r.tensorTypes.map((t) => [
				t.name,
				count(t.count),
				count(t.parameters),
				t.bytes === undefined ? "?" : bytes(t.bytes),
				t.bytes === undefined ? "?" : `${((t.bytes / total) * 100).toFixed(1)}%`,
			]),
		)}`;
	}
	if (withMetadata && r.metadata.length)
		out += `\n${table(
			["key", "type", "value"],
			r.metadata.map((m) => [printable(m.key), m.type, printable(m.value)]),
		)}`;
	return out;
}
