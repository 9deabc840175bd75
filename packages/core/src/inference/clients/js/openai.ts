/** js/openai: the OpenAI client pointed at an OpenAI-compatible base URL (chat completions only). */
import type { InferenceKind, InferenceRequest, InferenceWriter } from "../../types.js";
import { type Code, code, js } from "../code.js";
import { data } from "../data.js";
import { sections } from "../sections.js";
import { JS_INDENT, jsObject, jsRecord, jsToken } from "./shared.js";

function write(request: InferenceRequest): string {
	const body = request.body && typeof request.body === "object" && !Array.isArray(request.body) ? request.body : {};
	const options: [string, Code][] = [
		["baseURL", js(request.baseUrl ?? "")],
		["apiKey", jsToken(request.auth)],
	];
	if (request.billTo !== undefined)
		options.push(["defaultHeaders", jsRecord([["X-HF-Bill-To", js(request.billTo)]], 1)]);
	const params: [string, Code][] = [
		["model", js(body.model ?? request.model)],
		["messages", data(body.messages ?? [], "js", JS_INDENT, 1)],
	];
	if (request.stream) params.push(["stream", js(true)]);
	const create = code`client.chat.completions.create(${jsObject(params)})`;
	return sections(
		code`import OpenAI from "openai";`,
		code`const client = new OpenAI(${jsObject(options)});`,
		request.stream
			? code`
				const stream = await ${create};
				for await (const chunk of stream) {
				  process.stdout.write(chunk.choices[0]?.delta?.content ?? "");
				}
				process.stdout.write("\n");`
			: code`
				const completion = await ${create};
				console.log(completion.choices[0].message);`,
	);
}

export const jsOpenai: InferenceWriter = {
	language: "js",
	client: "openai",
	kinds: new Set<InferenceKind>(["conversational"]),
	write,
};
