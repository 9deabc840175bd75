/**
 * Sample inputs: the model card's first widget example when it has the right field, else a default of ours.
 * Every sample is plain data; writers turn it into literals of their language.
 */
import type { ModelRecord, WidgetExample } from "../model.js";
import type { ChatMessage, InferenceSample, SampleFile } from "./types.js";

/** Freezes a constant and everything in it: samples share these objects, so nobody may change them. */
function frozen<T>(value: T): T {
	if (value && typeof value === "object") {
		for (const v of Object.values(value)) frozen(v);
		Object.freeze(value);
	}
	return value;
}

export const AUDIO_FILE: SampleFile = frozen({ name: "sample1.flac", contentType: "audio/flac" });
export const IMAGE_FILE: SampleFile = frozen({ name: "cat.jpg", contentType: "image/jpeg" });
export const DOCUMENT_FILE: SampleFile = frozen({ name: "invoice.jpg", contentType: "image/jpeg" });

/** A public image the chat sample of vision-language models points to. */
export const SAMPLE_IMAGE_URL = "https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/bee.jpg";

/** The message shown, as a comment, for a task that has no sample input. */
export const NO_SAMPLE_MESSAGE = "No input example has been defined for this model task.";

const TEXT: Readonly<Record<string, string>> = {
	"text-classification": "I loved the new update, everything feels faster now!",
	"token-classification": "Ada Lovelace wrote the first program for Charles Babbage's engine in London.",
	summarization:
		"The Great Barrier Reef, off the coast of Queensland, is the largest coral reef system in the world. It is " +
		"made of more than 2,900 individual reefs and 900 islands spread over some 344,000 square kilometres. The reef " +
		"can be seen from space and is home to thousands of species of fish, molluscs and corals.",
	translation: "My name is Ada and I live in London.",
	"feature-extraction": "The quick brown fox jumps over the lazy dog.",
	"text-generation": "Once upon a time, in a quiet village by the sea,",
	"text-to-image": "A lighthouse on a rocky coast at sunset, oil painting",
	"text-to-speech": "Hello! This sentence was spoken by a machine.",
	"text-to-audio": "Calm piano music with soft rain in the background",
	"text-to-video": "A red fox trotting through fresh snow",
	"image-to-image": "Turn the cat into a tiger.",
	"image-text-to-image": "Turn the cat into a tiger.",
	"image-to-video": "The cat slowly turns its head and blinks.",
	"image-text-to-video": "The cat slowly turns its head and blinks.",
};

const SIMILAR = frozen({
	source: "A cat is sleeping on the sofa.",
	sentences: ["A kitten naps on the couch.", "The stock market fell today.", "A dog runs in the park."],
});
const ZERO_SHOT = frozen({
	text: "My order arrived broken and I would like my money back.",
	labels: ["refund", "shipping", "product question"],
});
const IMAGE_LABELS = frozen(["cat", "dog", "bird"]);
const QA = frozen({ question: "Where does Ada live?", context: "My name is Ada and I live in London." });
const TABLE_QA = frozen({
	query: "Which city has the most inhabitants?",
	table: { City: ["Paris", "Berlin", "Madrid"], Inhabitants: ["2100000", "3800000", "3400000"] },
});
const TABULAR = frozen({
	sepal_length: ["5.1", "6.7"],
	sepal_width: ["3.5", "3.0"],
	petal_length: ["1.4", "5.2"],
	petal_width: ["0.2", "2.3"],
});
const DOCUMENT_QUESTION = "What is the invoice number?";
const VISUAL_QUESTION = "What animal is in the picture?";
const CHAT_QUESTION = "What is the capital of France?";
const IMAGE_QUESTION = "Describe this image in one sentence.";

const firstWidget = (model: ModelRecord): WidgetExample | undefined =>
	Array.isArray(model.widgetData) ? model.widgetData[0] : undefined;

/** A string field of the first widget example, if it is a non-empty string. */
function widgetText(model: ModelRecord, field: "text" | "context" | "source_sentence"): string | undefined {
	const value = firstWidget(model)?.[field];
	return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

function widgetSentences(model: ModelRecord): string[] | undefined {
	const value = firstWidget(model)?.sentences;
	return Array.isArray(value) && value.length > 0 && value.every((s) => typeof s === "string") ? value : undefined;
}

function widgetLabels(model: ModelRecord): string[] | undefined {
	const value = firstWidget(model)?.candidate_labels;
	if (typeof value !== "string") return undefined;
	const labels = value
		.split(",")
		.map((s) => s.trim())
		.filter((s) => s !== "");
	return labels.length > 0 ? labels : undefined;
}

/** A widget table (`structuredData` for tabular models, `table` for table QA): columns of strings. */
function widgetTable(model: ModelRecord, field: "structuredData" | "table"): Record<string, string[]> | undefined {
	const value = firstWidget(model)?.[field];
	if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
	const table: Record<string, string[]> = {};
	const entries = Object.entries(value as Record<string, unknown>);
	if (entries.length === 0) return undefined;
	for (const [column, cells] of entries) {
		if (!Array.isArray(cells) || cells.some((c) => typeof c !== "string" && typeof c !== "number")) return undefined;
		table[column] = cells.map(String);
	}
	return table;
}

/**
 * The table a tabular model's config describes (skops writes `config.sklearn`): its example input, else its
 * column names with an empty cell each, so the call at least sends the columns the model expects.
 */
function configTable(model: ModelRecord): Record<string, string[]> | undefined {
	const sklearn = model.config?.sklearn;
	const example = sklearn?.example_input;
	if (example && typeof example === "object" && !Array.isArray(example)) {
		const table: Record<string, string[]> = {};
		for (const [column, cells] of Object.entries(example)) {
			if (!Array.isArray(cells) || cells.length === 0) return undefined;
			if (cells.some((c) => typeof c !== "string" && typeof c !== "number")) return undefined;
			table[column] = cells.map(String);
		}
		if (Object.keys(table).length > 0) return table;
	}
	const columns = sklearn?.columns;
	if (Array.isArray(columns) && columns.length > 0 && columns.every((c) => typeof c === "string"))
		return Object.fromEntries(columns.map((c) => [c, [""]]));
	return undefined;
}

function maskToken(model: ModelRecord): string {
	return typeof model.mask_token === "string" && model.mask_token !== "" ? model.mask_token : "[MASK]";
}

function text(model: ModelRecord, task: string): string {
	const fromWidget = widgetText(model, "text");
	if (fromWidget !== undefined) return fromWidget;
	if (task === "fill-mask") return `Paris is the ${maskToken(model)} of France.`;
	return TEXT[task] ?? TEXT["text-generation"] ?? "";
}

const TEXT_CHAT: ChatMessage[] = frozen([{ role: "user", content: CHAT_QUESTION }]);
const IMAGE_CHAT: ChatMessage[] = frozen([
	{
		role: "user",
		content: [
			{ type: "text", text: IMAGE_QUESTION },
			{ type: "image_url", image_url: { url: SAMPLE_IMAGE_URL } },
		],
	},
]);

/**
 * The sample values every call of a kind shares when the record gives none (chat messages, label lists, tables): the
 * writers write each of them once per layout instead of on every call (see clients/data.ts).
 */
export const SHARED_SAMPLE_VALUES: readonly object[] = [
	TEXT_CHAT,
	IMAGE_CHAT,
	SIMILAR.sentences,
	ZERO_SHOT.labels,
	IMAGE_LABELS,
	TABLE_QA.table,
	TABULAR,
];

/** The sample of one kind of call for a model and its task. */
export function sampleFor(kind: InferenceSample["kind"], model: ModelRecord, task: string): InferenceSample {
	switch (kind) {
		case "conversational":
			return { kind, messages: task === "image-text-to-text" ? IMAGE_CHAT : TEXT_CHAT };
		case "basic":
			if (task === "sentence-similarity") {
				return {
					kind,
					text: widgetText(model, "source_sentence") ?? SIMILAR.source,
					sentences: widgetSentences(model) ?? SIMILAR.sentences,
				};
			}
			return { kind, text: text(model, task) };
		case "basicAudio":
			return { kind, file: AUDIO_FILE };
		case "basicImage":
			return { kind, file: IMAGE_FILE };
		case "textToImage":
		case "textToSpeech":
		case "textToAudio":
		case "textToVideo":
			return { kind, text: text(model, task) };
		case "imageToImage":
		case "imageToVideo":
			return { kind, file: IMAGE_FILE, prompt: widgetText(model, "text") ?? TEXT[task] ?? "" };
		case "zeroShotClassification":
			return {
				kind,
				text: widgetText(model, "text") ?? ZERO_SHOT.text,
				labels: widgetLabels(model) ?? ZERO_SHOT.labels,
			};
		case "zeroShotImageClassification":
			return { kind, file: IMAGE_FILE, labels: widgetLabels(model) ?? IMAGE_LABELS };
		case "documentQuestionAnswering":
			return { kind, file: DOCUMENT_FILE, question: widgetText(model, "text") ?? DOCUMENT_QUESTION };
		case "visualQuestionAnswering":
			return { kind, file: IMAGE_FILE, question: widgetText(model, "text") ?? VISUAL_QUESTION };
		case "tableQuestionAnswering":
			return {
				kind,
				query: widgetText(model, "text") ?? TABLE_QA.query,
				table: widgetTable(model, "table") ?? TABLE_QA.table,
			};
		case "questionAnswering": {
			const question = widgetText(model, "text");
			const context = widgetText(model, "context");
			return question !== undefined && context !== undefined ? { kind, question, context } : { kind, ...QA };
		}
		case "tabular":
			return { kind, data: widgetTable(model, "structuredData") ?? configTable(model) ?? TABULAR };
		case "noSample":
			return { kind };
	}
}
