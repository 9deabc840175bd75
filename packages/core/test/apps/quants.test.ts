import { describe, expect, it } from "vitest";
import { defaultQuant, findQuant, ggufQuants } from "../../src/apps/quants.js";
import { GGUF_LIBRARY_KEY, ggufLibrary, isGgufRepo } from "../../src/libraries/gguf.js";
import { applicableLibraries, getLibrary } from "../../src/libraries/index.js";
import type { ModelRecord } from "../../src/model.js";

const files = (...names: (string | [string, number])[]): ModelRecord => ({
	id: "o/n",
	siblings: names.map((n) => (typeof n === "string" ? { rfilename: n } : { rfilename: n[0], size: n[1] })),
});

describe("ggufQuants", () => {
	it("groups files by quant label, split parts as one quant, projectors and other files left out", () => {
		const quants = ggufQuants(
			files(
				["m-Q8_0-00002-of-00002.gguf", 20],
				["m-Q8_0-00001-of-00002.gguf", 30],
				["m-Q4_K_M.gguf", 10],
				"mmproj-model-f16.gguf",
				"config.json",
				"m.Q4_K_M-extra.txt",
			),
		);
		expect(quants).toEqual([
			{
				label: "Q8_0",
				fileType: "Q8_0",
				files: ["m-Q8_0-00001-of-00002.gguf", "m-Q8_0-00002-of-00002.gguf"],
				bytes: 50,
			},
			{ label: "Q4_K_M", fileType: "Q4_K_M", files: ["m-Q4_K_M.gguf"], bytes: 10 },
		]);
	});

	it("leaves the size out when a part's size is unknown, and names unlabelled files by their name", () => {
		const quants = ggufQuants(files(["a-Q6_K-00001-of-00002.gguf", 5], "a-Q6_K-00002-of-00002.gguf", "weights.gguf"));
		expect(quants).toEqual([
			{ label: "Q6_K", fileType: "Q6_K", files: ["a-Q6_K-00001-of-00002.gguf", "a-Q6_K-00002-of-00002.gguf"] },
			{ label: "weights", files: ["weights.gguf"] },
		]);
	});

	it("ignores siblings that are not file entries", () => {
		const odd = { id: "o/n", siblings: [null, 3, { rfilename: 7 }, { rfilename: "x-Q4_0.gguf", size: -1 }] };
		expect(ggufQuants(odd as unknown as ModelRecord)).toEqual([
			{ label: "Q4_0", fileType: "Q4_0", files: ["x-Q4_0.gguf"] },
		]);
		expect(ggufQuants({ id: "o/n", siblings: "nope" } as unknown as ModelRecord)).toEqual([]);
	});
});

describe("defaultQuant", () => {
	const pick = (...names: string[]) => defaultQuant(ggufQuants(files(...names)))?.label;
	it("is Q4_K_M when present, whatever else there is", () => {
		expect(pick("m-Q8_0.gguf", "m-q4_k_m.gguf", "m-Q2_K.gguf")).toBe("Q4_K_M");
	});
	it("else the largest no bigger than Q4_K_M, a plain label before a publisher's variant", () => {
		expect(pick("m-Q8_0.gguf", "m-Q4_K_S.gguf", "m-Q2_K.gguf")).toBe("Q4_K_S");
		expect(pick("m-Q8_0.gguf", "m-Q3_K_M.gguf", "m-Q3_K_L.gguf")).toBe("Q3_K_L");
	});
	it("else the smallest, else the first, else none", () => {
		expect(pick("m-Q8_0.gguf", "m-F16.gguf")).toBe("Q8_0");
		expect(pick("weights.gguf")).toBe("weights");
		expect(pick()).toBeUndefined();
	});
	it("finds a quant by label ignoring case", () => {
		const quants = ggufQuants(files("m-UD-Q4_K_XL.gguf"));
		expect(findQuant(quants, " ud-q4_k_xl ")?.files).toEqual(["m-UD-Q4_K_XL.gguf"]);
		expect(findQuant(quants, "Q4_K_M")).toBeUndefined();
	});
});

describe("ggufLibrary", () => {
	it("files every kind of GGUF repository under the llama.cpp registry entry, labelled GGUF (llama.cpp)", () => {
		const entry = { key: GGUF_LIBRARY_KEY, label: "GGUF (llama.cpp)" };
		expect(getLibrary(GGUF_LIBRARY_KEY)).toBeDefined();
		expect(ggufLibrary({ id: "a/b", tags: ["gguf"] })).toEqual(entry);
		expect(ggufLibrary({ id: "a/b", library_name: "gguf" })).toEqual(entry);
		expect(ggufLibrary({ id: "a/b", gguf: { total: 1 } })).toEqual(entry);
		expect(ggufLibrary(files("x-Q4_K_M.gguf"))).toEqual(entry);
	});
	it("answers nothing for other repositories, or ones whose own library is another", () => {
		expect(ggufLibrary({ id: "a/b", library_name: "transformers" })).toBeUndefined();
		expect(ggufLibrary({ id: "a/b", library_name: "outetts", tags: ["gguf"] })).toBeUndefined();
		expect(isGgufRepo(files("model.safetensors"))).toBe(false);
	});
	it("makes a GGUF repository without the tag offer the llama.cpp snippets too", () => {
		expect(applicableLibraries(files("x-Q4_K_M.gguf"))).toEqual([GGUF_LIBRARY_KEY]);
	});
});
