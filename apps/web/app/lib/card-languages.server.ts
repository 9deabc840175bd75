import type { FacetCount, Store, Visibility } from "@modelhub/store";
import { cardLanguageCodes, languageName } from "./language-names";

/** Models read per candidate tag to find a card that declares it as a language. */
const SAMPLE = 5;
/** How long a tag's answer is kept: the filter menus are rebuilt every minute, the answers seldom change. */
const KEEP_MS = 60 * 60_000;

/** Per store: whether each tag was found declared as a language, and when. */
const answers = new WeakMap<Store, Map<string, { at: number; language: Promise<boolean> }>>();

/** Whether some of the tag's most downloaded models declare it in their card's `language` field. */
function declared(store: Store, publicOnly: Visibility, tag: string): Promise<boolean> {
	let known = answers.get(store);
	if (!known) {
		known = new Map();
		answers.set(store, known);
	}
	const hit = known.get(tag);
	if (hit && Date.now() - hit.at < KEEP_MS) return hit.language;
	const language = (async () => {
		// Public cards only: whether a tag is a language is told to everyone, so no private card may decide it.
		const page = await store.models.list({ tags: [tag], limit: SAMPLE }, publicOnly);
		const records = await store.models.records(page.models.map((m) => m.id));
		return records.some((r) => cardLanguageCodes(r.cardData?.language).includes(tag));
	})();
	language.catch(() => known.delete(tag));
	known.set(tag, { at: Date.now(), language });
	return language;
}

/**
 * The languages to offer as a filter: tags that are ISO 639 codes of a known language *and* that a stored model's
 * card declares in its `language` field — the Hub turns those into tags, but other short tags (`jax`, `tf`, `mlx`,
 * `ner`, `ocr`) are not languages. Written over the catalogue's list and records (a few of the most downloaded public
 * models per candidate, each answer kept for an hour) because the store keeps no facet of the cards' languages; it belongs in
 * the store as one.
 */
export async function cardLanguages(
	store: Store,
	/** What an anonymous visitor sees (the store's PUBLIC_ONLY): the cards that may decide what is a language. */
	publicOnly: Visibility,
	tags: FacetCount[],
	limit = 80,
): Promise<{ value: string; label: string; count: number }[]> {
	const candidates = tags.filter((t) => languageName(t.value) !== undefined).slice(0, limit * 2);
	const checked = await Promise.all(candidates.map((t) => declared(store, publicOnly, t.value)));
	return candidates
		.filter((_, i) => checked[i])
		.slice(0, limit)
		.map((t) => ({ value: t.value, label: languageName(t.value) ?? t.value, count: t.count }));
}
