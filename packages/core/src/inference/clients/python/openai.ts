/** python/openai: the OpenAI client pointed at an OpenAI-compatible base URL (chat completions only). */
import type { InferenceKind, InferenceRequest, InferenceWriter } from "../../types.js";
import { type Code, code, py, trusted } from "../code.js";
import { data } from "../data.js";
import { sections } from "../sections.js";
import { envModules, kw, PY_INDENT, pyCall, pyChatCompletion, pyImports, pyToken } from "./shared.js";

function client(request: InferenceRequest): Code {
	const args = [kw("base_url", py(request.baseUrl ?? "")), kw("api_key", pyToken(request.auth))];
	if (request.billTo !== undefined) {
		args.push(kw("default_headers", data({ "X-HF-Bill-To": request.billTo }, "py", PY_INDENT, 1)));
	}
	return code`client = ${pyCall(trusted("OpenAI"), args)}`;
}

function write(request: InferenceRequest): string {
	const body = request.body && typeof request.body === "object" && !Array.isArray(request.body) ? request.body : {};
	const args = [
		kw("model", py(body.model ?? request.model)),
		kw("messages", data(body.messages ?? [], "py", PY_INDENT, 1)),
	];
	return sections(
		pyImports(envModules(request.auth), trusted("from openai import OpenAI")),
		client(request),
		pyChatCompletion(args, request.stream),
	);
}

export const pythonOpenai: InferenceWriter = {
	language: "python",
	client: "openai",
	kinds: new Set<InferenceKind>(["conversational"]),
	write,
};
