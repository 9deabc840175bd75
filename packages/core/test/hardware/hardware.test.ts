import { describe, expect, it } from "vitest";
import { factsFromHeader } from "../../src/hardware/facts.js";
import { fit, getHardware, HARDWARE, kvCacheBytes, modelFacts } from "../../src/hardware/index.js";
import { bytesSource, readGgufHeader } from "../../src/quantization/index.js";
import { str, u32, writeGguf } from "../quantization/gguf-writer.js";

/** Llama 3 8B's shape (config.json): 32 layers, 8 key/value heads of 4096 / 32 = 128. */
const LLAMA3_8B = { layers: 32, kvHeads: 8, headDim: 128, from: "config" as const };

const hw = (key: string) => {
	const h = getHardware(key);
	if (!h) throw new Error(`no hardware ${key}`);
	return h;
};

describe("hardware table", () => {
	it("every row has positive figures, a unique key and an https source", () => {
		expect(HARDWARE.length).toBeGreaterThanOrEqual(25);
		expect(new Set(HARDWARE.map((h) => h.key)).size).toBe(HARDWARE.length);
		for (const h of HARDWARE) {
			expect(h.label, h.key).not.toBe("");
			expect(Number.isFinite(h.memoryGb) && h.memoryGb > 0, h.key).toBe(true);
			expect(Number.isFinite(h.bandwidthGbs) && h.bandwidthGbs > 0, h.key).toBe(true);
			expect(h.source, h.key).toMatch(/^https:\/\/[^\s]+$/);
		}
	});

	it("covers NVIDIA consumer and data-centre GPUs, AMD GPUs, Apple silicon by memory and CPU-only by RAM", () => {
		const kinds = new Map<string, number>();
		for (const h of HARDWARE) kinds.set(h.kind, (kinds.get(h.kind) ?? 0) + 1);
		expect([...kinds.keys()].sort()).toEqual(["amd", "apple", "cpu", "nvidia"]);
		expect(HARDWARE.some((h) => h.key === "rtx-4090") && HARDWARE.some((h) => h.key === "h100")).toBe(true);
		expect(HARDWARE.filter((h) => h.kind === "apple").map((h) => h.memoryGb)).toContain(128);
		expect(HARDWARE.filter((h) => h.kind === "cpu").every((h) => h.memory === "system")).toBe(true);
	});
});

describe("fit", () => {
	it("case 1: 16 GB of weights on a 16 GB RTX 4080 at 4096 tokens does not fit", () => {
		// KV = 2 × 32 × 8 × 128 × 4096 × 2 B = 536,870,912 B; overhead = 0.5e9 + 0.05 × 16e9 = 1.3e9 B.
		// need = 16e9 + 536,870,912 + 1.3e9 = 17,836,870,912 B > usable 16e9 B (dedicated memory, × 1).
		// decode ≤ 716.8e9 ÷ (16e9 + 536,870,912) = 43.346… tokens/s.
		const r = fit(16e9, { architecture: LLAMA3_8B }, hw("rtx-4080"), 4096);
		expect(r.kvCacheBytes).toBe(536_870_912);
		expect(r.overheadBytes).toBe(1.3e9);
		expect(r.needBytes).toBe(17_836_870_912);
		expect(r.usableBytes).toBe(16e9);
		expect(r.verdict).toBe("does not fit");
		expect(r.tokensPerSecond).toBeCloseTo(43.3459, 3);
		expect(r.formula).toContain(
			"need = weights 16.00 GB + KV cache 0.54 GB (2 × 32 layers × 8 KV heads × 128 × 4096 tokens × 2 bytes)",
		);
		expect(r.assumptions).toEqual([]);
	});

	it("case 2: a 4.92 GB Q4_K_M on an RTX 4090 at 8192 tokens fits, at most ≈ 168 tokens/s", () => {
		// KV = 2 × 32 × 8 × 128 × 8192 × 2 B = 1,073,741,824 B; overhead = 0.5e9 + 0.246e9 = 0.746e9 B.
		// need = 4.92e9 + 1,073,741,824 + 0.746e9 = 6,739,741,824 B ≤ 0.9 × 24e9 = 21.6e9 B → fits.
		// decode ≤ 1008e9 ÷ (4.92e9 + 1,073,741,824) = 168.176… tokens/s.
		const r = fit(4.92e9, { architecture: LLAMA3_8B }, hw("rtx-4090"), 8192);
		expect(r.needBytes).toBe(6_739_741_824);
		expect(r.verdict).toBe("fits");
		expect(r.tokensPerSecond).toBeCloseTo(168.176, 2);
	});

	it("case 3: 13 GB on a 16 GB GPU is tight; on a 16 GB Mac (75 % usable) it does not fit; unknown shape is assumed", () => {
		// need = 13e9 + 536,870,912 + (0.5e9 + 0.65e9) = 14,686,870,912 B: above 0.9 × 16e9 = 14.4e9, below 16e9 → tight.
		expect(fit(13e9, { architecture: LLAMA3_8B }, hw("rtx-5080"), 4096).verdict).toBe("tight");
		// usable on unified memory = 16e9 × 0.75 = 12e9 B < need.
		const mac = fit(13e9, { architecture: LLAMA3_8B }, hw("m4-16"), 4096);
		expect(mac.usableBytes).toBe(12e9);
		expect(mac.verdict).toBe("does not fit");
		// No architecture: 8e9 parameters × 16384 B per 1e9 × 4096 tokens = 536,870,912 B, the same as Llama 3 8B's.
		const assumed = fit(13e9, { parameters: 8e9 }, hw("rtx-5080"), 4096);
		expect(assumed.kvCacheBytes).toBe(536_870_912);
		expect(assumed.assumptions).toHaveLength(1);
		expect(fit(13e9, {}, hw("rtx-5080"), 4096).assumptions).toHaveLength(2);
	});

	it("rejects a negative size or a fractional context with a one-line error", () => {
		expect(() => fit(-1, {}, hw("t4"), 10)).toThrow("file size must be a non-negative number, got -1");
		expect(() => fit(1, {}, hw("t4"), 1.5)).toThrow("context length must be a non-negative whole number, got 1.5");
	});
});

describe("model facts", () => {
	it("reads the shape from a transformers config, nested text_config included", () => {
		const config = { num_hidden_layers: 32, num_attention_heads: 32, num_key_value_heads: 8, hidden_size: 4096 };
		expect(modelFacts({ id: "a/b", config })).toEqual({ architecture: LLAMA3_8B });
		expect(modelFacts({ id: "a/b", config: { text_config: config } }).architecture?.layers).toBe(32);
		expect(modelFacts({ id: "a/b", config: { num_hidden_layers: "x" } })).toEqual({});
	});

	it("reads GGUF metadata from a record and from a parsed header", async () => {
		const gguf = {
			total: 8e9,
			architecture: "llama",
			context_length: 8192,
			"llama.block_count": 32,
			"llama.attention.head_count": 32,
			"llama.attention.head_count_kv": 8,
			"llama.embedding_length": 4096,
		};
		expect(modelFacts({ id: "a/b", gguf })).toEqual({
			parameters: 8e9,
			contextLength: 8192,
			architecture: { ...LLAMA3_8B, from: "gguf" },
		});
		const header = await readGgufHeader(
			bytesSource(
				writeGguf({
					metadata: [
						["general.architecture", str("llama")],
						["llama.block_count", u32(2)],
						["llama.attention.head_count", u32(4)],
						["llama.attention.head_count_kv", u32(2)],
						["llama.embedding_length", u32(64)],
						["llama.context_length", u32(512)],
					],
					tensors: [{ name: "w", shape: [64, 64], type: "F32" }],
				}),
			),
		);
		const facts = factsFromHeader(header);
		expect(facts).toEqual({
			parameters: 4096,
			contextLength: 512,
			architecture: { layers: 2, kvHeads: 2, headDim: 16, from: "gguf" },
		});
		expect(kvCacheBytes(facts.architecture as never, 512)).toBe(2 * 2 * 2 * 16 * 512 * 2);
	});
});
