/**
 * What the stand-in knows about models, as the Hub does: each model's task (its pipeline tag) and which provider
 * serves it under which id (`inferenceProviderMapping`, array or object form, as the Hub API gives it). Every model
 * of the router's own provider (hf-inference) is served under its hub id.
 */
import type { ModelRecord } from "@modelhub/core";

export interface Mapping {
	provider: string;
	providerId: string;
	hfModelId: string;
	task: string;
	status: "live";
}

const CHAT_TASKS = new Set(["text-generation", "image-text-to-text"]);

/** The task a provider serves a model for: "conversational" for chat models, else the pipeline tag. */
function servedTask(record: ModelRecord): string {
	const tag = record.pipeline_tag ?? "";
	return CHAT_TASKS.has(tag) && record.tags?.includes("conversational") ? "conversational" : tag;
}

function mappingsOf(record: ModelRecord): Mapping[] {
	const out: Mapping[] = [];
	const raw = record.inferenceProviderMapping as unknown;
	const push = (provider: unknown, entry: unknown) => {
		const e = entry as { providerId?: unknown; task?: unknown } | null;
		if (typeof provider !== "string" || !e || typeof e.providerId !== "string") return;
		const task = typeof e.task === "string" ? e.task : servedTask(record);
		out.push({ provider, providerId: e.providerId, hfModelId: record.id, task, status: "live" });
	};
	if (Array.isArray(raw)) for (const e of raw) push((e as { provider?: unknown })?.provider, e);
	else if (raw && typeof raw === "object") for (const [p, e] of Object.entries(raw)) push(p, e);
	if (!out.some((m) => m.provider === "hf-inference") && record.pipeline_tag)
		out.push({
			provider: "hf-inference",
			providerId: record.id,
			hfModelId: record.id,
			task: servedTask(record),
			status: "live",
		});
	return out;
}

export class ModelRegistry {
	private readonly records = new Map<string, ModelRecord>();
	private readonly mappings = new Map<string, Mapping[]>();

	/**
	 * Adds a model. Records of one id (fixtures repeat ids with other mappings) add up: their mappings are merged,
	 * and a record without a task never replaces one with a task.
	 */
	add(record: ModelRecord): void {
		const known = this.mappings.get(record.id) ?? [];
		const merged = [...known];
		for (const m of mappingsOf(record)) if (!known.some((k) => k.provider === m.provider)) merged.push(m);
		this.mappings.set(record.id, merged);
		if (!(this.records.get(record.id)?.pipeline_tag && !record.pipeline_tag)) this.records.set(record.id, record);
	}

	record(id: string): ModelRecord | undefined {
		return this.records.get(id);
	}

	/** The provider mappings of a hub model, for the Hub API. */
	mappingsOf(id: string): Mapping[] {
		return this.mappings.get(id) ?? [];
	}

	/** The mapping a provider's own id names (what a provider route or a direct call sends). */
	byProviderId(provider: string, providerId: string): Mapping | undefined {
		for (const list of this.mappings.values()) {
			const found = list.find((m) => m.provider === provider && m.providerId === providerId);
			if (found) return found;
		}
		return undefined;
	}

	/** The mapping of a hub model at a provider. */
	at(provider: string, hubId: string): Mapping | undefined {
		return this.mappingsOf(hubId).find((m) => m.provider === provider);
	}
}
