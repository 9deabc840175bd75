/** The datasets a record's card names: its `dataset:{id}` tags (the Hub's, from the card's `datasets:`) and the card's own list. */
export function datasetsOf(record: { tags?: unknown; cardData?: unknown }): string[] {
	const found: string[] = [];
	const add = (v: unknown) => {
		if (typeof v === "string" && /^[^/\s]+\/[^/\s]+$/.test(v) && !found.includes(v) && found.length < 50) found.push(v);
	};
	if (Array.isArray(record.tags))
		for (const t of record.tags) if (typeof t === "string" && t.startsWith("dataset:")) add(t.slice(8));
	const card = record.cardData as { datasets?: unknown } | undefined;
	if (Array.isArray(card?.datasets)) for (const d of card.datasets) add(d);
	else add(card?.datasets);
	return found;
}
