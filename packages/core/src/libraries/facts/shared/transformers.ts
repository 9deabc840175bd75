import type { PackageFacts } from "../types.js";

/** transformers: the Auto classes, tokenizers, processors and pipeline() many libraries' snippets use. */
export const TRANSFORMERS: PackageFacts = {
	package: "transformers",
	repository: "huggingface/transformers",
	release: "5.18.0",
	commit: "wheel transformers-5.18.0-py3-none-any.whl",
	note: "read from the wheel of the local index that the compat suite runs (inspect.signature and the source files)",
	names: {
		transformers: { source: "src/transformers/__init__.py" },
		"transformers.AutoFeatureExtractor": { source: "src/transformers/models/auto/feature_extraction_auto.py" },
		"transformers.AutoFeatureExtractor.from_pretrained": {
			source:
				"src/transformers/models/auto/feature_extraction_auto.py (from_pretrained: **kwargs go to the config and the model class)",
			returns: "transformers.AutoFeatureExtractor",
		},
		"transformers.AutoImageProcessor": { source: "src/transformers/models/auto/image_processing_auto.py" },
		"transformers.AutoImageProcessor.__call__": {
			source: "src/transformers/image_processing_utils.py (BaseImageProcessor.__call__)",
			kwargs: ["images", "return_tensors"],
		},
		"transformers.AutoImageProcessor.from_pretrained": {
			source:
				"src/transformers/models/auto/image_processing_auto.py (from_pretrained: **kwargs go to the config and the model class)",
			returns: "transformers.AutoImageProcessor",
		},
		"transformers.AutoModel": { source: "src/transformers/models/auto/modeling_auto.py" },
		"transformers.AutoModel.__call__": {
			source: "src/transformers/modeling_utils.py (nn.Module.__call__ of PreTrainedModel)",
		},
		"transformers.AutoModel.from_pretrained": {
			source:
				"src/transformers/models/auto/modeling_auto.py (from_pretrained: **kwargs go to the config and the model class)",
			kwargs: ["trust_remote_code"],
			returns: "transformers.AutoModel",
		},
		"transformers.AutoModelForAudioClassification": { source: "src/transformers/models/auto/modeling_auto.py" },
		"transformers.AutoModelForAudioClassification.from_pretrained": {
			source:
				"src/transformers/models/auto/modeling_auto.py (from_pretrained: **kwargs go to the config and the model class)",
			returns: "transformers.AutoModelForAudioClassification",
		},
		"transformers.AutoModelForCausalLM": { source: "src/transformers/models/auto/modeling_auto.py" },
		"transformers.AutoModelForCausalLM.from_pretrained": {
			source:
				"src/transformers/models/auto/modeling_auto.py (from_pretrained: **kwargs go to the config and the model class)",
			kwargs: ["trust_remote_code"],
			returns: "transformers.AutoModelForCausalLM",
		},
		"transformers.AutoModelForCausalLM.generate": {
			source: "src/transformers/generation/utils.py (GenerationMixin.generate)",
			kwargs: ["max_new_tokens"],
		},
		"transformers.AutoModelForDepthEstimation": { source: "src/transformers/models/auto/modeling_auto.py" },
		"transformers.AutoModelForDepthEstimation.__call__": {
			source: "src/transformers/modeling_utils.py (nn.Module.__call__ of PreTrainedModel)",
		},
		"transformers.AutoModelForDepthEstimation.from_pretrained": {
			source:
				"src/transformers/models/auto/modeling_auto.py (from_pretrained: **kwargs go to the config and the model class)",
			returns: "transformers.AutoModelForDepthEstimation",
		},
		"transformers.AutoModelForDocumentQuestionAnswering": { source: "src/transformers/models/auto/modeling_auto.py" },
		"transformers.AutoModelForDocumentQuestionAnswering.__call__": {
			source: "src/transformers/modeling_utils.py (nn.Module.__call__ of PreTrainedModel)",
		},
		"transformers.AutoModelForDocumentQuestionAnswering.from_pretrained": {
			source:
				"src/transformers/models/auto/modeling_auto.py (from_pretrained: **kwargs go to the config and the model class)",
			returns: "transformers.AutoModelForDocumentQuestionAnswering",
		},
		"transformers.AutoModelForImageClassification": { source: "src/transformers/models/auto/modeling_auto.py" },
		"transformers.AutoModelForImageClassification.__call__": {
			source: "src/transformers/modeling_utils.py (nn.Module.__call__ of PreTrainedModel)",
		},
		"transformers.AutoModelForImageClassification.from_pretrained": {
			source:
				"src/transformers/models/auto/modeling_auto.py (from_pretrained: **kwargs go to the config and the model class)",
			returns: "transformers.AutoModelForImageClassification",
		},
		"transformers.AutoModelForImageSegmentation": { source: "src/transformers/models/auto/modeling_auto.py" },
		"transformers.AutoModelForImageSegmentation.__call__": {
			source: "src/transformers/modeling_utils.py (nn.Module.__call__ of PreTrainedModel)",
		},
		"transformers.AutoModelForImageSegmentation.eval": { source: "torch nn.Module.eval (PreTrainedModel)" },
		"transformers.AutoModelForImageSegmentation.from_pretrained": {
			source:
				"src/transformers/models/auto/modeling_auto.py (from_pretrained: **kwargs go to the config and the model class)",
			kwargs: ["trust_remote_code"],
			returns: "transformers.AutoModelForImageSegmentation",
		},
		"transformers.AutoModelForImageTextToText": { source: "src/transformers/models/auto/modeling_auto.py" },
		"transformers.AutoModelForImageTextToText.from_pretrained": {
			source:
				"src/transformers/models/auto/modeling_auto.py (from_pretrained: **kwargs go to the config and the model class)",
			returns: "transformers.AutoModelForImageTextToText",
		},
		"transformers.AutoModelForImageTextToText.generate": {
			source: "src/transformers/generation/utils.py (GenerationMixin.generate)",
			kwargs: ["max_new_tokens"],
		},
		"transformers.AutoModelForKeypointMatching": { source: "src/transformers/models/auto/modeling_auto.py" },
		"transformers.AutoModelForKeypointMatching.__call__": {
			source: "src/transformers/modeling_utils.py (nn.Module.__call__ of PreTrainedModel)",
		},
		"transformers.AutoModelForKeypointMatching.from_pretrained": {
			source:
				"src/transformers/models/auto/modeling_auto.py (from_pretrained: **kwargs go to the config and the model class)",
			returns: "transformers.AutoModelForKeypointMatching",
		},
		"transformers.AutoModelForMaskGeneration": { source: "src/transformers/models/auto/modeling_auto.py" },
		"transformers.AutoModelForMaskGeneration.from_pretrained": {
			source:
				"src/transformers/models/auto/modeling_auto.py (from_pretrained: **kwargs go to the config and the model class)",
			returns: "transformers.AutoModelForMaskGeneration",
		},
		"transformers.AutoModelForMaskedLM": { source: "src/transformers/models/auto/modeling_auto.py" },
		"transformers.AutoModelForMaskedLM.__call__": {
			source: "src/transformers/modeling_utils.py (nn.Module.__call__ of PreTrainedModel)",
		},
		"transformers.AutoModelForMaskedLM.from_pretrained": {
			source:
				"src/transformers/models/auto/modeling_auto.py (from_pretrained: **kwargs go to the config and the model class)",
			returns: "transformers.AutoModelForMaskedLM",
		},
		"transformers.AutoModelForObjectDetection": { source: "src/transformers/models/auto/modeling_auto.py" },
		"transformers.AutoModelForObjectDetection.__call__": {
			source: "src/transformers/modeling_utils.py (nn.Module.__call__ of PreTrainedModel)",
		},
		"transformers.AutoModelForObjectDetection.from_pretrained": {
			source:
				"src/transformers/models/auto/modeling_auto.py (from_pretrained: **kwargs go to the config and the model class)",
			returns: "transformers.AutoModelForObjectDetection",
		},
		"transformers.AutoModelForQuestionAnswering": { source: "src/transformers/models/auto/modeling_auto.py" },
		"transformers.AutoModelForQuestionAnswering.__call__": {
			source: "src/transformers/modeling_utils.py (nn.Module.__call__ of PreTrainedModel)",
		},
		"transformers.AutoModelForQuestionAnswering.from_pretrained": {
			source:
				"src/transformers/models/auto/modeling_auto.py (from_pretrained: **kwargs go to the config and the model class)",
			returns: "transformers.AutoModelForQuestionAnswering",
		},
		"transformers.AutoModelForSemanticSegmentation": { source: "src/transformers/models/auto/modeling_auto.py" },
		"transformers.AutoModelForSemanticSegmentation.__call__": {
			source: "src/transformers/modeling_utils.py (nn.Module.__call__ of PreTrainedModel)",
		},
		"transformers.AutoModelForSemanticSegmentation.from_pretrained": {
			source:
				"src/transformers/models/auto/modeling_auto.py (from_pretrained: **kwargs go to the config and the model class)",
			returns: "transformers.AutoModelForSemanticSegmentation",
		},
		"transformers.AutoModelForSeq2SeqLM": { source: "src/transformers/models/auto/modeling_auto.py" },
		"transformers.AutoModelForSeq2SeqLM.from_pretrained": {
			source:
				"src/transformers/models/auto/modeling_auto.py (from_pretrained: **kwargs go to the config and the model class)",
			returns: "transformers.AutoModelForSeq2SeqLM",
		},
		"transformers.AutoModelForSeq2SeqLM.generate": {
			source: "src/transformers/generation/utils.py (GenerationMixin.generate)",
			kwargs: ["max_new_tokens"],
		},
		"transformers.AutoModelForSequenceClassification": { source: "src/transformers/models/auto/modeling_auto.py" },
		"transformers.AutoModelForSequenceClassification.__call__": {
			source: "src/transformers/modeling_utils.py (nn.Module.__call__ of PreTrainedModel)",
		},
		"transformers.AutoModelForSequenceClassification.from_pretrained": {
			source:
				"src/transformers/models/auto/modeling_auto.py (from_pretrained: **kwargs go to the config and the model class)",
			returns: "transformers.AutoModelForSequenceClassification",
		},
		"transformers.AutoModelForSpeechSeq2Seq": { source: "src/transformers/models/auto/modeling_auto.py" },
		"transformers.AutoModelForSpeechSeq2Seq.from_pretrained": {
			source:
				"src/transformers/models/auto/modeling_auto.py (from_pretrained: **kwargs go to the config and the model class)",
			returns: "transformers.AutoModelForSpeechSeq2Seq",
		},
		"transformers.AutoModelForTableQuestionAnswering": { source: "src/transformers/models/auto/modeling_auto.py" },
		"transformers.AutoModelForTableQuestionAnswering.from_pretrained": {
			source:
				"src/transformers/models/auto/modeling_auto.py (from_pretrained: **kwargs go to the config and the model class)",
			returns: "transformers.AutoModelForTableQuestionAnswering",
		},
		"transformers.AutoModelForTokenClassification": { source: "src/transformers/models/auto/modeling_auto.py" },
		"transformers.AutoModelForTokenClassification.__call__": {
			source: "src/transformers/modeling_utils.py (nn.Module.__call__ of PreTrainedModel)",
		},
		"transformers.AutoModelForTokenClassification.from_pretrained": {
			source:
				"src/transformers/models/auto/modeling_auto.py (from_pretrained: **kwargs go to the config and the model class)",
			returns: "transformers.AutoModelForTokenClassification",
		},
		"transformers.AutoModelForVideoClassification": { source: "src/transformers/models/auto/modeling_auto.py" },
		"transformers.AutoModelForVideoClassification.__call__": {
			source: "src/transformers/modeling_utils.py (nn.Module.__call__ of PreTrainedModel)",
		},
		"transformers.AutoModelForVideoClassification.from_pretrained": {
			source:
				"src/transformers/models/auto/modeling_auto.py (from_pretrained: **kwargs go to the config and the model class)",
			returns: "transformers.AutoModelForVideoClassification",
		},
		"transformers.AutoModelForVisualQuestionAnswering": { source: "src/transformers/models/auto/modeling_auto.py" },
		"transformers.AutoModelForVisualQuestionAnswering.from_pretrained": {
			source:
				"src/transformers/models/auto/modeling_auto.py (from_pretrained: **kwargs go to the config and the model class)",
			returns: "transformers.AutoModelForVisualQuestionAnswering",
		},
		"transformers.AutoModelForZeroShotImageClassification": { source: "src/transformers/models/auto/modeling_auto.py" },
		"transformers.AutoModelForZeroShotImageClassification.from_pretrained": {
			source:
				"src/transformers/models/auto/modeling_auto.py (from_pretrained: **kwargs go to the config and the model class)",
			returns: "transformers.AutoModelForZeroShotImageClassification",
		},
		"transformers.AutoModelForZeroShotObjectDetection": { source: "src/transformers/models/auto/modeling_auto.py" },
		"transformers.AutoModelForZeroShotObjectDetection.from_pretrained": {
			source:
				"src/transformers/models/auto/modeling_auto.py (from_pretrained: **kwargs go to the config and the model class)",
			returns: "transformers.AutoModelForZeroShotObjectDetection",
		},
		"transformers.AutoProcessor": { source: "src/transformers/models/auto/processing_auto.py" },
		"transformers.AutoProcessor.apply_chat_template": {
			source: "src/transformers/processing_utils.py (ProcessorMixin.apply_chat_template)",
			kwargs: ["add_generation_prompt", "return_dict", "return_tensors", "tokenize"],
		},
		"transformers.AutoProcessor.decode": { source: "src/transformers/processing_utils.py (ProcessorMixin.decode)" },
		"transformers.AutoProcessor.from_pretrained": {
			source:
				"src/transformers/models/auto/processing_auto.py (from_pretrained: **kwargs go to the config and the model class)",
			kwargs: ["max_pixels", "min_pixels", "trust_remote_code"],
			returns: "transformers.AutoProcessor",
		},
		"transformers.AutoTokenizer": { source: "src/transformers/models/auto/tokenization_auto.py" },
		"transformers.AutoTokenizer.__call__": {
			source: "src/transformers/tokenization_utils_base.py (PreTrainedTokenizerBase.__call__)",
			kwargs: ["return_tensors"],
		},
		"transformers.AutoTokenizer.apply_chat_template": {
			source: "src/transformers/tokenization_utils_base.py (PreTrainedTokenizerBase.apply_chat_template)",
			kwargs: ["add_generation_prompt", "return_dict", "return_tensors", "tokenize"],
		},
		"transformers.AutoTokenizer.batch_decode": {
			source: "src/transformers/tokenization_utils_base.py (PreTrainedTokenizerBase.batch_decode)",
			kwargs: ["skip_special_tokens"],
		},
		"transformers.AutoTokenizer.decode": {
			source: "src/transformers/tokenization_utils_base.py (PreTrainedTokenizerBase.decode)",
			kwargs: ["skip_special_tokens"],
		},
		"transformers.AutoTokenizer.from_pretrained": {
			source:
				"src/transformers/models/auto/tokenization_auto.py (from_pretrained: **kwargs go to the config and the model class)",
			kwargs: ["trust_remote_code"],
			returns: "transformers.AutoTokenizer",
		},
		"transformers.image_utils": { source: "src/transformers/image_utils.py" },
		"transformers.image_utils.load_image": { source: "src/transformers/image_utils.py" },
		"transformers.pipeline": {
			source: "src/transformers/pipelines/__init__.py",
			kwargs: ["model", "trust_remote_code"],
		},
	},
};
