/** python/huggingface_hub: huggingface_hub's InferenceClient and its task methods. */
import { taskEntry } from "../../tasks.js";
import type { InferenceRequest, InferenceSample, InferenceWriter } from "../../types.js";
import { type Code, code, py, trusted } from "../code.js";
import { data } from "../data.js";
import { ALL_KINDS, hasTaskMethod, sections } from "../sections.js";
import { envModules, kw, PY_INDENT, pyCall, pyChatCompletion, pyImports, pyToken } from "./shared.js";

/** A data argument, indented for its place inside a call. */
const arg = (value: Parameters<typeof data>[0]): Code => data(value, "py", PY_INDENT, 1);

function client(request: InferenceRequest): Code {
	const args: Code[] = [];
	if (request.target === "endpoint") args.push(kw("base_url", py(request.endpoint ?? request.url)));
	else args.push(kw("provider", py(request.provider)));
	args.push(kw("api_key", pyToken(request.auth)));
	if (request.billTo !== undefined) args.push(kw("bill_to", py(request.billTo)));
	return code`client = ${pyCall(trusted("InferenceClient"), args)}`;
}

/** The task method's arguments, without `model`. */
function taskArgs(sample: InferenceSample): Code[] {
	switch (sample.kind) {
		case "basic":
			return sample.sentences ? [py(sample.text), kw("other_sentences", arg(sample.sentences))] : [py(sample.text)];
		case "basicAudio":
		case "basicImage":
			return [py(sample.file.name)];
		case "textToImage":
		case "textToSpeech":
		case "textToAudio":
		case "textToVideo":
			return [py(sample.text)];
		case "imageToImage":
		case "imageToVideo":
			return [py(sample.file.name), kw("prompt", py(sample.prompt))];
		case "zeroShotClassification":
			return [py(sample.text), kw("candidate_labels", arg(sample.labels))];
		case "zeroShotImageClassification":
			return [py(sample.file.name), kw("candidate_labels", arg(sample.labels))];
		case "documentQuestionAnswering":
		case "visualQuestionAnswering":
			return [py(sample.file.name), kw("question", py(sample.question))];
		case "tableQuestionAnswering":
			return [kw("table", arg(sample.table)), kw("query", py(sample.query))];
		case "questionAnswering":
			return [kw("question", py(sample.question)), kw("context", py(sample.context))];
		case "tabular":
			return [kw("table", arg(sample.data))];
		default:
			return [];
	}
}

/** What the snippet does with the method's result. */
function useResult(request: InferenceRequest): [variable: string, code: Code] {
	switch (request.kind) {
		case "textToImage":
		case "imageToImage":
			// The client returns a PIL image.
			return ["image", code`image.save(${py(outputFile(request))})`];
		case "textToSpeech":
		case "textToAudio":
		case "textToVideo":
		case "imageToVideo": {
			const variable = request.kind === "textToSpeech" || request.kind === "textToAudio" ? "audio" : "video";
			return [
				variable,
				code`
					with open(${py(outputFile(request))}, "wb") as f:
					    f.write(${trusted(variable)})`,
			];
		}
		default:
			return ["result", trusted("print(result)")];
	}
}

function outputFile(request: InferenceRequest): string {
	const reply = request.reply;
	return reply.type === "binary" || reply.type === "base64" || reply.type === "url" ? reply.file : "output";
}

function chat(request: InferenceRequest): Code {
	const messages = request.sample.kind === "conversational" ? request.sample.messages : [];
	const args = [kw("model", py(request.model)), kw("messages", arg(messages))];
	return pyChatCompletion(args, request.stream);
}

function task(request: InferenceRequest): Code {
	const method = taskEntry(request.task)?.py ?? "";
	const args = taskArgs(request.sample);
	if (request.target !== "endpoint") args.push(kw("model", py(request.model)));
	const [variable, use] = useResult(request);
	return code`
		${trusted(variable)} = ${pyCall(trusted(`client.${method}`), args)}
		${use}`;
}

function write(request: InferenceRequest): string {
	return sections(
		pyImports(envModules(request.auth), trusted("from huggingface_hub import InferenceClient")),
		client(request),
		request.kind === "conversational" ? chat(request) : task(request),
	);
}

export const pythonHuggingfaceHub: InferenceWriter = {
	language: "python",
	client: "huggingface_hub",
	kinds: ALL_KINDS,
	mapsIds: true,
	applies: hasTaskMethod("huggingface_hub"),
	write,
};
