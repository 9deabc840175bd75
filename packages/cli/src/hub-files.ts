import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { isHubUrl } from "@modelhub/core";
import { openStore, StoreLockedError } from "@modelhub/store";
import { CliError, type Io, type Values } from "./command.js";
import { storeExists, storeOptions } from "./store.js";

/** The address `modelhub serve` answers on by default, as snippets should name it. */
export function defaultHubUrl(io: Io): string {
	return io.env.MODELHUB_URL || `http://127.0.0.1:${io.env.PORT || 4173}`;
}

/** `--hub-url`, checked: an http(s) address. */
export function hubUrlFlag(values: Values): string | undefined {
	const v = values["hub-url"];
	if (v === undefined) return undefined;
	if (typeof v !== "string" || !isHubUrl(v))
		throw new CliError(`--hub-url must be an http(s) address such as http://127.0.0.1:4173, not ${JSON.stringify(v)}`);
	return v;
}

/** Whether a command's model argument is an id (not a JSON file, not "-" for standard input). */
export const namesAnId = (arg: string, io: Io): boolean => arg !== "-" && !existsSync(resolve(io.cwd, arg));

/**
 * The address of this hub when it holds the files of model `id` (so snippets should download from it), else
 * undefined. The store is asked directly, or, while `modelhub serve` holds it, the running hub (whose own address is
 * then the answer). The address is `--hub-url`, else $MODELHUB_URL, else serve's default.
 */
export async function filesHubUrl(id: string, io: Io, values: Values): Promise<string | undefined> {
	const flag = hubUrlFlag(values);
	if (!storeExists(values, io)) return undefined;
	try {
		const store = await openStore({ ...storeOptions(values, io), seed: false, command: "modelhub (file lookup)" });
		try {
			return (await store.revisions.hasFiles({ type: "model", id })) ? (flag ?? defaultHubUrl(io)) : undefined;
		} finally {
			await store.close();
		}
	} catch (e) {
		if (!(e instanceof StoreLockedError) || !e.holder?.url) return undefined;
		const base = e.holder.url;
		const tree = new URL(`/api/models/${id.split("/").map(encodeURIComponent).join("/")}/tree/main`, base);
		const res = await fetch(tree, { method: "HEAD", signal: AbortSignal.timeout(10_000) }).catch(() => undefined);
		return res?.ok ? (flag ?? base) : undefined;
	}
}
