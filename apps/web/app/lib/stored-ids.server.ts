import type { CatalogStore } from "@modelhub/store";

/**
 * Which of these ids the store holds. Written over `getModels` (which reads whole records) because the store has no
 * existence query yet; it belongs in the store as one `SELECT id … WHERE id = ANY($1)`.
 */
export async function storedIds(store: CatalogStore, ids: string[]): Promise<Set<string>> {
	if (ids.length === 0) return new Set();
	const found = await store.getModels(ids.slice(0, 50));
	return new Set(found.map((m) => m.record.id));
}
