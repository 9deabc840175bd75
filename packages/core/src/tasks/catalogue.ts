import { PIPELINES, type PipelineTag } from "../pipelines.js";
import { data as anyToAny } from "./any-to-any/data.js";
import { data as audioClassification } from "./audio-classification/data.js";
import { data as audioTextToText } from "./audio-text-to-text/data.js";
import { data as audioToAudio } from "./audio-to-audio/data.js";
import { data as automaticSpeechRecognition } from "./automatic-speech-recognition/data.js";
import { data as depthEstimation } from "./depth-estimation/data.js";
import { data as documentQuestionAnswering } from "./document-question-answering/data.js";
import { data as featureExtraction } from "./feature-extraction/data.js";
import { data as fillMask } from "./fill-mask/data.js";
import { data as imageClassification } from "./image-classification/data.js";
import { data as imageFeatureExtraction } from "./image-feature-extraction/data.js";
import { data as imageSegmentation } from "./image-segmentation/data.js";
import { data as imageTextToImage } from "./image-text-to-image/data.js";
import { data as imageTextToText } from "./image-text-to-text/data.js";
import { data as imageTextToVideo } from "./image-text-to-video/data.js";
import { data as imageTo3D } from "./image-to-3d/data.js";
import { data as imageToImage } from "./image-to-image/data.js";
import { data as imageToText } from "./image-to-text/data.js";
import { data as imageToVideo } from "./image-to-video/data.js";
import { data as keypointDetection } from "./keypoint-detection/data.js";
import { TASK_LIBRARIES } from "./libraries.js";
import { data as maskGeneration } from "./mask-generation/data.js";
import { data as objectDetection } from "./object-detection/data.js";
import { data as questionAnswering } from "./question-answering/data.js";
import { data as reinforcementLearning } from "./reinforcement-learning/data.js";
import { data as sentenceSimilarity } from "./sentence-similarity/data.js";
import { data as summarization } from "./summarization/data.js";
import { data as tableQuestionAnswering } from "./table-question-answering/data.js";
import { data as tabularClassification } from "./tabular-classification/data.js";
import { data as tabularRegression } from "./tabular-regression/data.js";
import { data as textClassification } from "./text-classification/data.js";
import { data as textGeneration } from "./text-generation/data.js";
import { data as textRanking } from "./text-ranking/data.js";
import { data as textTo3D } from "./text-to-3d/data.js";
import { data as textToImage } from "./text-to-image/data.js";
import { data as textToSpeech } from "./text-to-speech/data.js";
import { data as textToVideo } from "./text-to-video/data.js";
import { data as tokenClassification } from "./token-classification/data.js";
import { data as translation } from "./translation/data.js";
import type { TaskData, TaskRecord } from "./types.js";
import { data as unconditionalImageGeneration } from "./unconditional-image-generation/data.js";
import { data as videoClassification } from "./video-classification/data.js";
import { data as videoTextToText } from "./video-text-to-text/data.js";
import { data as videoToVideo } from "./video-to-video/data.js";
import { data as visualDocumentRetrieval } from "./visual-document-retrieval/data.js";
import { data as visualQuestionAnswering } from "./visual-question-answering/data.js";
import { data as zeroShotClassification } from "./zero-shot-classification/data.js";
import { data as zeroShotImageClassification } from "./zero-shot-image-classification/data.js";
import { data as zeroShotObjectDetection } from "./zero-shot-object-detection/data.js";

/** Pipeline tags without a task page of their own; each resolves to a placeholder record. */
export const PLACEHOLDER_TASKS = [
	"graph-ml",
	"multiple-choice",
	"other",
	"robotics",
	"table-to-text",
	"tabular-to-text",
	"text-retrieval",
	"text-to-audio",
	"time-series-forecasting",
	"voice-activity-detection",
] as const satisfies readonly PipelineTag[];

export type PlaceholderTask = (typeof PLACEHOLDER_TASKS)[number];

/** The hand-written data of every task with a page; the key set is checked against the pipeline tags. */
const TASK_DATA: Readonly<Record<Exclude<PipelineTag, PlaceholderTask>, TaskData>> = {
	"any-to-any": anyToAny,
	"audio-classification": audioClassification,
	"audio-text-to-text": audioTextToText,
	"audio-to-audio": audioToAudio,
	"automatic-speech-recognition": automaticSpeechRecognition,
	"depth-estimation": depthEstimation,
	"document-question-answering": documentQuestionAnswering,
	"feature-extraction": featureExtraction,
	"fill-mask": fillMask,
	"image-classification": imageClassification,
	"image-feature-extraction": imageFeatureExtraction,
	"image-segmentation": imageSegmentation,
	"image-text-to-image": imageTextToImage,
	"image-text-to-text": imageTextToText,
	"image-text-to-video": imageTextToVideo,
	"image-to-3d": imageTo3D,
	"image-to-image": imageToImage,
	"image-to-text": imageToText,
	"image-to-video": imageToVideo,
	"keypoint-detection": keypointDetection,
	"mask-generation": maskGeneration,
	"object-detection": objectDetection,
	"question-answering": questionAnswering,
	"reinforcement-learning": reinforcementLearning,
	"sentence-similarity": sentenceSimilarity,
	summarization: summarization,
	"table-question-answering": tableQuestionAnswering,
	"tabular-classification": tabularClassification,
	"tabular-regression": tabularRegression,
	"text-classification": textClassification,
	"text-generation": textGeneration,
	"text-ranking": textRanking,
	"text-to-3d": textTo3D,
	"text-to-image": textToImage,
	"text-to-speech": textToSpeech,
	"text-to-video": textToVideo,
	"token-classification": tokenClassification,
	translation: translation,
	"unconditional-image-generation": unconditionalImageGeneration,
	"video-classification": videoClassification,
	"video-text-to-text": videoTextToText,
	"video-to-video": videoToVideo,
	"visual-document-retrieval": visualDocumentRetrieval,
	"visual-question-answering": visualQuestionAnswering,
	"zero-shot-classification": zeroShotClassification,
	"zero-shot-image-classification": zeroShotImageClassification,
	"zero-shot-object-detection": zeroShotObjectDetection,
};

const PLACEHOLDER_DATA: TaskData = {
	summary: "",
	datasets: [],
	models: [],
	spaces: [],
	metrics: [],
	demo: { inputs: [], outputs: [] },
	widgetModels: [],
};

function isPlaceholderTag(tag: PipelineTag): tag is PlaceholderTask {
	return (PLACEHOLDER_TASKS as readonly string[]).includes(tag);
}

function deepFreeze<T>(value: T): T {
	if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
		Object.freeze(value);
		for (const child of Object.values(value)) deepFreeze(child);
	}
	return value;
}

function buildRecord(id: PipelineTag, label: string): TaskRecord {
	const placeholder = isPlaceholderTag(id);
	const data = placeholder ? PLACEHOLDER_DATA : TASK_DATA[id];
	return deepFreeze({ id, label, libraries: TASK_LIBRARIES[id], ...data, isPlaceholder: placeholder });
}

/** Every task record, one per pipeline tag, in pipeline order. */
export const TASKS: readonly TaskRecord[] = Object.freeze(PIPELINES.map((p) => buildRecord(p.id, p.label)));

const BY_ID: ReadonlyMap<string, TaskRecord> = new Map(TASKS.map((t) => [t.id, t]));

/** The task record for a pipeline tag (a placeholder record for tags without a page); undefined for unknown ids. */
export function getTask(id: string): TaskRecord | undefined {
	return BY_ID.get(id);
}

/** All task records, one per pipeline tag, in pipeline order. */
export function listTasks(): TaskRecord[] {
	return [...TASKS];
}
