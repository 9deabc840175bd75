/**
 * Every pipeline tag a model can carry: its label, its modality and its subtasks.
 * The order is the hub's canonical order; `hidden` tags are valid but not offered as filters.
 */
export type Modality = "nlp" | "cv" | "audio" | "multimodal" | "tabular" | "rl" | "other";

export const MODALITIES: readonly { id: Modality; label: string }[] = [
	{ id: "multimodal", label: "Multimodal" },
	{ id: "nlp", label: "Natural Language Processing" },
	{ id: "cv", label: "Computer Vision" },
	{ id: "audio", label: "Audio" },
	{ id: "tabular", label: "Tabular" },
	{ id: "rl", label: "Reinforcement Learning" },
	{ id: "other", label: "Other" },
];

export interface Subtask {
	id: string;
	label: string;
}

export interface Pipeline {
	id: string;
	label: string;
	modality: Modality;
	subtasks: readonly Subtask[];
	hidden?: boolean;
}

const p = <const I extends string>(
	id: I,
	label: string,
	modality: Modality,
	subtasks: [string, string][] = [],
	hidden = false,
): Pipeline & { id: I } => ({
	id,
	label,
	modality,
	subtasks: subtasks.map(([sid, slabel]) => ({ id: sid, label: slabel })),
	...(hidden ? { hidden } : {}),
});

export const PIPELINES = [
	p("text-classification", "Text Classification", "nlp", [
		["acceptability-classification", "Acceptability Classification"],
		["entity-linking-classification", "Entity Linking Classification"],
		["fact-checking", "Fact Checking"],
		["intent-classification", "Intent Classification"],
		["language-identification", "Language Identification"],
		["multi-class-classification", "Multi Class Classification"],
		["multi-label-classification", "Multi Label Classification"],
		["multi-input-text-classification", "Multi-input Text Classification"],
		["natural-language-inference", "Natural Language Inference"],
		["semantic-similarity-classification", "Semantic Similarity Classification"],
		["sentiment-classification", "Sentiment Classification"],
		["topic-classification", "Topic Classification"],
		["semantic-similarity-scoring", "Semantic Similarity Scoring"],
		["sentiment-scoring", "Sentiment Scoring"],
		["sentiment-analysis", "Sentiment Analysis"],
		["hate-speech-detection", "Hate Speech Detection"],
		["text-scoring", "Text Scoring"],
	]),
	p("token-classification", "Token Classification", "nlp", [
		["named-entity-recognition", "Named Entity Recognition"],
		["part-of-speech", "Part of Speech"],
		["parsing", "Parsing"],
		["lemmatization", "Lemmatization"],
		["word-sense-disambiguation", "Word Sense Disambiguation"],
		["coreference-resolution", "Coreference-resolution"],
	]),
	p("table-question-answering", "Table Question Answering", "nlp"),
	p("question-answering", "Question Answering", "nlp", [
		["extractive-qa", "Extractive QA"],
		["open-domain-qa", "Open Domain QA"],
		["closed-domain-qa", "Closed Domain QA"],
	]),
	p("zero-shot-classification", "Zero-Shot Classification", "nlp"),
	p("translation", "Translation", "nlp"),
	p("summarization", "Summarization", "nlp", [
		["news-articles-summarization", "News Articles Summarization"],
		["news-articles-headline-generation", "News Articles Headline Generation"],
	]),
	p("feature-extraction", "Feature Extraction", "nlp"),
	p("text-generation", "Text Generation", "nlp", [
		["dialogue-modeling", "Dialogue Modeling"],
		["dialogue-generation", "Dialogue Generation"],
		["conversational", "Conversational"],
		["language-modeling", "Language Modeling"],
		["text-simplification", "Text simplification"],
		["explanation-generation", "Explanation Generation"],
		["abstractive-qa", "Abstractive QA"],
		["open-domain-abstractive-qa", "Open Domain Abstractive QA"],
		["closed-domain-qa", "Closed Domain QA"],
		["open-book-qa", "Open Book QA"],
		["closed-book-qa", "Closed Book QA"],
		["text2text-generation", "Text2Text Generation"],
	]),
	p("fill-mask", "Fill-Mask", "nlp", [
		["slot-filling", "Slot Filling"],
		["masked-language-modeling", "Masked Language Modeling"],
	]),
	p("sentence-similarity", "Sentence Similarity", "nlp"),
	p("text-to-speech", "Text-to-Speech", "audio"),
	p("text-to-audio", "Text-to-Audio", "audio"),
	p("automatic-speech-recognition", "Automatic Speech Recognition", "audio"),
	p("audio-to-audio", "Audio-to-Audio", "audio"),
	p("audio-classification", "Audio Classification", "audio", [
		["keyword-spotting", "Keyword Spotting"],
		["speaker-identification", "Speaker Identification"],
		["audio-intent-classification", "Audio Intent Classification"],
		["audio-emotion-recognition", "Audio Emotion Recognition"],
		["audio-language-identification", "Audio Language Identification"],
	]),
	p("audio-text-to-text", "Audio-Text-to-Text", "multimodal"),
	p("voice-activity-detection", "Voice Activity Detection", "audio"),
	p("depth-estimation", "Depth Estimation", "cv"),
	p("image-classification", "Image Classification", "cv", [
		["multi-label-image-classification", "Multi Label Image Classification"],
		["multi-class-image-classification", "Multi Class Image Classification"],
	]),
	p("object-detection", "Object Detection", "cv", [
		["face-detection", "Face Detection"],
		["vehicle-detection", "Vehicle Detection"],
	]),
	p("image-segmentation", "Image Segmentation", "cv", [
		["instance-segmentation", "Instance Segmentation"],
		["semantic-segmentation", "Semantic Segmentation"],
		["panoptic-segmentation", "Panoptic Segmentation"],
	]),
	p("text-to-image", "Text-to-Image", "cv"),
	p("image-to-text", "Image-to-Text", "cv", [["image-captioning", "Image Captioning"]]),
	p("image-to-image", "Image-to-Image", "cv", [
		["image-inpainting", "Image Inpainting"],
		["image-colorization", "Image Colorization"],
		["super-resolution", "Super Resolution"],
	]),
	p("image-to-video", "Image-to-Video", "cv"),
	p("unconditional-image-generation", "Unconditional Image Generation", "cv"),
	p("video-classification", "Video Classification", "cv"),
	p("reinforcement-learning", "Reinforcement Learning", "rl"),
	p("robotics", "Robotics", "rl", [
		["grasping", "Grasping"],
		["task-planning", "Task Planning"],
	]),
	p("tabular-classification", "Tabular Classification", "tabular", [
		["tabular-multi-class-classification", "Tabular Multi Class Classification"],
		["tabular-multi-label-classification", "Tabular Multi Label Classification"],
	]),
	p("tabular-regression", "Tabular Regression", "tabular", [
		["tabular-single-column-regression", "Tabular Single Column Regression"],
	]),
	p("tabular-to-text", "Tabular to Text", "tabular", [["rdf-to-text", "RDF to text"]], true),
	p("table-to-text", "Table to Text", "nlp", [], true),
	p(
		"multiple-choice",
		"Multiple Choice",
		"nlp",
		[
			["multiple-choice-qa", "Multiple Choice QA"],
			["multiple-choice-coreference-resolution", "Multiple Choice Coreference Resolution"],
		],
		true,
	),
	p("text-ranking", "Text Ranking", "nlp"),
	p(
		"text-retrieval",
		"Text Retrieval",
		"nlp",
		[
			["document-retrieval", "Document Retrieval"],
			["utterance-retrieval", "Utterance Retrieval"],
			["entity-linking-retrieval", "Entity Linking Retrieval"],
			["fact-checking-retrieval", "Fact Checking Retrieval"],
		],
		true,
	),
	p("time-series-forecasting", "Time Series Forecasting", "tabular", [
		["univariate-time-series-forecasting", "Univariate Time Series Forecasting"],
		["multivariate-time-series-forecasting", "Multivariate Time Series Forecasting"],
	]),
	p("text-to-video", "Text-to-Video", "cv"),
	p("image-text-to-text", "Image-Text-to-Text", "multimodal"),
	p("image-text-to-image", "Image-Text-to-Image", "multimodal"),
	p("image-text-to-video", "Image-Text-to-Video", "multimodal"),
	p("visual-question-answering", "Visual Question Answering", "multimodal", [
		["visual-question-answering", "Visual Question Answering"],
	]),
	p("document-question-answering", "Document Question Answering", "multimodal", [
		["document-question-answering", "Document Question Answering"],
	]),
	p("zero-shot-image-classification", "Zero-Shot Image Classification", "cv"),
	p("graph-ml", "Graph Machine Learning", "other"),
	p("mask-generation", "Mask Generation", "cv"),
	p("zero-shot-object-detection", "Zero-Shot Object Detection", "cv"),
	p("text-to-3d", "Text-to-3D", "cv"),
	p("image-to-3d", "Image-to-3D", "cv"),
	p("image-feature-extraction", "Image Feature Extraction", "cv"),
	p("video-text-to-text", "Video-Text-to-Text", "multimodal"),
	p("keypoint-detection", "Keypoint Detection", "cv", [["pose-estimation", "Pose Estimation"]]),
	p("visual-document-retrieval", "Visual Document Retrieval", "multimodal"),
	p("any-to-any", "Any-to-Any", "multimodal"),
	p("video-to-video", "Video-to-Video", "cv"),
	p("other", "Other", "other", [], true),
] as const satisfies readonly Pipeline[];

export type PipelineTag = (typeof PIPELINES)[number]["id"];

const BY_ID: ReadonlyMap<string, Pipeline> = new Map(PIPELINES.map((x) => [x.id, x]));

/** The pipeline with this tag, or undefined. */
export function getPipeline(id: string): Pipeline | undefined {
	return BY_ID.get(id);
}

/** Whether a string is a known pipeline tag. */
export function isPipelineTag(id: string): id is PipelineTag {
	return BY_ID.has(id);
}
