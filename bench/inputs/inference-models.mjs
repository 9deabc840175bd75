/**
 * Model records for the inference-snippet benchmark's tasks that no catalogue record covers. Each id is a public
 * model named for that task in the task pages of @huggingface/tasks.
 */
export const EXTRA_INFERENCE_MODELS = [
	{ id: "facebook/bart-large-cnn", pipeline_tag: "summarization", library_name: "transformers" },
	{ id: "Helsinki-NLP/opus-mt-en-fr", pipeline_tag: "translation", library_name: "transformers" },
	{ id: "facebook/bart-large-mnli", pipeline_tag: "zero-shot-classification", library_name: "transformers" },
	{ id: "impira/layoutlm-document-qa", pipeline_tag: "document-question-answering", library_name: "transformers" },
	{ id: "google/tapas-base-finetuned-wtq", pipeline_tag: "table-question-answering", library_name: "transformers" },
	{ id: "black-forest-labs/FLUX.2-dev", pipeline_tag: "image-text-to-image", library_name: "diffusers" },
	{ id: "Lightricks/LTX-Video", pipeline_tag: "image-text-to-video", library_name: "diffusers" },
];
