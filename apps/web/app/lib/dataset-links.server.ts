import type { HubContext } from "@modelhub/server";
import type { FactRow } from "./fact-rows";
import { fromStore } from "./store.server";

/**
 * The model page's side-panel rows with each dataset this hub stores (and the caller may see) linked to its page here
 * instead of the public Hub's.
 */
export async function linkStoredDatasets(context: Partial<HubContext>, rows: FactRow[]): Promise<FactRow[]> {
	const row = rows.find((r) => r.label === "Dataset" || r.label === "Datasets");
	const ids = (row?.items ?? []).filter((i) => i.href).map((i) => i.text);
	if (!row || !ids.length) return rows;
	const held = new Set(await fromStore(context, (s, viewer) => s.datasets.visibleIds(ids, viewer)));
	if (!held.size) return rows;
	const items = row.items.map((i) => (held.has(i.text) ? { text: i.text, to: `/datasets/${i.text}` } : i));
	return rows.map((r) => (r === row ? { ...r, items } : r));
}
