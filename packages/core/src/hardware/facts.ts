/**
 * The architecture facts the KV-cache size needs (layers, key/value heads, head size), read from a record's config
 * (transformers names) or its GGUF metadata (`<arch>.block_count` and friends), and its parameter count.
 */
import type { ModelRecord } from "../model.js";
import type { GgufHeader } from "../quantization/gguf-reader.js";

export interface ArchitectureFacts {
	layers: number;
	/** Key/value heads (fewer than attention heads with grouped-query attention). */
	kvHeads: number;
	/** Size of one head's key (and value) vector. */
	headDim: number;
	/** Where the facts were read: "config" or "gguf". */
	from: "config" | "gguf";
}

export interface ModelFacts {
	/** Parameter count, when the record gives it (`gguf.total` or `safetensors.total`). */
	parameters?: number;
	architecture?: ArchitectureFacts;
	/** The trained context length, when known. */
	contextLength?: number;
}

const positive = (v: unknown): number | undefined =>
	typeof v === "number" && Number.isFinite(v) && v > 0 ? v : undefined;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function fromConfig(config: Record<string, unknown>): ArchitectureFacts | undefined {
	// Multimodal configs keep the language model's numbers under text_config.
	const c = isObject(config.text_config) ? config.text_config : config;
	const layers = positive(c.num_hidden_layers) ?? positive(c.n_layer) ?? positive(c.num_layers);
	const heads = positive(c.num_attention_heads) ?? positive(c.n_head);
	const kvHeads = positive(c.num_key_value_heads) ?? heads;
	const hidden = positive(c.hidden_size) ?? positive(c.n_embd);
	const headDim = positive(c.head_dim) ?? (hidden && heads ? hidden / heads : undefined);
	return layers && kvHeads && headDim ? { layers, kvHeads, headDim, from: "config" } : undefined;
}

function fromGguf(gguf: Record<string, unknown>): ArchitectureFacts | undefined {
	const arch = gguf.architecture;
	if (typeof arch !== "string") return undefined;
	const layers = positive(gguf[`${arch}.block_count`]);
	const heads = positive(gguf[`${arch}.attention.head_count`]);
	const kvHeads = positive(gguf[`${arch}.attention.head_count_kv`]) ?? heads;
	const width = positive(gguf[`${arch}.embedding_length`]);
	const headDim = positive(gguf[`${arch}.attention.key_length`]) ?? (width && heads ? width / heads : undefined);
	return layers && kvHeads && headDim ? { layers, kvHeads, headDim, from: "gguf" } : undefined;
}

/** What the record says about the model's size and shape; every field is left out when the record does not say. */
export function modelFacts(model: ModelRecord): ModelFacts {
	const facts: ModelFacts = {};
	const gguf = isObject(model.gguf) ? model.gguf : undefined;
	const safetensors = isObject(model.safetensors) ? model.safetensors : undefined;
	const parameters = positive(gguf?.total) ?? positive(safetensors?.total);
	if (parameters) facts.parameters = parameters;
	const architecture = (isObject(model.config) && fromConfig(model.config)) || (gguf && fromGguf(gguf)) || undefined;
	if (architecture) facts.architecture = architecture;
	const context = positive(gguf?.context_length);
	if (context) facts.contextLength = context;
	return facts;
}

/** The same facts from a parsed GGUF header (the inspector's file): its metadata and its tensors' element count. */
export function factsFromHeader(header: GgufHeader): ModelFacts {
	const values: Record<string, unknown> = {};
	for (const [key, entry] of header.metadata) {
		const v = entry.value;
		values[key] = typeof v === "bigint" ? Number(v) : v;
	}
	const arch = values["general.architecture"];
	const facts: ModelFacts = {};
	const parameters = header.tensors.reduce((sum, t) => sum + t.shape.reduce((a, b) => a * b, 1), 0);
	if (parameters > 0) facts.parameters = parameters;
	const architecture = fromGguf({ ...values, architecture: arch });
	if (architecture) facts.architecture = architecture;
	const context = typeof arch === "string" ? positive(values[`${arch}.context_length`]) : undefined;
	if (context) facts.contextLength = context;
	return facts;
}
