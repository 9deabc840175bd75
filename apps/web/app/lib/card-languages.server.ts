import type { CatalogStore, FacetCount } from "@modelhub/store";
import { cardLanguageCodes, languageName } from "./language-names";

/** Models read per candidate tag to find a card that declares it as a language. */
const SAMPLE = 5;

/**
 * The languages to offer as a filter: tags that are ISO 639 codes of a known language *and* that a stored model's
 * card declares in its `language` field — the Hub turns those into tags, but other short tags (`jax`, `tf`, `mlx`,
 * `ner`, `ocr`) are not languages. Written over `listModels` and `getModels` (a few of the most downloaded models per
 * candidate) because the store keeps no facet of the cards' languages; it belongs in the store as one.
 */
export async function cardLanguages(
	store: CatalogStore,
	tags: FacetCount[],
	limit = 80,
): Promise<{ value: string; label: string; count: number }[]> {
	const candidates = tags.filter((t) => languageName(t.value) !== undefined).slice(0, limit * 2);
	const checked = await Promise.all(
		candidates.map(async (t) => {
			const page = await store.listModels({ tags: [t.value], limit: SAMPLE });
			const models = await store.getModels(page.models.map((m) => m.id));
			return models.some((m) => cardLanguageCodes(m.record.cardData?.language).includes(t.value));
		}),
	);
	return candidates
		.filter((_, i) => checked[i])
		.slice(0, limit)
		.map((t) => ({ value: t.value, label: languageName(t.value) ?? t.value, count: t.count }));
}
