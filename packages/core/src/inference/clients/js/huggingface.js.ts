/** js/huggingface.js: the JavaScript inference client (package @huggingface/inference, class InferenceClient). */
import type { JsonValue } from "../../../code/index.js";
import { taskEntry } from "../../tasks.js";
import type { InferenceRequest, InferenceSample, InferenceWriter, SampleFile } from "../../types.js";
import { type Code, code, js, lines, trusted } from "../code.js";
import { data } from "../data.js";
import { ALL_KINDS, fileVariable, hasTaskMethod, sections } from "../sections.js";
import { JS_INDENT, jsFsImport, jsObject, jsToken } from "./shared.js";

/** A data value placed as a property of the call's argument object. */
const arg = (value: JsonValue): Code => data(value, "js", JS_INDENT, 1);
const nested = (value: JsonValue): Code => data(value, "js", JS_INDENT, 2);

function client(request: InferenceRequest): Code {
	const options: [string, Code][] = [];
	if (request.target === "endpoint") options.push(["endpointUrl", js(request.endpoint ?? request.url)]);
	if (request.billTo !== undefined) options.push(["billTo", js(request.billTo)]);
	const token = jsToken(request.auth);
	return options.length > 0
		? code`const client = new InferenceClient(${token}, ${jsObject(options)});`
		: code`const client = new InferenceClient(${token});`;
}

/** `const image = new Blob([...], { type })`: the file as the client expects it. */
function blob(file: SampleFile): Code {
	return code`const ${trusted(fileVariable(file))} = new Blob([await readFile(${js(file.name)})], { type: ${js(file.contentType)} });`;
}

/**
 * The sample's Blob, typed as the request declares it: fal reads audio of any format but accepts only a few type
 * labels (the client refuses the others), so a relabelled file says why.
 */
function sampleBlob(file: SampleFile, declared: string | undefined): Code {
	if (declared === undefined || declared === file.contentType) return blob(file);
	return lines(
		code`// fal accepts audio of any format under a few type labels only, such as ${trusted(declared.replace(/[^a-z0-9/.+-]/g, ""))}.`,
		blob({ name: file.name, contentType: declared }),
	);
}

/** The sample as the call's properties (besides provider and model). */
function inputs(sample: InferenceSample): [string, Code][] {
	switch (sample.kind) {
		case "conversational":
			return [["messages", arg(sample.messages)]];
		case "basic":
			return sample.sentences
				? [
						[
							"inputs",
							jsObject(
								[
									["source_sentence", js(sample.text)],
									["sentences", nested(sample.sentences)],
								],
								1,
							),
						],
					]
				: [["inputs", js(sample.text)]];
		case "basicAudio":
		case "basicImage":
			return [["inputs", trusted(fileVariable(sample.file))]];
		case "textToImage":
		case "textToSpeech":
		case "textToAudio":
		case "textToVideo":
			return [["inputs", js(sample.text)]];
		case "imageToImage":
		case "imageToVideo":
			return [
				["inputs", trusted(fileVariable(sample.file))],
				["parameters", jsObject([["prompt", js(sample.prompt)]], 1)],
			];
		case "zeroShotClassification":
			return [
				["inputs", js(sample.text)],
				["parameters", jsObject([["candidate_labels", nested(sample.labels)]], 1)],
			];
		case "zeroShotImageClassification":
			return [
				["inputs", trusted(fileVariable(sample.file))],
				["parameters", jsObject([["candidate_labels", nested(sample.labels)]], 1)],
			];
		case "documentQuestionAnswering":
		case "visualQuestionAnswering":
			return [
				[
					"inputs",
					jsObject(
						[
							["image", trusted(fileVariable(sample.file))],
							["question", js(sample.question)],
						],
						1,
					),
				],
			];
		case "tableQuestionAnswering":
			return [
				[
					"inputs",
					jsObject(
						[
							["query", js(sample.query)],
							["table", nested(sample.table)],
						],
						1,
					),
				],
			];
		case "questionAnswering":
			return [
				[
					"inputs",
					jsObject(
						[
							["question", js(sample.question)],
							["context", js(sample.context)],
						],
						1,
					),
				],
			];
		case "tabular":
			return [["inputs", jsObject([["data", nested(sample.data)]], 1)]];
		case "noSample":
			return [];
	}
}

function sampleFile(sample: InferenceSample): SampleFile | undefined {
	return "file" in sample ? sample.file : undefined;
}

/** The method, the variable its result goes to, and what the snippet then does with it. */
function call(request: InferenceRequest): [method: string, variable: string, use: Code] {
	if (request.kind === "conversational") {
		if (request.stream) return ["chatCompletionStream", "stream", trusted("")];
		return ["chatCompletion", "completion", trusted("console.log(completion.choices[0].message);")];
	}
	const method = taskEntry(request.task)?.js ?? "";
	const reply = request.reply;
	if (request.task === "audio-to-audio" && (reply.type === "binary" || reply.type === "url")) {
		// The client hands separated audio back as a list of {label, "content-type", blob (base64)}.
		return [method, "result", code`await writeFile(${js(reply.file)}, Buffer.from(result[0].blob, "base64"));`];
	}
	if (reply.type === "binary" || reply.type === "base64" || reply.type === "url") {
		// The client hands generated media back as a Blob, whatever the provider answered.
		return [method, "result", code`await writeFile(${js(reply.file)}, Buffer.from(await result.arrayBuffer()));`];
	}
	return [method, "result", trusted("console.log(result);")];
}

const savesMedia = (request: InferenceRequest): boolean =>
	request.kind !== "conversational" &&
	(request.reply.type === "binary" || request.reply.type === "base64" || request.reply.type === "url");

function write(request: InferenceRequest): string {
	const file = sampleFile(request.sample);
	const [method, variable, use] = call(request);
	const props: [string, Code][] = [];
	if (request.target !== "endpoint") props.push(["provider", js(request.provider)]);
	if (request.target !== "endpoint" || request.kind === "conversational") props.push(["model", js(request.model)]);
	props.push(...inputs(request.sample));
	const invoke = code`client.${trusted(method)}(${jsObject(props)})`;
	const run =
		request.kind === "conversational" && request.stream
			? code`
				const stream = ${invoke};
				for await (const chunk of stream) {
				  if (chunk.choices && chunk.choices.length > 0) {
				    process.stdout.write(chunk.choices[0].delta.content ?? "");
				  }
				}
				process.stdout.write("\n");`
			: request.queue
				? code`
					// @huggingface/inference 4.13 waits on fal's queue with timers that let Node exit: keep it running.
					const keepAlive = setInterval(() => {}, 1000);
					const ${trusted(variable)} = await ${invoke};
					clearInterval(keepAlive);
					${use}`
				: code`
					const ${trusted(variable)} = await ${invoke};
					${use}`;
	return sections(
		lines(
			trusted(`import { InferenceClient } from "@huggingface/inference";`),
			jsFsImport(file !== undefined, savesMedia(request)),
		),
		client(request),
		file && sampleBlob(file, request.file?.contentType),
		run,
	);
}

export const jsHuggingfaceJs: InferenceWriter = {
	language: "js",
	client: "huggingface.js",
	kinds: ALL_KINDS,
	mapsIds: true,
	applies: hasTaskMethod("huggingface.js"),
	write,
};
