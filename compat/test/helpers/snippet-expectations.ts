/**
 * What each tiny model's Python snippets must print when run for real (compat/python/build_models.py builds the
 * models, library-snippets.test.ts runs the snippets), and the snippets that cannot run on this machine.
 */

/** One Python snippet: the output of the task's shape it must print, and for a snippet that only loads the model,
 * the comment that says so and shows the next call. */
export interface SnippetExpectation {
	/** Which snippet: a piece of its code ("pipeline(" for transformers' pipeline snippet). */
	code: RegExp;
	/** stdout must match this. */
	prints: RegExp;
	/** What the output is, for failure messages. */
	shape: string;
}

const LOGITS = /logits=tensor\(/;

/** Every model the builder makes, by id, with an expectation for each of its Python snippets, in order. */
export const EXPECTED: Readonly<Record<string, readonly SnippetExpectation[]>> = {
	"tiny/bert-text-classification": [
		{ code: /pipeline\(/, prints: /'label': '(NEGATIVE|POSITIVE)', 'score': 0\.\d+/, shape: "a label with a score" },
		{ code: /AutoModelForSequenceClassification/, prints: LOGITS, shape: "class logits" },
	],
	"tiny/bert-token-classification": [
		{ code: /pipeline\(/, prints: /'entity': '[BI]-(PER|LOC)'.*'score'/, shape: "entities with scores" },
		{ code: /AutoModelForTokenClassification/, prints: LOGITS, shape: "token logits" },
	],
	"tiny/bert-fill-mask": [
		{
			code: /pipeline\(/,
			prints: /'token_str': '[^']+', 'sequence': 'the capital of france is/,
			shape: "filled masks",
		},
		{ code: /AutoModelForMaskedLM/, prints: LOGITS, shape: "token logits" },
	],
	"tiny/bert-question-answering": [
		// transformers 5 has no question-answering pipeline: the Auto class runs the model on a question and context
		{ code: /AutoModelForQuestionAnswering/, prints: /start_logits=tensor\(/, shape: "answer start and end logits" },
	],
	"tiny/bert-feature-extraction": [
		{ code: /pipeline\(/, prints: /torch\.Size\(\[1, \d+, 32\]\)/, shape: "one 32-wide vector per token" },
		{ code: /AutoModel\b/, prints: /last_hidden_state=tensor\(/, shape: "hidden states" },
	],
	"tiny/llama-text-generation": [
		{ code: /pipeline\(/, prints: /'generated_text': ['"]Once upon a time,/, shape: "generated text after the prompt" },
		{
			code: /AutoModelForCausalLM/,
			prints: /The quick brown fox jumps over the lazy dog\..+/,
			shape: "generated text",
		},
	],
	"tiny/llama-chat": [
		{
			code: /pipeline\(/,
			prints: /'role': 'assistant', 'content': ['"]/,
			shape: "the chat with the assistant's reply",
		},
		{ code: /apply_chat_template/, prints: /\S/, shape: "the assistant's reply" },
	],
	"tiny/bart-summarization": [
		// transformers 5 has no summarization pipeline: the Auto class generates
		{
			code: /AutoModelForSeq2SeqLM/,
			prints: /\bthe\b/,
			shape: 'generated text (the builder makes this model favour "the")',
		},
	],
	"tiny/vit-image-classification": [
		{ code: /pipeline\(/, prints: /'label': '(cat|dog|remote control)', 'score': 0\.\d+/, shape: "labels with scores" },
		{ code: /AutoModelForImageClassification/, prints: LOGITS, shape: "class logits" },
	],
	"tiny/wav2vec2-speech-recognition": [
		{ code: /pipeline\(/, prints: /\{'text': (['"])[a-z' ]*\1\}/, shape: "a transcription" },
		{ code: /AutoModelForCTC/, prints: /Wav2Vec2ForCTC\(/, shape: "the loaded model" },
	],
	"tiny/llava-image-text-to-text": [
		{
			code: /pipeline\(/,
			prints: /'role': 'assistant', 'content': ['"]/,
			shape: "the chat with the assistant's reply",
		},
		{ code: /processor\.apply_chat_template/, prints: /\S/, shape: "the assistant's reply" },
	],
	"tiny/st-bi-encoder": [
		{
			code: /SentenceTransformer\(/,
			prints: /tensor\(\[\[1\.0000,( [01]\.\d{4},){2} [01]\.\d{4}\],/,
			shape: "a 4×4 similarity matrix",
		},
	],
	"tiny/st-cross-encoder": [
		{ code: /CrossEncoder\(/, prints: /\[\{'corpus_id': \d, 'score': 0\.\d+\}/, shape: "scores and a ranking" },
	],
	"tiny/llama-lora": [
		{
			code: /PeftModel\.from_pretrained/,
			prints: /Once upon a time,.+/,
			shape: "generated text after the prompt",
		},
	],
	"tiny/keras-mlp": [
		{ code: /# predictions = model\.predict\(/, prints: /Total params: 67\b/, shape: "the model summary" },
	],
	"tiny/bm25s-index": [
		// BM25 is not random: the one corpus sentence about plants is the best match for the sample query
		{ code: /BM25HF\.load_from_hub/, prints: /Plants use photosynthesis/, shape: "the matching documents and scores" },
	],
	"tiny/spacy-ner": [
		// The entity ruler's patterns, not a trained model: the same entities on every run
		{
			code: /spacy\.load\(snapshot_download\(/,
			prints: /\('Apple', 'ORG'\), \('Berlin', 'GPE'\)/,
			shape: "the pipeline's components and the entities found",
		},
	],
	"tiny/sklearn-logistic-regression": [
		{ code: /# predictions = model\.predict\(/, prints: /LogisticRegression\(/, shape: "the loaded estimator" },
	],
};

/**
 * Libraries whose snippets cannot run on this machine, with the reason: no tiny model of theirs is built. Every
 * library with a snippet generator is here or in EXPECTED (library-snippets.test.ts checks it).
 */
export const NOT_RUNNABLE: readonly { library: string; reason: string }[] = [
	{
		library: "timm, open_clip",
		reason: "import torchvision: the local index has only CUDA builds of it, which do not load with CPU torch",
	},
	{
		library: "fastai",
		reason: "huggingface_hub[fastai] needs fastai, which the local index lacks",
	},
	{ library: "sklearn (skops files)", reason: "skops: no wheel on the local index (joblib files run)" },
	{
		library:
			"adapter-transformers, allennlp, anemoi, asteroid, audiocraft, audioseal, bertopic, cartesia_pytorch, chat_tts, " +
			"chatterbox, chronos-forecasting, colipri, diffusers, diffusionkit, edsnlp, espnet, fairseq, fasttext, flair, " +
			"gliner, gliner2, htrflow, kernels, keras-hub, lerobot, lightning-ir, llama-cpp-python, mamba-ssm, mlx, " +
			"mlx-image, mobilint, model2vec, multimolecule, nemo, nobg, outetts, PaddleOCR, paddlenlp, pocket-tts, " +
			"pruna-ai, pxia, pyannote-audio, pythae, qwen3_tts, relik, saelens, setfit, span-marker, speechbrain, " +
			"stable-audio-tools, stable-baselines3, stanza, terratorch, ultralytics, voxcpm",
		reason: "their install line names a package with no wheel on the local index",
	},
	{
		library: "derm-foundation, tf-keras, tensorflowtts",
		reason: "they install tensorflow (or tf-keras, TensorFlowTTS): the local index has only tensorflow-cpu",
	},
	{
		library:
			"3dtopia-xl (no Python), araclip, ben2, birefnet, cartesia_mlx, collectorvision, cxr-foundation, depth-anything-v2, " +
			"depth-pro, describe-anything, dia-tts, dia2, flextab, index-tts, kimi-audio, kittentts, lvface, mars5-tts, " +
			"matanyone, mesh-anything, perception-encoder, renderformer, sam-3d-body, sam-3d-objects, sam2, sana, " +
			"sap-rpt-1-oss, supertonic, swarmformer, univa, vfi-mamba, videoprism, voicecraft, vui, yolov10, zonos",
		reason:
			"installed from a Git repository or a clone of it (pip install git+…, git clone, a release URL): no network here",
	},
	{
		library:
			"litert-lm, ltx, ml-agents, moshi, openasr, phantom-wan, sample-factory, seed-story, unity-sentis, vibevoice, whisperkit",
		reason: "shell (and C#) snippets only: command-line tools, nothing in Python to run",
	},
	{
		library: "transformers.js",
		reason:
			"a JavaScript snippet: running it needs @huggingface/transformers and onnxruntime-node, not compat dependencies",
	},
];

/** Single snippets of built models that cannot run here, found by the model id and a piece of their code. */
export const NOT_RUNNABLE_SNIPPETS: readonly { id: string; code: RegExp; reason: string }[] = [
	{
		id: "tiny/wav2vec2-speech-recognition",
		code: /pipeline\(/,
		reason:
			"the speech-recognition pipeline decodes audio files with the ffmpeg program (transformers 5.18, pipelines/audio_utils.py ffmpeg_read), which this machine lacks",
	},
];
