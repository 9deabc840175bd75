/**
 * Which kind of call each pipeline makes, and the task methods of the two inference client libraries
 * (huggingface_hub's InferenceClient in Python, @huggingface/inference's InferenceClient in JavaScript).
 */
import { hasTag, type ModelRecord } from "../model.js";
import type { InferenceKind } from "./types.js";

export interface TaskEntry {
	kind: Exclude<InferenceKind, "conversational" | "noSample">;
	/** huggingface_hub InferenceClient method ("" when it has none). */
	py: string;
	/** @huggingface/inference InferenceClient method ("" when it has none). */
	js: string;
}

const entry = (kind: TaskEntry["kind"], py: string, js: string): TaskEntry => Object.freeze({ kind, py, js });

export const TASKS: Readonly<Record<string, TaskEntry>> = Object.freeze({
	"text-classification": entry("basic", "text_classification", "textClassification"),
	"token-classification": entry("basic", "token_classification", "tokenClassification"),
	"fill-mask": entry("basic", "fill_mask", "fillMask"),
	summarization: entry("basic", "summarization", "summarization"),
	translation: entry("basic", "translation", "translation"),
	"feature-extraction": entry("basic", "feature_extraction", "featureExtraction"),
	"sentence-similarity": entry("basic", "sentence_similarity", "sentenceSimilarity"),
	"text-generation": entry("basic", "text_generation", "textGeneration"),
	"automatic-speech-recognition": entry("basicAudio", "automatic_speech_recognition", "automaticSpeechRecognition"),
	"audio-classification": entry("basicAudio", "audio_classification", "audioClassification"),
	"audio-to-audio": entry("basicAudio", "audio_to_audio", "audioToAudio"),
	"image-classification": entry("basicImage", "image_classification", "imageClassification"),
	"image-segmentation": entry("basicImage", "image_segmentation", "imageSegmentation"),
	"image-to-text": entry("basicImage", "image_to_text", "imageToText"),
	"object-detection": entry("basicImage", "object_detection", "objectDetection"),
	"text-to-image": entry("textToImage", "text_to_image", "textToImage"),
	"text-to-speech": entry("textToSpeech", "text_to_speech", "textToSpeech"),
	// huggingface_hub has no text_to_audio method: its text_to_speech posts the same request.
	"text-to-audio": entry("textToAudio", "text_to_speech", "textToAudio"),
	"text-to-video": entry("textToVideo", "text_to_video", "textToVideo"),
	"image-to-image": entry("imageToImage", "image_to_image", "imageToImage"),
	"image-text-to-image": entry("imageToImage", "image_to_image", "imageTextToImage"),
	"image-to-video": entry("imageToVideo", "image_to_video", "imageToVideo"),
	"image-text-to-video": entry("imageToVideo", "image_to_video", "imageTextToVideo"),
	"zero-shot-classification": entry("zeroShotClassification", "zero_shot_classification", "zeroShotClassification"),
	"zero-shot-image-classification": entry(
		"zeroShotImageClassification",
		"zero_shot_image_classification",
		"zeroShotImageClassification",
	),
	"document-question-answering": entry(
		"documentQuestionAnswering",
		"document_question_answering",
		"documentQuestionAnswering",
	),
	"visual-question-answering": entry("visualQuestionAnswering", "visual_question_answering", "visualQuestionAnswering"),
	// Neither client has a method for image embeddings: only the HTTP flavours call the model's route.
	"image-feature-extraction": entry("basicImage", "", ""),
	"table-question-answering": entry("tableQuestionAnswering", "table_question_answering", "tableQuestionAnswering"),
	"question-answering": entry("questionAnswering", "question_answering", "questionAnswering"),
	"tabular-classification": entry("tabular", "tabular_classification", "tabularClassification"),
	"tabular-regression": entry("tabular", "tabular_regression", "tabularRegression"),
});

/** The task entry of a pipeline tag (own properties only). */
export function taskEntry(task: string): TaskEntry | undefined {
	return Object.hasOwn(TASKS, task) ? TASKS[task] : undefined;
}

/** Pipelines whose models, when tagged "conversational", are called through chat completions. */
const CHAT_PIPELINES = new Set(["text-generation", "image-text-to-text"]);

/** The model's task (its pipeline tag, or "") and the kind of call it makes. */
export function kindOf(model: ModelRecord): { task: string; kind: InferenceKind } {
	const task = typeof model.pipeline_tag === "string" ? model.pipeline_tag : "";
	if (CHAT_PIPELINES.has(task) && hasTag(model, "conversational")) return { task, kind: "conversational" };
	return { task, kind: taskEntry(task)?.kind ?? "noSample" };
}
