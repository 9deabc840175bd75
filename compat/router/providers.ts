/**
 * Each provider's own API as the real clients call it (read from @huggingface/inference 4.13.30,
 * src/providers/*.ts, and huggingface_hub 1.33.0, inference/_providers/*.py): its host and its chat route.
 * Through the router the same routes sit under `router.huggingface.co/<provider>`.
 */
export interface ProviderApi {
	host: string;
	chatRoute?: string;
	/** Authorization scheme of the provider's own key. */
	scheme: "Bearer" | "Key";
}

export const PROVIDER_APIS: Readonly<Record<string, ProviderApi>> = {
	together: { host: "api.together.xyz", chatRoute: "/v1/chat/completions", scheme: "Bearer" },
	"fireworks-ai": { host: "api.fireworks.ai", chatRoute: "/inference/v1/chat/completions", scheme: "Bearer" },
	groq: { host: "api.groq.com", chatRoute: "/openai/v1/chat/completions", scheme: "Bearer" },
	cerebras: { host: "api.cerebras.ai", chatRoute: "/v1/chat/completions", scheme: "Bearer" },
	novita: { host: "api.novita.ai", chatRoute: "/v3/openai/chat/completions", scheme: "Bearer" },
	"featherless-ai": { host: "api.featherless.ai", chatRoute: "/v1/chat/completions", scheme: "Bearer" },
	nscale: { host: "inference.api.nscale.com", chatRoute: "/v1/chat/completions", scheme: "Bearer" },
	"fal-ai": { host: "fal.run", scheme: "Key" },
};

/** fal's queue host (submit, status, result) besides its synchronous host fal.run. */
export const FAL_QUEUE_HOST = "queue.fal.run";
/** Where fal's generated files live. */
export const FAL_MEDIA_HOST = "v3.fal.media";
export const ROUTER_HOST = "router.huggingface.co";
export const HUB_HOST = "huggingface.co";

/** The provider whose own API a host is. */
export function providerOfHost(host: string): string | undefined {
	if (host === FAL_QUEUE_HOST) return "fal-ai";
	return Object.keys(PROVIDER_APIS).find((p) => PROVIDER_APIS[p]?.host === host);
}
