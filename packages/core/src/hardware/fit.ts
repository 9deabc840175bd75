/**
 * Will a model file run on a piece of hardware? An estimate, with its formula spelled out:
 *
 *   need = weights + KV cache + overhead
 *   KV cache = 2 (K and V) × layers × KV heads × head size × context × 2 bytes (an F16 cache)
 *   overhead = 0.5 GB + 5 % of the weights (compute buffers and the runtime)
 *   usable = memory × 1 for a GPU's own memory, × 0.75 for memory shared with the system (unified or RAM)
 *   fits when need ≤ 90 % of usable, tight when need ≤ usable, else does not fit
 *
 * Decoding one token reads every weight and the whole cache once, so memory bandwidth caps the speed:
 *
 *   tokens/s ≤ bandwidth ÷ (weights + KV cache)
 *
 * (an upper bound for a dense model; mixture-of-experts models read only their active experts and run faster).
 * Without the architecture facts the KV cache is assumed to take 16 KiB per token per billion parameters, what an F16
 * cache of a grouped-query-attention model such as Llama 3 8B takes (128 KiB per token).
 */
import type { ArchitectureFacts, ModelFacts } from "./facts.js";
import type { Hardware } from "./table.js";

export type FitVerdict = "fits" | "tight" | "does not fit";

export interface FitResult {
	verdict: FitVerdict;
	/** Bytes the model needs: weights + KV cache + overhead. */
	needBytes: number;
	weightsBytes: number;
	kvCacheBytes: number;
	overheadBytes: number;
	/** Bytes of the hardware's memory the model can use. */
	usableBytes: number;
	contextTokens: number;
	/** Upper bound of decoding speed, tokens per second. */
	tokensPerSecond: number;
	/** The formula with this case's numbers, as text. */
	formula: string;
	/** What was assumed because the record did not say. */
	assumptions: string[];
}

const GB = 1e9;
/** Bytes per cached value: llama.cpp and most servers keep the cache in F16 by default. */
const CACHE_BYTES = 2;
/** KV-cache bytes per token per parameter when the architecture is unknown (Llama 3 8B: 131072 B at 8e9). */
const ASSUMED_KV_PER_PARAMETER = 16384 / 1e9;
export const OVERHEAD_FIXED_BYTES = 0.5 * GB;
export const OVERHEAD_SHARE = 0.05;
export const SHARED_MEMORY_SHARE = 0.75;
export const TIGHT_SHARE = 0.9;

/** KV-cache bytes for a context length. */
export function kvCacheBytes(architecture: ArchitectureFacts, contextTokens: number): number {
	return 2 * architecture.layers * architecture.kvHeads * architecture.headDim * contextTokens * CACHE_BYTES;
}

/** The memory a model needs, in parts, for a given context length (shared by the fit and the size estimator). */
export function memoryNeed(
	weightsBytes: number,
	facts: ModelFacts,
	contextTokens: number,
): { kvCacheBytes: number; overheadBytes: number; needBytes: number; assumptions: string[] } {
	const assumptions: string[] = [];
	let kv: number;
	if (facts.architecture) kv = kvCacheBytes(facts.architecture, contextTokens);
	else {
		const parameters = facts.parameters ?? weightsBytes / 2;
		if (facts.parameters === undefined)
			assumptions.push("parameter count unknown: taken as the file size ÷ 2 bytes (16-bit weights)");
		assumptions.push("architecture unknown: KV cache assumed at 16 KiB per token per billion parameters (F16, GQA)");
		kv = parameters * ASSUMED_KV_PER_PARAMETER * contextTokens;
	}
	const overhead = OVERHEAD_FIXED_BYTES + OVERHEAD_SHARE * weightsBytes;
	return { kvCacheBytes: kv, overheadBytes: overhead, needBytes: weightsBytes + kv + overhead, assumptions };
}

/** Bytes as decimal gigabytes with two decimals: "0.81 GB". */
export const formatGigabytes = (bytes: number): string => `${(bytes / GB).toFixed(2)} GB`;
const gb = formatGigabytes;

function check(name: string, value: number, integer = false): void {
	if (!Number.isFinite(value) || value < 0 || (integer && !Number.isInteger(value)))
		throw new RangeError(`${name} must be a non-negative ${integer ? "whole " : ""}number, got ${value}`);
}

/** Whether a file of `fileBytes` runs on `hardware` with `contextTokens` of context, and how fast at most. */
export function fit(fileBytes: number, facts: ModelFacts, hardware: Hardware, contextTokens: number): FitResult {
	check("file size", fileBytes);
	check("context length", contextTokens, true);
	const need = memoryNeed(fileBytes, facts, contextTokens);
	const share = hardware.memory === "dedicated" ? 1 : SHARED_MEMORY_SHARE;
	const usable = hardware.memoryGb * GB * share;
	const verdict: FitVerdict =
		need.needBytes <= TIGHT_SHARE * usable ? "fits" : need.needBytes <= usable ? "tight" : "does not fit";
	const perToken = fileBytes + need.kvCacheBytes;
	const tokensPerSecond = perToken > 0 ? (hardware.bandwidthGbs * GB) / perToken : Number.POSITIVE_INFINITY;
	const kvText = facts.architecture
		? `2 × ${facts.architecture.layers} layers × ${facts.architecture.kvHeads} KV heads × ${facts.architecture.headDim} × ${contextTokens} tokens × 2 bytes`
		: `${contextTokens} tokens × 16 KiB per billion parameters (assumed)`;
	const formula = [
		`need = weights ${gb(fileBytes)} + KV cache ${gb(need.kvCacheBytes)} (${kvText}) + overhead ${gb(need.overheadBytes)} (0.5 GB + 5 % of weights) = ${gb(need.needBytes)}`,
		`usable = ${hardware.memoryGb} GB × ${share} = ${gb(usable)}: ${verdict} (fits ≤ 90 % of usable, tight ≤ 100 %)`,
		`decode ≤ ${hardware.bandwidthGbs} GB/s ÷ ${gb(perToken)} read per token ≈ ${tokensPerSecond.toFixed(1)} tokens/s`,
	].join("\n");
	return {
		verdict,
		needBytes: need.needBytes,
		weightsBytes: fileBytes,
		kvCacheBytes: need.kvCacheBytes,
		overheadBytes: need.overheadBytes,
		usableBytes: usable,
		contextTokens,
		tokensPerSecond,
		formula,
		assumptions: need.assumptions,
	};
}
