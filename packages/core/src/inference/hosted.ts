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

/**
 * The sentence shown for a model published on this hub. Hugging Face's inference service and its providers run models
 * of the public Hub: they do not know a repository that exists only here (or know another one under its name), so a
 * call cannot work, and it would send them the caller's token and the repository's name. The hub's own token is in
 * HF_TOKEN, which the service's snippets would read. So no such snippet is written for these models; a server of the
 * caller's own (an endpoint URL) may still be called.
 */
export const HOSTED_HERE_NOT_SERVED =
	"This model is published on this hub only: Hugging Face's inference service and its providers run models of the public Hub and do not know it, and a call would send them your token and the model's name. Run it with its library or a local app, or serve it yourself and call that endpoint.";

/** Whether a hosted inference service serves the model; `hostedHere`: it is published on this hub (see InferenceOptions). */
export function hostedInference(model: ModelRecord, where: { hostedHere?: boolean } = {}): HostedInference {
	if (where.hostedHere === true) return { served: false, reason: HOSTED_HERE_NOT_SERVED };
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
