/**
 * The router's task API (`/hf-inference/models/<id>`): per task, the body the real service accepts (JSON
 * `{inputs, parameters}` or the media bytes themselves) and an answer in the real output shape.
 */
import { demand } from "./errors.js";
import { MEDIA } from "./media.js";
import { json, media, type Reply } from "./reply.js";
import {
	contentType,
	encodedMedia,
	type Incoming,
	isObject,
	isTable,
	isText,
	isTextList,
	jsonBody,
	mediaBody,
} from "./request.js";

const LABELS = [
	{ label: "POSITIVE", score: 0.98 },
	{ label: "NEGATIVE", score: 0.02 },
];
const MASK_PNG = MEDIA["image/jpeg"].toString("base64");

/** A JSON body's `inputs` and optional `parameters` (an object when present). */
function inputsOf(req: Incoming): { inputs: unknown; parameters: Record<string, unknown> } {
	const body = jsonBody(req);
	demand("inputs" in body, "the body has no `inputs`");
	const parameters = body.parameters ?? {};
	demand(isObject(parameters), "`parameters` must be an object");
	return { inputs: body.inputs, parameters };
}

const textInputs = (req: Incoming): Record<string, unknown> => {
	const { inputs, parameters } = inputsOf(req);
	demand(isText(inputs), "`inputs` must be a non-empty string");
	return parameters;
};

/** A task taking the media itself as the body (or, with parameters, its base64 in `inputs`). */
function mediaTask(req: Incoming, kind: "image/jpeg" | "audio/flac"): void {
	if (contentType(req) === "application/json") {
		const { inputs } = inputsOf(req);
		encodedMedia(inputs, "`inputs`", [kind]);
	} else {
		mediaBody(req, [kind]);
	}
}

function labels(parameters: Record<string, unknown>): string[] {
	const value = parameters.candidate_labels;
	demand(isTextList(value), "`parameters.candidate_labels` must be a non-empty list of strings");
	return value;
}

/** Columns the model expects, when its record names them (widget structured data or config features). */
export type ExpectedColumns = readonly string[] | undefined;

type Handler = (req: Incoming, columns: ExpectedColumns) => Reply;

/** A handler that checks the request, then gives a fixed answer. */
const answers =
	(check: (req: Incoming) => unknown, answer: () => Reply): Handler =>
	(req) => {
		check(req);
		return answer();
	};

const HANDLERS: Record<string, (req: Incoming, columns: ExpectedColumns) => Reply> = {
	"text-classification": answers(textInputs, () => json([LABELS])),
	"token-classification": answers(textInputs, () =>
		json([{ entity_group: "PER", score: 0.99, word: "Ada", start: 0, end: 3 }]),
	),
	"fill-mask": answers(textInputs, () =>
		json([{ score: 0.9, token: 3007, token_str: "capital", sequence: "Paris is the capital." }]),
	),
	summarization: answers(textInputs, () => json([{ summary_text: "A short summary." }])),
	translation: answers(textInputs, () => json([{ translation_text: "Je m'appelle Ada." }])),
	"text-generation": answers(textInputs, () => json([{ generated_text: "Once upon a time, there was a reef." }])),
	"feature-extraction": (req) => {
		const { inputs } = inputsOf(req);
		if (typeof inputs === "string") demand(isText(inputs), "`inputs` must be a non-empty string");
		else encodedMedia(inputs, "`inputs`", ["image/jpeg"]);
		return json([0.12, -0.5, 0.33]);
	},
	"sentence-similarity": (req) => {
		const { inputs } = inputsOf(req);
		demand(isObject(inputs), "`inputs` must be an object {source_sentence, sentences}");
		demand(isText(inputs.source_sentence), "`inputs.source_sentence` must be a non-empty string");
		demand(isTextList(inputs.sentences), "`inputs.sentences` must be a non-empty list of strings");
		return json(inputs.sentences.map((_, i) => 0.9 - i * 0.3));
	},
	"automatic-speech-recognition": answers(
		(req) => mediaTask(req, "audio/flac"),
		() => json({ text: "Hello from the stand-in." }),
	),
	"audio-classification": answers(
		(req) => mediaTask(req, "audio/flac"),
		() => json(LABELS),
	),
	"audio-to-audio": answers(
		(req) => mediaTask(req, "audio/flac"),
		() => json([{ label: "speech", "content-type": "audio/flac", blob: MEDIA["audio/flac"].toString("base64") }]),
	),
	"image-classification": answers(
		(req) => mediaTask(req, "image/jpeg"),
		() => json(LABELS),
	),
	"image-segmentation": answers(
		(req) => mediaTask(req, "image/jpeg"),
		() => json([{ label: "cat", score: 0.9, mask: MASK_PNG }]),
	),
	"image-to-text": answers(
		(req) => mediaTask(req, "image/jpeg"),
		() => json([{ generated_text: "a cat on a sofa" }]),
	),
	"object-detection": answers(
		(req) => mediaTask(req, "image/jpeg"),
		() => json([{ label: "cat", score: 0.97, box: { xmin: 1, ymin: 2, xmax: 30, ymax: 40 } }]),
	),
	"text-to-image": answers(textInputs, () => media("image/jpeg")),
	"text-to-speech": answers(textInputs, () => media("audio/flac")),
	"text-to-audio": answers(textInputs, () => media("audio/flac")),
	"image-to-image": (req) => {
		if (contentType(req) === "application/json") {
			const { inputs, parameters } = inputsOf(req);
			encodedMedia(inputs, "`inputs`", ["image/jpeg"]);
			demand(isText(parameters.prompt), "`parameters.prompt` must be a non-empty string");
		} else {
			mediaBody(req, ["image/jpeg"]);
		}
		return media("image/jpeg");
	},
	"zero-shot-classification": (req) => {
		const { inputs, parameters } = inputsOf(req);
		demand(isText(inputs), "`inputs` must be a non-empty string");
		return json(labels(parameters).map((label, i) => ({ label, score: 1 / (i + 2) })));
	},
	"zero-shot-image-classification": (req) => {
		const { inputs, parameters } = inputsOf(req);
		// The image as base64, or (the JS client's form) as `{image: <base64>}`.
		encodedMedia(isObject(inputs) ? inputs.image : inputs, "`inputs`", ["image/jpeg"]);
		return json(labels(parameters).map((label, i) => ({ label, score: 1 / (i + 2) })));
	},
	"document-question-answering": (req) => {
		const { inputs } = inputsOf(req);
		demand(isObject(inputs), "`inputs` must be an object {image, question}");
		encodedMedia(inputs.image, "`inputs.image`", ["image/jpeg"]);
		demand(isText(inputs.question), "`inputs.question` must be a non-empty string");
		return json([{ answer: "us-001", score: 0.9, start: 16, end: 16 }]);
	},
	"visual-question-answering": (req) => {
		const body = jsonBody(req);
		// `{inputs: {image, question}}`, or huggingface_hub's form: the image in `inputs` and beside it.
		const pair = isObject(body.inputs) ? body.inputs : body;
		demand(isObject(pair), "`inputs` must be an object {image, question}");
		encodedMedia(pair.image, "the image", ["image/jpeg"]);
		demand(isText(pair.question), "the question must be a non-empty string");
		return json([{ answer: "cat", score: 0.9 }]);
	},
	"image-feature-extraction": answers(
		(req) => mediaTask(req, "image/jpeg"),
		() => json([[0.12, -0.5, 0.33]]),
	),
	"table-question-answering": (req) => {
		const { inputs } = inputsOf(req);
		demand(isObject(inputs), "`inputs` must be an object {query, table}");
		demand(isText(inputs.query), "`inputs.query` must be a non-empty string");
		demand(isTable(inputs.table), "`inputs.table` must be columns of equal length");
		return json({ answer: "Berlin", coordinates: [[1, 0]], cells: ["Berlin"], aggregator: "NONE" });
	},
	"question-answering": (req) => {
		const { inputs } = inputsOf(req);
		demand(isObject(inputs), "`inputs` must be an object {question, context}");
		demand(isText(inputs.question) && isText(inputs.context), "`inputs.question` and `inputs.context` must be text");
		return json({ answer: "London", score: 0.97, start: 30, end: 36 });
	},
	"tabular-classification": (req, columns) => json(tabular(req, columns).map((_, i) => i % 2)),
	"tabular-regression": (req, columns) => json(tabular(req, columns).map((_, i) => 100 + i)),
};

/**
 * A tabular body, `{inputs: {data: {column: [cells]}}}` or huggingface_hub's `{table: {column: [cells]}}`; the
 * columns must be the model's when it names them.
 */
function tabular(req: Incoming, columns: ExpectedColumns): unknown[] {
	const body = jsonBody(req);
	const table = isObject(body.inputs) ? body.inputs.data : body.table;
	demand(isTable(table), "`inputs.data` (or `table`) must be columns of equal length");
	const sent = Object.keys(table);
	if (columns)
		demand(
			sent.length === columns.length && columns.every((c) => sent.includes(c)),
			`the model expects the columns ${columns.join(", ")}, got ${sent.join(", ")}`,
		);
	return Object.values(table)[0] as unknown[];
}

export const HF_TASKS: readonly string[] = Object.keys(HANDLERS);

/** Checks a task request and answers it; the task must be one the service runs. */
export function answerTask(task: string, req: Incoming, columns: ExpectedColumns): Reply {
	const handler = Object.hasOwn(HANDLERS, task) ? HANDLERS[task] : undefined;
	demand(handler, `task ${task} is not served by hf-inference`);
	return handler(req, columns);
}
