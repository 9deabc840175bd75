import type { ModelQuery } from "@modelhub/store";
import { CliError } from "./command.js";

/** A list row as the models API gives it (the Hub's short shape, or whole records with `full=true`). */
export type ApiEntry = Record<string, unknown> & { id: string };

/** The models API's URL for a store query: the Hub's parameter names. */
export function listUrl(base: string, query: ModelQuery, full: boolean): URL {
	const url = new URL("/api/models", base);
	const p = url.searchParams;
	if (query.search !== undefined) p.set("search", query.search);
	if (query.pipelineTag !== undefined) p.set("pipeline_tag", query.pipelineTag);
	if (query.library !== undefined) p.set("library", query.library);
	if (query.author !== undefined) p.set("author", query.author);
	for (const tag of query.tags ?? []) p.append("filter", tag);
	if (query.sort !== undefined) p.set("sort", query.sort);
	if (query.limit !== undefined) p.set("limit", String(query.limit));
	if (full) {
		p.set("full", "true");
		p.set("config", "true");
	}
	return url;
}

/**
 * One page of models from a running hub's API: what `modelhub models` reads while `modelhub serve` holds the
 * embedded store. With `full`, whole records (the API's `_id` and `modelId` additions taken off again).
 */
export async function listFromHub(base: string, query: ModelQuery, full: boolean): Promise<ApiEntry[]> {
	let res: Response;
	try {
		res = await fetch(listUrl(base, query, full), { signal: AbortSignal.timeout(10_000) });
	} catch (e) {
		throw new CliError(`cannot reach the running hub at ${base}: ${(e as Error).message}`);
	}
	if (!res.ok) {
		const body = (await res.json().catch(() => ({}))) as { error?: unknown };
		const reason = typeof body.error === "string" ? body.error : `status ${res.status}`;
		throw new CliError(`the running hub at ${base} answered: ${reason}`);
	}
	const entries = (await res.json()) as ApiEntry[];
	if (!full) return entries;
	return entries.map(({ _id, modelId, ...record }) => record as ApiEntry);
}
