/**
 * Whether a hosted inference service serves a model at all, and which providers: the one decision behind every
 * place that offers inference calls (a model page, /try, the CLI), so they never disagree.
 */
import { isGgufRepo } from "../libraries/gguf.js";
import { hasTag, type ModelRecord } from "../model.js";
import { PROVIDERS } from "./providers.js";

export type HostedInference =
	| { served: true /** The providers that serve this model's kind of call, the default first. */; providers: string[] }
	| { served: false /** Why not, as a sentence to show. */; reason: string };

/** The sentence shown for a GGUF repository, which runs in local apps instead. */
export const GGUF_NOT_HOSTED =
	"No hosted inference provider serves GGUF repositories: run this one on your own machine with a local app.";

export function hostedInference(model: ModelRecord): HostedInference {
	if (isGgufRepo(model)) return { served: false, reason: GGUF_NOT_HOSTED };
	const conversational = hasTag(model, "conversational");
	const task = typeof model.pipeline_tag === "string" ? model.pipeline_tag : undefined;
	const providers = Object.entries(PROVIDERS)
		.filter(([, info]) =>
			conversational ? Boolean(info.chatBase) || info.routedOnly : task ? task in info.tasks : false,
		)
		.map(([name]) => name);
	if (providers.length > 0) return { served: true, providers };
	return {
		served: false,
		reason: task
			? `No hosted inference provider serves the task "${task}".`
			: "The record names no task (pipeline_tag), so no hosted inference call applies.",
	};
}
