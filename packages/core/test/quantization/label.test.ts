import { describe, expect, it } from "vitest";
import { labelledQuant, parseQuantLabel } from "../../src/quantization/index.js";

describe("parseQuantLabel", () => {
	it.each([
		["Meta-Llama-3-8B-Instruct-Q4_K_M.gguf", "Q4_K_M"],
		["llama-3-8b-instruct-q4_k_m.gguf", "Q4_K_M"],
		["model-F32-Q2_K.gguf", "Q2_K"],
		["model-Q8_0-F16.gguf", "F16"],
		["model.BF16.gguf", "BF16"],
		["phi-f16.gguf", "F16"],
		["model-IQ2_XXS.gguf", "IQ2_XXS"],
		["model-IQ2_XS.gguf", "IQ2_XS"],
		["model-IQ4_NL.gguf", "IQ4_NL"],
		["model-Q4_0_4_4.gguf", "Q4_0_4_4"],
		["model-Q4_0.gguf", "Q4_0"],
		["Q3_K_L.gguf", "Q3_K_L"],
		["model-TQ1_0.gguf", "TQ1_0"],
		["model-Q1_0.gguf", "Q1_0"],
		["gpt-oss-20b-MXFP4.gguf", "MXFP4"],
		["gpt-oss-20b-MXFP4_MOE.gguf", "MXFP4_MOE"],
		["model-NVFP4.gguf", "NVFP4"],
		["model-Q4_K_M-00001-of-00003.gguf", "Q4_K_M"],
	])("%s → %s", (file, name) => {
		expect(parseQuantLabel(file)).toMatchObject({ name, dynamic: false });
		expect(parseQuantLabel(file)?.suffix).toBeUndefined();
	});

	it("reads the UD- prefix of unsloth's dynamic quants", () => {
		expect(parseQuantLabel("Qwen3-8B-UD-Q4_K_XL.gguf")).toEqual({ text: "UD-Q4_K_XL", name: "Q4_K_XL", dynamic: true });
		expect(parseQuantLabel("x-ud-iq1_s.gguf")).toEqual({ text: "UD-IQ1_S", name: "IQ1_S", dynamic: true });
	});

	it("splits a size suffix that is not part of a known name", () => {
		expect(parseQuantLabel("model-Q6_K_L.gguf")).toEqual({ text: "Q6_K_L", name: "Q6_K", suffix: "L", dynamic: false });
		expect(parseQuantLabel("model-Q8_0_XL.gguf")).toEqual({
			text: "Q8_0_XL",
			name: "Q8_0",
			suffix: "XL",
			dynamic: false,
		});
		expect(parseQuantLabel("m-UD-Q2_K_XXL.gguf")).toEqual({
			text: "UD-Q2_K_XXL",
			name: "Q2_K",
			suffix: "XXL",
			dynamic: true,
		});
	});

	it("allows paths, and the file name wins over folder names", () => {
		expect(parseQuantLabel("/models/Q8_0/llama-Q4_K_S.gguf")?.name).toBe("Q4_K_S");
		expect(parseQuantLabel("C:\\models\\phi-3-mini-q5_k_m.gguf")?.name).toBe("Q5_K_M");
		expect(parseQuantLabel("DeepSeek-R1-GGUF/UD-IQ1_S/DeepSeek-R1-00001-of-00003.gguf")).toMatchObject({
			name: "IQ1_S",
			dynamic: true,
		});
	});

	it("does not match inside longer words", () => {
		expect(parseQuantLabel("model-XQ4_0.gguf")).toBeUndefined();
		expect(parseQuantLabel("model-Q4_0X.gguf")).toBeUndefined();
		expect(parseQuantLabel("BF16")?.name).toBe("BF16");
		expect(parseQuantLabel("model-I8.gguf")).toBeUndefined();
	});

	it("is undefined without a label", () => {
		expect(parseQuantLabel("model.gguf")).toBeUndefined();
		expect(parseQuantLabel("")).toBeUndefined();
		expect(parseQuantLabel("llama-3-8b")).toBeUndefined();
	});
});

describe("labelledQuant", () => {
	const of = (file: string) => {
		const label = parseQuantLabel(file);
		return label ? labelledQuant(label) : undefined;
	};
	it("keeps a known file type as it is", () => {
		expect(of("m-Q4_K_M.gguf")).toMatchObject({ name: "Q4_K_M", fileType: { name: "Q4_K_M" } });
		expect(of("m-Q3_K_XL.gguf")).toMatchObject({ name: "Q3_K_XL", fileType: { name: "Q3_K_XL" } });
		expect(of("m-Q8_0.gguf")).toMatchObject({ name: "Q8_0", fileType: { name: "Q8_0" } });
	});
	it("names an _L file as itself, sized as the type it is built on", () => {
		expect(of("m-Q5_K_L.gguf")).toMatchObject({
			name: "Q5_K_L",
			fileType: { name: "Q5_K_M" },
			variant: expect.any(String),
		});
		expect(of("m-Q4_K_L.gguf")).toMatchObject({ name: "Q4_K_L", fileType: { name: "Q4_K_M" } });
		expect(of("m-Q6_K_L.gguf")).toMatchObject({ name: "Q6_K_L", fileType: { name: "Q6_K" } });
	});
});
