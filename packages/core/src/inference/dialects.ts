/**
 * Body writers, one per dialect: how a provider's route wants the sample sent, and what it answers.
 * They build plain values; the client writers turn those into code.
 */
import type { JsonValue } from "../code/index.js";
import type { Dialect } from "./providers.js";
import type { InferenceReply, InferenceSample, RequestFile, SampleFile } from "./types.js";

/** The body, file and reply of one call. */
export interface Payload {
	body?: JsonValue;
	file?: RequestFile;
	reply: InferenceReply;
}

const IMAGE_OUT = "output.jpg";
const AUDIO_OUT = "output.flac";
const VIDEO_OUT = "output.mp4";

const reply = (value: InferenceReply): InferenceReply => {
	if ("path" in value) Object.freeze(value.path);
	return Object.freeze(value);
};

// Every reply a call can expect, as frozen constants shared by all requests (the writers write each once).
export const JSON_REPLY = reply({ type: "json" });
export const CHAT_REPLY = reply({ type: "chat" });
export const CHAT_STREAM_REPLY = reply({ type: "chat-stream" });
const IMAGE_BINARY = reply({ type: "binary", media: "image", file: IMAGE_OUT });
const AUDIO_BINARY = reply({ type: "binary", media: "audio", file: AUDIO_OUT });
const VIDEO_BINARY = reply({ type: "binary", media: "video", file: VIDEO_OUT });
const BASE64_IMAGE = reply({ type: "base64", media: "image", file: IMAGE_OUT, path: ["data", 0, "b64_json"] });
const AUDIO_URL = reply({ type: "url", media: "audio", file: AUDIO_OUT, path: ["audio", "url"] });
const IMAGES_URL = reply({ type: "url", media: "image", file: IMAGE_OUT, path: ["images", 0, "url"] });
const VIDEO_URL = reply({ type: "url", media: "video", file: VIDEO_OUT, path: ["video", "url"] });

/** The shared replies, for writers that write their handling once each. */
export const SHARED_REPLIES: readonly InferenceReply[] = [
	JSON_REPLY,
	CHAT_REPLY,
	CHAT_STREAM_REPLY,
	IMAGE_BINARY,
	AUDIO_BINARY,
	VIDEO_BINARY,
	BASE64_IMAGE,
	AUDIO_URL,
	IMAGES_URL,
	VIDEO_URL,
];
const raw = (file: SampleFile): RequestFile => ({ ...file, encoding: "raw", at: [] });
const encoded = (file: SampleFile, encoding: "base64" | "dataUrl", ...at: string[]): RequestFile => ({
	...file,
	encoding,
	at,
});

/** The service's task API: `{inputs, parameters}` JSON, or the file's bytes as the body. */
function hf(sample: InferenceSample): Payload | undefined {
	switch (sample.kind) {
		case "basic":
			return {
				body: sample.sentences
					? { inputs: { source_sentence: sample.text, sentences: sample.sentences } }
					: { inputs: sample.text },
				reply: JSON_REPLY,
			};
		case "basicAudio":
		case "basicImage":
			return { file: raw(sample.file), reply: JSON_REPLY };
		case "textToImage":
			return { body: { inputs: sample.text }, reply: IMAGE_BINARY };
		case "textToSpeech":
		case "textToAudio":
			return { body: { inputs: sample.text }, reply: AUDIO_BINARY };
		case "textToVideo":
			return { body: { inputs: sample.text }, reply: VIDEO_BINARY };
		case "imageToImage":
		case "imageToVideo":
			return {
				body: { inputs: null, parameters: { prompt: sample.prompt } },
				file: encoded(sample.file, "base64", "inputs"),
				reply: sample.kind === "imageToImage" ? IMAGE_BINARY : VIDEO_BINARY,
			};
		case "zeroShotClassification":
			return { body: { inputs: sample.text, parameters: { candidate_labels: sample.labels } }, reply: JSON_REPLY };
		case "zeroShotImageClassification":
			return {
				body: { inputs: null, parameters: { candidate_labels: sample.labels } },
				file: encoded(sample.file, "base64", "inputs"),
				reply: JSON_REPLY,
			};
		case "documentQuestionAnswering":
		case "visualQuestionAnswering":
			return {
				body: { inputs: { image: null, question: sample.question } },
				file: encoded(sample.file, "base64", "inputs", "image"),
				reply: JSON_REPLY,
			};
		case "tableQuestionAnswering":
			return { body: { inputs: { query: sample.query, table: sample.table } }, reply: JSON_REPLY };
		case "questionAnswering":
			return { body: { inputs: { question: sample.question, context: sample.context } }, reply: JSON_REPLY };
		case "tabular":
			return { body: { inputs: { data: sample.data } }, reply: JSON_REPLY };
		default:
			return undefined;
	}
}

/** Together's images API: the model in the body, the image back as base64. */
function togetherImages(sample: InferenceSample, providerModel: string): Payload | undefined {
	if (sample.kind !== "textToImage") return undefined;
	return {
		body: { model: providerModel, prompt: sample.text, response_format: "base64" },
		reply: BASE64_IMAGE,
	};
}

/**
 * fal decodes an audio data URL by its declared type and accepts only a few (audio/mpeg, audio/x-wav, video/webm,
 * per @huggingface/inference 4.13.30 src/providers/fal-ai.ts); the bytes may be any format ffmpeg reads, so the
 * clients label audio "audio/mpeg" (huggingface_hub 1.33.0 inference/_providers/fal_ai.py does so for every file).
 */
const FAL_AUDIO_LABEL = "audio/mpeg";
const falAudio = (file: SampleFile): RequestFile => ({
	...file,
	contentType: FAL_AUDIO_LABEL,
	encoding: "dataUrl",
	at: ["audio_url"],
});

/** fal's apps: named arguments in, links to the generated media out (a transcript or a mask as JSON). */
function fal(sample: InferenceSample, task: string): Payload | undefined {
	switch (sample.kind) {
		case "basicAudio":
			return task === "audio-to-audio"
				? {
						body: { audio_url: null },
						file: falAudio(sample.file),
						reply: AUDIO_URL,
					}
				: { body: { audio_url: null }, file: falAudio(sample.file), reply: JSON_REPLY };
		case "basicImage":
			return {
				body: { image_url: null, sync_mode: true },
				file: encoded(sample.file, "dataUrl", "image_url"),
				reply: JSON_REPLY,
			};
		case "textToSpeech":
			return {
				body: { text: sample.text },
				reply: AUDIO_URL,
			};
		case "textToAudio":
			return {
				body: { prompt: sample.text },
				reply: AUDIO_URL,
			};
		case "textToImage":
			return {
				body: { prompt: sample.text },
				reply: IMAGES_URL,
			};
		case "textToVideo":
			return {
				body: { prompt: sample.text },
				reply: VIDEO_URL,
			};
		case "imageToImage":
			return {
				body: { image_url: null, prompt: sample.prompt },
				file: encoded(sample.file, "dataUrl", "image_url"),
				reply: IMAGES_URL,
			};
		case "imageToVideo":
			return {
				body: { image_url: null, prompt: sample.prompt },
				file: encoded(sample.file, "dataUrl", "image_url"),
				reply: VIDEO_URL,
			};
		default:
			return undefined;
	}
}

/** The body, file and reply of a sample sent in a dialect (undefined when the dialect cannot carry it). */
export function payloadFor(
	dialect: Dialect,
	sample: InferenceSample,
	providerModel: string,
	task: string,
): Payload | undefined {
	switch (dialect) {
		case "hf":
			return hf(sample);
		case "together-images":
			return togetherImages(sample, providerModel);
		case "fal":
			return fal(sample, task);
	}
}
