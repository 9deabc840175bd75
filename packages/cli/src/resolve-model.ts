import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { findModel } from "@modelhub/catalog";
import { type ModelRecord, parseModelJson, parseModelRecord } from "@modelhub/core";
import { openStore, StoreLockedError, StoreOpenError } from "@modelhub/store";
import { CliError, type Io, type Values } from "./command.js";
import { storeExists, storeOptions } from "./store.js";

/**
 * The model record an argument names: a JSON file path, "-" for standard input, or a model id such as
 * "openai-community/gpt2" when no file of that name exists — looked up in the store (through the running hub's API
 * when `modelhub serve` holds it), then in the shipped catalogue. Bad JSON, an invalid record or an unknown id is a
 * one-line CliError.
 */
export async function resolveModel(arg: string, io: Io, values: Values = {}): Promise<ModelRecord> {
	if (arg === "-") return parseOrFail(await io.readStdin(), "standard input");
	const text = await readIfFile(arg, io);
	if (text !== undefined) return parseOrFail(text, arg);
	const stored = await fromStore(arg, io, values);
	const record = stored ?? findModel(arg);
	if (!record) throw new CliError(`no such file, stored model or catalogue model: ${arg}`);
	const parsed = parseModelRecord(record);
	if (!parsed.ok) throw new CliError(`model ${arg} is not a valid model record: ${parsed.error}`);
	return parsed.value;
}

/** The record from the store, if there is a store and it holds the id. */
async function fromStore(id: string, io: Io, values: Values): Promise<unknown> {
	if (!storeExists(values, io)) return undefined;
	try {
		const store = await openStore({ ...storeOptions(values, io), seed: false, command: "modelhub (model lookup)" });
		try {
			return await store.models.record(id);
		} finally {
			await store.close();
		}
	} catch (e) {
		if (e instanceof StoreLockedError && e.holder?.url) return fromApi(e.holder.url, id);
		if (e instanceof StoreLockedError || e instanceof StoreOpenError) throw new CliError(e.message);
		throw e;
	}
}

/** The record from a running hub's API (the process that holds the embedded store). */
async function fromApi(base: string, id: string): Promise<unknown> {
	const url = new URL(`/api/models/${id.split("/").map(encodeURIComponent).join("/")}`, base);
	let res: Response;
	try {
		res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
	} catch (e) {
		throw new CliError(`cannot reach the running hub at ${base}: ${(e as Error).message}`);
	}
	if (res.status === 404) return undefined;
	if (!res.ok) throw new CliError(`the running hub at ${base} answered ${res.status} for ${id}`);
	return res.json();
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
