/**
 * The GGUF file the header benchmark parses: 100 metadata keys and 1,000 tensor infos, with zeroed tensor data.
 * It is written by the core's own test writer (packages/core/test/quantization/gguf-writer.ts): that file is
 * TypeScript, so esbuild compiles it (and the core module it imports) into a temporary ES module first.
 */
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import * as esbuild from "esbuild";

const WRITER = fileURLToPath(new URL("../packages/core/test/quantization/gguf-writer.ts", import.meta.url));

export const TENSORS = 1000;
export const METADATA_KEYS = 100;
/** Entries of each tokenizer array (tokens, scores, token types). */
export const VOCAB = 1000;

async function loadWriter(dir) {
	const out = await esbuild.build({
		entryPoints: [WRITER],
		bundle: true,
		format: "esm",
		platform: "node",
		write: false,
		logLevel: "silent",
	});
	const file = join(dir, "gguf-writer.mjs");
	await writeFile(file, out.outputFiles[0].text);
	return import(pathToFileURL(file).href);
}

/** 100 keys shaped like a llama model's: general info, hyper-parameters, a tokenizer, then numbered extras. */
function metadata(w) {
	const keys = [
		["general.architecture", w.str("llama")],
		["general.name", w.str("bench-llama")],
		["general.file_type", w.u32(15)],
		["general.quantization_version", w.u32(2)],
		["llama.context_length", w.u32(8192)],
		["llama.embedding_length", w.u32(4096)],
		["llama.block_count", w.u32(111)],
		["llama.feed_forward_length", w.u32(14336)],
		["llama.attention.head_count", w.u32(32)],
		["llama.attention.head_count_kv", w.u32(8)],
		["llama.attention.layer_norm_rms_epsilon", w.f32(1e-5)],
		["llama.rope.freq_base", w.f32(500000)],
		["llama.vocab_size", w.u32(VOCAB)],
		["tokenizer.ggml.model", w.str("gpt2")],
		[
			"tokenizer.ggml.tokens",
			w.arr(
				"string",
				Array.from({ length: VOCAB }, (_, i) => `tok${i}`),
			),
		],
		[
			"tokenizer.ggml.scores",
			w.arr(
				"f32",
				Array.from({ length: VOCAB }, (_, i) => -i / 10),
			),
		],
		[
			"tokenizer.ggml.token_type",
			w.arr(
				"i32",
				Array.from({ length: VOCAB }, (_, i) => (i < 3 ? 3 : 1)),
			),
		],
		["tokenizer.ggml.bos_token_id", w.u32(1)],
		["tokenizer.ggml.eos_token_id", w.u32(2)],
		["tokenizer.chat_template", w.str("{% for m in messages %}{{ m.role }}: {{ m.content }}\n{% endfor %}")],
	];
	const makers = [(i) => w.u32(i), (i) => w.f32(i / 3), (i) => w.str(`value ${i}`), (i) => w.bool(i % 2 === 0)];
	for (let i = 0; keys.length < METADATA_KEYS; i++) keys.push([`bench.extra.${i}`, makers[i % makers.length](i)]);
	return keys;
}

/** 1,000 tensors: the token embedding, then 111 blocks of 9 (attention, feed-forward, norms), mixed types. */
function tensors() {
	const list = [{ name: "token_embd.weight", shape: [256, 16], type: "Q4_K" }];
	const kinds = [
		["attn_q", "Q4_K"],
		["attn_k", "Q4_K"],
		["attn_v", "Q6_K"],
		["attn_output", "Q4_K"],
		["ffn_gate", "Q4_K"],
		["ffn_up", "Q4_K"],
		["ffn_down", "Q6_K"],
		["attn_norm", "F32"],
		["ffn_norm", "F32"],
	];
	for (let b = 0; list.length < TENSORS; b++) {
		for (const [kind, type] of kinds) {
			if (list.length === TENSORS) break;
			list.push({ name: `blk.${b}.${kind}.weight`, shape: type === "F32" ? [256] : [256, 16], type });
		}
	}
	return list;
}

/** Writes the file into a new temporary folder; returns its path and size. */
export async function writeBenchGguf() {
	const dir = await mkdtemp(join(tmpdir(), "modelhub-bench-"));
	const w = await loadWriter(dir);
	const bytes = w.writeGguf({ metadata: metadata(w), tensors: tensors() });
	const path = join(dir, "bench.gguf");
	await writeFile(path, bytes);
	return { dir, path, size: bytes.length };
}
