/** Names of languages from the ISO 639 codes model cards give (`language: [en, fr]`), in English. */
const NAMES = new Intl.DisplayNames(["en"], { type: "language", fallback: "none" });

/** The English name of an ISO 639-1/639-3 code ("fr" → "French"), or undefined when it names no known language. */
export function languageName(code: string): string | undefined {
	if (!/^[a-z]{2,3}$/.test(code) || code === "und" || code === "mul" || code === "zxx") return undefined;
	try {
		const name = NAMES.of(code);
		return name && name !== code ? name : undefined;
	} catch {
		return undefined;
	}
}

/** The codes of a card's `language` field (a string or a list), lower-cased. */
export function cardLanguageCodes(language: unknown): string[] {
	const list = Array.isArray(language) ? language : typeof language === "string" ? [language] : [];
	return list.filter((c): c is string => typeof c === "string").map((c) => c.toLowerCase());
}
