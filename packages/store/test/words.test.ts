// The words an id is indexed by: every word of it (segments and their case/digit parts) stays findable by each of its
// prefixes, though words that begin another word are not stored.
import { describe, expect, it } from "vitest";
import { idWords, searchTerms } from "../src/catalog/words.js";

const IDS = [
	"meta-llama/Llama-3.1-8B-Instruct",
	"Qwen/Qwen2.5-0.5B-Instruct",
	"mistralai/Mixtral-8x7B-v0.1",
	"elnezenra4791/Mixtral-1.5B-sft-0",
	"google-bert/bert-base-uncased",
	"TheBloke/Llama-2-7B-GGUF",
	"a/b",
	"x/ÜberModel-Äpfel2-日本語",
];

/** Every prefix of every word a user could type for the id: segments and their parts, lowercased. */
function typedPrefixes(id: string): string[] {
	const words = id
		.split(/[^\p{L}\p{N}]+/u)
		.flatMap((segment) => [
			segment,
			...segment.split(/(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})|(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/u),
		]);
	return words.filter(Boolean).flatMap((w) => [...w.toLowerCase()].map((_, i) => w.toLowerCase().slice(0, i + 1)));
}

describe("id words", () => {
	it("cuts an ASCII id as the Unicode patterns do", () => {
		// A trailing no-break space is a separator outside ASCII: it sends the same id through the patterns.
		const chars = "aAbBzZ09-_./xyXY";
		let seed = 11;
		for (let i = 0; i < 3000; i++) {
			let id = "";
			const length = 1 + (i % 40);
			for (let j = 0; j < length; j++) {
				seed = (seed * 1103515245 + 12345) % 2 ** 31;
				id += chars[seed % chars.length];
			}
			expect(idWords(id), id).toEqual(idWords(`${id}\u00a0`));
		}
		for (const id of IDS) expect(idWords(id)).toEqual(idWords(`${id}\u00a0`));
		expect(idWords(`a/${"X".repeat(80)}y`)).toEqual(idWords(`a/${"X".repeat(80)}y\u00a0`));
	});

	it("keeps every word of an id findable by each of its prefixes", () => {
		for (const id of IDS) {
			const stored = idWords(id);
			for (const prefix of typedPrefixes(id)) {
				expect(
					stored.some((w) => w.startsWith(prefix)),
					`${id}: ${prefix}`,
				).toBe(true);
			}
		}
	});

	it("stores no word that begins another", () => {
		expect(idWords("meta-llama/Llama-3.1-8B-Instruct").sort()).toEqual([
			"1",
			"3",
			"8b",
			"b",
			"instruct",
			"llama",
			"meta",
		]);
		expect(idWords("Qwen/Qwen2.5-0.5B-Instruct").sort()).toEqual(["0", "2", "5b", "b", "instruct", "qwen2"]);
		for (const id of IDS) {
			const stored = idWords(id);
			for (const w of stored)
				expect(
					stored.filter((o) => o !== w && o.startsWith(w)),
					`${id}: ${w}`,
				).toEqual([]);
		}
	});

	it("matches query words as the index does", () => {
		expect(searchTerms("Llama 3.1 8B")).toEqual(["llama", "3", "1", "8b"]);
		const stored = idWords("meta-llama/Llama-3.1-8B-Instruct");
		for (const t of searchTerms("llam 3.1 8 inst"))
			expect(
				stored.some((w) => w.startsWith(t)),
				t,
			).toBe(true);
	});
});
