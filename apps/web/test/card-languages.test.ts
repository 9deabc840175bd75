import type { ModelQuery, Store, Visibility } from "@modelhub/store";
import { describe, expect, it } from "vitest";
import { cardLanguages } from "../app/lib/card-languages.server";
import { languageName } from "../app/lib/language-names";

const RECORDS = [
	{ id: "a/english", tags: ["en", "fr", "jax"], cardData: { language: ["en", "fr"] } },
	{ id: "b/tf-model", tags: ["tf", "ner", "jax", "mlx", "ocr"], cardData: {} },
	{ id: "c/nl", tags: ["nl"], cardData: { language: "nl" } },
	// Tagged with a language code its card does not declare: not evidence of the language.
	{ id: "d/yo", tags: ["yo"] },
];

/** A store holding only the two reads the function makes. */
const store = {
	models: {
		async list(q: ModelQuery) {
			return { models: RECORDS.filter((r) => q.tags?.every((t) => r.tags.includes(t))).map((r) => ({ id: r.id })) };
		},
		async records(ids: string[]) {
			return RECORDS.filter((r) => ids.includes(r.id));
		},
	},
} as unknown as Store;

/** The visibility the function reads cards with (here every record is public). */
const PUBLIC: Visibility = { key: "everything", privateOwners: [], condition: () => undefined };

describe("the language filter's choices", () => {
	it("are codes that cards declare, named, never tags such as jax, tf, mlx, ner or ocr", async () => {
		const tags = ["en", "jax", "tf", "fr", "ner", "mlx", "ocr", "nl", "yo"].map((value, i) => ({
			value,
			count: 10 - i,
		}));
		expect(await cardLanguages(store, PUBLIC, tags)).toEqual([
			{ value: "en", label: "English", count: 10 },
			{ value: "fr", label: "French", count: 7 },
			{ value: "nl", label: "Dutch", count: 3 },
		]);
	});

	it("names ISO 639-1 and 639-3 codes and nothing else", () => {
		expect(languageName("de")).toBe("German");
		expect(languageName("yue")).toBe("Cantonese");
		for (const tag of ["jax", "tf", "mlx", "ner", "ocr", "und", "code", "EN"])
			expect(languageName(tag)).toBeUndefined();
	});
});
