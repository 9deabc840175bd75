/** Chat completions: the OpenAI-compatible body the router and providers accept, answered as JSON or as events. */
import { demand } from "./errors.js";
import type { Reply } from "./reply.js";
import { type Incoming, isObject, isText, jsonBody } from "./request.js";

/** The reply's text, and the pieces a stream sends it in. */
export const CHAT_DELTAS = ["Paris", " is the", " capital", " of France."];
export const CHAT_TEXT = CHAT_DELTAS.join("");

const ROLES = new Set(["system", "user", "assistant", "tool", "developer"]);

function checkContent(content: unknown, at: string): void {
	if (typeof content === "string") {
		demand(content.trim() !== "", `${at}.content is empty`);
		return;
	}
	demand(Array.isArray(content) && content.length > 0, `${at}.content must be a string or a list of parts`);
	content.forEach((part, i) => {
		demand(isObject(part), `${at}.content[${i}] must be an object`);
		if (part.type === "text") {
			demand(isText(part.text), `${at}.content[${i}].text must be text`);
			return;
		}
		demand(part.type === "image_url", `${at}.content[${i}].type must be "text" or "image_url"`);
		const url = isObject(part.image_url) ? part.image_url.url : undefined;
		demand(
			typeof url === "string" && /^(https?:\/\/|data:image\/)/.test(url),
			`${at}.content[${i}].image_url.url must be a URL`,
		);
	});
}

/** Checks a chat body; `model` must satisfy `modelOk`. Answers a completion, or a stream when asked. */
export function answerChat(req: Incoming, modelOk: (model: string) => string | undefined): Reply {
	const body = jsonBody(req);
	demand(typeof body.model === "string" && body.model !== "", "`model` must be a non-empty string");
	const problem = modelOk(body.model);
	demand(problem === undefined, problem ?? "", 404);
	demand(Array.isArray(body.messages) && body.messages.length > 0, "`messages` must be a non-empty list");
	body.messages.forEach((m, i) => {
		demand(isObject(m) && typeof m.role === "string" && ROLES.has(m.role), `messages[${i}].role is not a role`);
		checkContent(m.content, `messages[${i}]`);
	});
	demand(body.stream === undefined || typeof body.stream === "boolean", "`stream` must be a boolean");
	const base = { id: "chatcmpl-standin", created: 1_700_000_000, model: body.model, system_fingerprint: "standin" };
	if (body.stream !== true) {
		return {
			type: "json",
			value: {
				...base,
				object: "chat.completion",
				choices: [{ index: 0, message: { role: "assistant", content: CHAT_TEXT }, finish_reason: "stop" }],
				usage: { prompt_tokens: 8, completion_tokens: 4, total_tokens: 12 },
			},
		};
	}
	const chunk = (delta: Record<string, unknown>, finish: string | null) =>
		JSON.stringify({
			...base,
			object: "chat.completion.chunk",
			choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }],
		});
	return {
		type: "events",
		events: [
			chunk({ role: "assistant", content: "" }, null),
			...CHAT_DELTAS.map((content) => chunk({ content }, null)),
			chunk({}, "stop"),
			"[DONE]",
		],
	};
}

/** A text completion (`/v1/completions`, what the JS client uses for text-generation on hf-inference). */
export function answerCompletion(req: Incoming, modelOk: (model: string) => string | undefined): Reply {
	const body = jsonBody(req);
	demand(typeof body.model === "string" && modelOk(body.model) === undefined, "`model` is not served here", 404);
	demand(isText(body.prompt), "`prompt` must be a non-empty string");
	return {
		type: "json",
		value: { id: "cmpl-standin", object: "text_completion", choices: [{ index: 0, text: " there was a reef." }] },
	};
}
