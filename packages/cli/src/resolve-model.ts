import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { findModel } from "@modelhub/catalog";
import { type ModelRecord, parseModelJson, parseModelRecord } from "@modelhub/core";
import { CliError, type Io } from "./command.js";

/**
 * The model record an argument names: a JSON file path, "-" for standard input, or a catalogue id such as
 * "openai-community/gpt2" when no file of that name exists. Bad JSON, an invalid record or an unknown id is a
 * one-line CliError.
 */
export async function resolveModel(arg: string, io: Io): Promise<ModelRecord> {
	if (arg === "-") return parseOrFail(await io.readStdin(), "standard input");
	const text = await readIfFile(arg, io);
	if (text !== undefined) return parseOrFail(text, arg);
	const record = findModel(arg);
	if (!record) throw new CliError(`no such file or catalogue model: ${arg}`);
	const parsed = parseModelRecord(record);
	if (!parsed.ok) throw new CliError(`catalogue model ${arg} is not a valid model record: ${parsed.error}`);
	return parsed.value;
}

/** The file's text, or undefined when no such file exists. */
async function readIfFile(path: string, io: Io): Promise<string | undefined> {
	try {
		return await readFile(resolve(io.cwd, path), "utf8");
	} catch (e) {
		const code = (e as { code?: string }).code;
		if (code === "ENOENT" || code === "ENOTDIR") return undefined;
		if (code === "EISDIR") throw new CliError(`${path} is a directory, not a model JSON file`);
		throw new CliError(`cannot read ${path}: ${oneLine((e as Error).message)}`);
	}
}

function parseOrFail(text: string, source: string): ModelRecord {
	const parsed = parseModelJson(text);
	if (parsed.ok) return parsed.value;
	const what = parsed.error.startsWith("invalid JSON") ? parsed.error : `invalid model record: ${parsed.error}`;
	throw new CliError(`${source}: ${oneLine(what)}`);
}

const oneLine = (text: string) => text.split("\n")[0] ?? "";
