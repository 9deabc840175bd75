import type { ModelRecord } from "@modelhub/core";
import { cardLanguageCodes, languageName } from "./language-names";
import { licenseOf } from "./model-facts";

/** What the card's metadata and the record say about a model, as facts for the page's side panel. */
export interface CardFacts {
	license: string | null;
	/** The card's languages, named ("English"), with their codes. */
	languages: { code: string; name: string }[];
	datasets: string[];
	parameters: number | null;
	/** The weights' tensor types (safetensors dtypes, e.g. BF16), largest share first. */
	tensorTypes: string[];
	/** The repository's size: the sum of the file sizes the record gives, when it gives every one. */
	size: number | null;
}

const strings = (v: unknown): string[] =>
	(Array.isArray(v) ? v : typeof v === "string" ? [v] : []).filter(
		(s): s is string => typeof s === "string" && s !== "",
	);

export function cardFacts(record: ModelRecord, parameters: number | null): CardFacts {
	const card = record.cardData ?? {};
	const st = record.safetensors as { parameters?: Record<string, unknown> } | undefined;
	const dtypes = Object.entries(st?.parameters ?? {})
		.filter((e): e is [string, number] => typeof e[1] === "number" && e[1] > 0)
		.sort((a, b) => b[1] - a[1])
		.map(([t]) => t);
	const siblings = Array.isArray(record.siblings) ? (record.siblings as { size?: unknown }[]) : [];
	const sized = siblings.length > 0 && siblings.every((s) => typeof s.size === "number");
	return {
		license: licenseOf(record) ?? null,
		languages: cardLanguageCodes(card.language).flatMap((code) => {
			const name = languageName(code);
			return name ? [{ code, name }] : [];
		}),
		datasets: strings(card.datasets).slice(0, 20),
		parameters,
		tensorTypes: dtypes,
		// A hosted repository's record lists only its first files; its storage is the whole revision's.
		size:
			typeof record.usedStorage === "number"
				? record.usedStorage
				: sized
					? siblings.reduce((sum, s) => sum + (s.size as number), 0)
					: null,
	};
}
