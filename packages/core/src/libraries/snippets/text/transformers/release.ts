/**
 * What the transformers release the snippets are written for accepts, read from the release itself (and checked
 * against the installed library by test/libraries/transformers-release.test.ts): the tasks `pipeline()` takes and
 * the Auto classes `from transformers import …` finds. A task outside this list makes `pipeline()` fail with
 * "Unknown task", so snippets of such models load the model with its Auto class instead.
 */

/** The transformers release these lists were read from. */
export const TRANSFORMERS_RELEASE = "5.18.0";

/** Where: `SUPPORTED_TASKS` and `TASK_ALIASES` in src/transformers/pipelines/__init__.py of that release. */
export const PIPELINE_TASKS_SOURCE = "src/transformers/pipelines/__init__.py";

/** The keys of `SUPPORTED_TASKS`. */
export const PIPELINE_TASKS: readonly string[] = [
	"any-to-any",
	"audio-classification",
	"automatic-speech-recognition",
	"depth-estimation",
	"document-question-answering",
	"feature-extraction",
	"fill-mask",
	"image-classification",
	"image-feature-extraction",
	"image-segmentation",
	"image-text-to-text",
	"keypoint-matching",
	"mask-generation",
	"object-detection",
	"table-question-answering",
	"text-classification",
	"text-generation",
	"text-to-audio",
	"token-classification",
	"video-classification",
	"zero-shot-audio-classification",
	"zero-shot-classification",
	"zero-shot-image-classification",
	"zero-shot-object-detection",
];

/** `TASK_ALIASES`: other names `pipeline()` accepts, and the task each stands for. */
export const PIPELINE_TASK_ALIASES: Readonly<Record<string, string>> = {
	ner: "token-classification",
	"sentiment-analysis": "text-classification",
	"text-to-speech": "text-to-audio",
};

/**
 * Where: the names `Auto…` exported by src/transformers/__init__.py of that release (classes defined in
 * src/transformers/models/auto/: modeling_auto.py, tokenization_auto.py, processing_auto.py, …).
 */
export const AUTO_CLASSES_SOURCE = "src/transformers/__init__.py";

/** Every `Auto…` class the release exports. */
export const AUTO_CLASSES: readonly string[] = [
	"AutoBackbone",
	"AutoConfig",
	"AutoFeatureExtractor",
	"AutoImageProcessor",
	"AutoModel",
	"AutoModelForAudioClassification",
	"AutoModelForAudioFrameClassification",
	"AutoModelForAudioTokenization",
	"AutoModelForAudioXVector",
	"AutoModelForCTC",
	"AutoModelForCausalLM",
	"AutoModelForDepthEstimation",
	"AutoModelForDocumentQuestionAnswering",
	"AutoModelForImageClassification",
	"AutoModelForImageMatting",
	"AutoModelForImageSegmentation",
	"AutoModelForImageTextToText",
	"AutoModelForImageToImage",
	"AutoModelForInstanceSegmentation",
	"AutoModelForKeypointDetection",
	"AutoModelForKeypointMatching",
	"AutoModelForMaskGeneration",
	"AutoModelForMaskedImageModeling",
	"AutoModelForMaskedLM",
	"AutoModelForMultimodalLM",
	"AutoModelForMultipleChoice",
	"AutoModelForNextSentencePrediction",
	"AutoModelForNormalEstimation",
	"AutoModelForObjectDetection",
	"AutoModelForPointmapEstimation",
	"AutoModelForPoseEstimation",
	"AutoModelForPreTraining",
	"AutoModelForQuestionAnswering",
	"AutoModelForRNNT",
	"AutoModelForSemanticSegmentation",
	"AutoModelForSeq2SeqLM",
	"AutoModelForSequenceClassification",
	"AutoModelForSpeechSeq2Seq",
	"AutoModelForTDT",
	"AutoModelForTableQuestionAnswering",
	"AutoModelForTableRecognition",
	"AutoModelForTextEncoding",
	"AutoModelForTextRecognition",
	"AutoModelForTextToSpectrogram",
	"AutoModelForTextToWaveform",
	"AutoModelForTimeSeriesPrediction",
	"AutoModelForTokenClassification",
	"AutoModelForUniversalSegmentation",
	"AutoModelForVideoClassification",
	"AutoModelForVisualQuestionAnswering",
	"AutoModelForZeroShotImageClassification",
	"AutoModelForZeroShotObjectDetection",
	"AutoProcessor",
	"AutoRoundConfig",
	"AutoTokenizer",
	"AutoVideoProcessor",
];
