import { DEFAULT_DOWNLOAD_FILES, getLibrary, LIBRARIES, parseDownloadQuery, type QueryNode } from "@modelhub/core";

/** What the detectors look at: the repository's file paths and its config.json, when it has one. */
export interface RepoShape {
	paths: readonly string[];
	config?: Record<string, unknown>;
}

const ext = (p: string) => {
	const name = p.slice(p.lastIndexOf("/") + 1);
	const dot = name.lastIndexOf(".");
	return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
};

/** Libraries told apart by their own files, most specific first: the first rule that matches names the library. */
const FILE_RULES: { library: string; test: (s: RepoShape, has: (p: string) => boolean) => boolean }[] = [
	{ library: "peft", test: (_, has) => has("adapter_config.json") },
	{ library: "diffusers", test: (_, has) => has("model_index.json") },
	{
		library: "sentence-transformers",
		test: (_, has) => has("config_sentence_transformers.json") || has("sentence_bert_config.json"),
	},
	{ library: "setfit", test: (_, has) => has("config_setfit.json") },
	{ library: "gliner", test: (_, has) => has("gliner_config.json") },
	{ library: "speechbrain", test: (_, has) => has("hyperparams.yaml") },
	{ library: "mlc-llm", test: (_, has) => has("mlc-chat-config.json") },
	{ library: "open_clip", test: (_, has) => has("open_clip_config.json") },
	{ library: "sklearn", test: (_, has) => has("sklearn_model.joblib") },
	// timm writes config.json too, with `architecture` (singular) and `pretrained_cfg`.
	{
		library: "timm",
		test: (s) => s.config !== undefined && "pretrained_cfg" in s.config && "architecture" in s.config,
	},
	{
		library: "transformers",
		test: (s) =>
			s.config !== undefined &&
			("architectures" in s.config || "model_type" in s.config) &&
			s.paths.some((p) => /\.(safetensors|bin|h5|msgpack)$/.test(p) && !p.includes("/")),
	},
	{ library: "keras", test: (s, has) => has("model.weights.h5") || s.paths.some((p) => ext(p) === "keras") },
	{ library: "nemo", test: (s) => s.paths.some((p) => ext(p) === "nemo") },
	{ library: "gguf", test: (s) => s.paths.some((p) => ext(p) === "gguf") },
];

function pathTerms(node: QueryNode): string[] | undefined {
	if (node.kind === "term") return node.field === "path" ? [node.value] : undefined;
	if (node.kind === "and") return undefined;
	const out: string[] = [];
	for (const op of node.operands) {
		const terms = pathTerms(op);
		if (!terms) return undefined;
		out.push(...terms);
	}
	return out;
}

let registryFiles: Map<string, string> | undefined;

/**
 * The registry's recognisable files: a path that exactly one library's download query names (queries made only of
 * `path:"…"` terms), leaving out the common files many libraries share (config.json and the like).
 */
export function recognisableFiles(): Map<string, string> {
	if (registryFiles) return registryFiles;
	const owners = new Map<string, Set<string>>();
	for (const lib of LIBRARIES) {
		if (!lib.countDownloads) continue;
		const parsed = parseDownloadQuery(lib.countDownloads);
		const terms = parsed.ok ? pathTerms(parsed.query) : undefined;
		for (const path of terms ?? []) owners.set(path, (owners.get(path) ?? new Set()).add(lib.key));
	}
	registryFiles = new Map();
	for (const [path, libs] of owners)
		if (libs.size === 1 && !DEFAULT_DOWNLOAD_FILES.includes(path)) registryFiles.set(path, [...libs][0] as string);
	return registryFiles;
}

/** The library a repository's files point to, as a hub detects it when the card names none. */
export function detectLibrary(shape: RepoShape): string | undefined {
	const set = new Set(shape.paths);
	const has = (p: string) => set.has(p);
	for (const rule of FILE_RULES) if (rule.test(shape, has)) return rule.library;
	const known = recognisableFiles();
	for (const p of shape.paths) {
		const lib = known.get(p);
		if (lib && getLibrary(lib)) return lib;
	}
	return undefined;
}

/** Architecture-name endings → the task and the transformers auto class that loads them. */
const ARCHITECTURE_TASKS: [suffix: string, pipeline: string, autoModel: string][] = [
	["ForCausalLM", "text-generation", "AutoModelForCausalLM"],
	["LMHeadModel", "text-generation", "AutoModelForCausalLM"],
	["ForMaskedLM", "fill-mask", "AutoModelForMaskedLM"],
	["ForSequenceClassification", "text-classification", "AutoModelForSequenceClassification"],
	["ForTokenClassification", "token-classification", "AutoModelForTokenClassification"],
	["ForQuestionAnswering", "question-answering", "AutoModelForQuestionAnswering"],
	["ForSpeechSeq2Seq", "automatic-speech-recognition", "AutoModelForSpeechSeq2Seq"],
	["ForCTC", "automatic-speech-recognition", "AutoModelForCTC"],
	["ForAudioClassification", "audio-classification", "AutoModelForAudioClassification"],
	["ForImageClassification", "image-classification", "AutoModelForImageClassification"],
	["ForObjectDetection", "object-detection", "AutoModelForObjectDetection"],
	["ForSemanticSegmentation", "image-segmentation", "AutoModelForSemanticSegmentation"],
	["ForDepthEstimation", "depth-estimation", "AutoModelForDepthEstimation"],
	["ForImageTextToText", "image-text-to-text", "AutoModelForImageTextToText"],
	["ForSeq2SeqLM", "text2text-generation", "AutoModelForSeq2SeqLM"],
];

/** Conditional-generation models whose task depends on the model type. */
const CONDITIONAL_GENERATION: [modelType: RegExp, pipeline: string, autoModel: string][] = [
	[/whisper|speech/, "automatic-speech-recognition", "AutoModelForSpeechSeq2Seq"],
	[/llava|vl|vision|idefics|paligemma|blip|florence|gemma3/, "image-text-to-text", "AutoModelForImageTextToText"],
	[/.*/, "text2text-generation", "AutoModelForSeq2SeqLM"],
];

/** The task and auto class a transformers config's architectures point to, when the table knows them. */
export function taskFromConfig(
	config: Record<string, unknown> | undefined,
): { pipeline_tag: string; auto_model: string } | undefined {
	const arch = Array.isArray(config?.architectures) ? config.architectures[0] : undefined;
	if (typeof arch !== "string") return undefined;
	for (const [suffix, pipeline_tag, auto_model] of ARCHITECTURE_TASKS)
		if (arch.endsWith(suffix)) return { pipeline_tag, auto_model };
	if (arch.endsWith("ForConditionalGeneration")) {
		const type = `${typeof config?.model_type === "string" ? config.model_type : ""} ${arch}`.toLowerCase();
		for (const [re, pipeline_tag, auto_model] of CONDITIONAL_GENERATION)
			if (re.test(type)) return { pipeline_tag, auto_model };
	}
	// A bare model without a head (BertModel, ViTModel) gives hidden states: AutoModel, the feature-extraction task
	if (/^[A-Z][A-Za-z0-9]*Model$/.test(arch)) return { pipeline_tag: "feature-extraction", auto_model: "AutoModel" };
	return undefined;
}

/** What a transformers repository holds to prepare inputs, by the files transformers saves them in. */
export interface PreprocessingFiles {
	/** tokenizer_config.json or tokenizer.json */
	tokenizer: boolean;
	/** processor_config.json: a processor saved whole (transformers 5 keeps its image or audio part in it). */
	processor: boolean;
	/** preprocessor_config.json: an image processor or feature extractor saved alone (or beside a tokenizer). */
	preprocessor?: Record<string, unknown>;
}

/**
 * The class `transformersInfo.processor` names, as the Hub does: AutoProcessor for a saved processor or a tokenizer
 * beside an image processor or feature extractor; else AutoTokenizer, AutoImageProcessor or AutoFeatureExtractor for
 * the one there is (loading a speech or vision model's inputs with AutoTokenizer fails).
 */
export function processorClass(files: PreprocessingFiles): string | undefined {
	if (files.processor || (files.tokenizer && files.preprocessor)) return "AutoProcessor";
	if (files.tokenizer) return "AutoTokenizer";
	if (!files.preprocessor) return undefined;
	const extractor = files.preprocessor.feature_extractor_type;
	const audio = typeof extractor === "string" && !/Image|ViT|Vision/.test(extractor);
	return audio && files.preprocessor.image_processor_type === undefined ? "AutoFeatureExtractor" : "AutoImageProcessor";
}

/** The task of a library whose files say it without a config: sentence embeddings, diffusers pipelines. */
export function taskFromLibrary(library: string | undefined, modelIndexClass?: string): string | undefined {
	if (library === "sentence-transformers") return "sentence-similarity";
	if (library === "diffusers" && modelIndexClass) {
		if (/Img2Img|ImageToImage/i.test(modelIndexClass)) return "image-to-image";
		if (/Inpaint/i.test(modelIndexClass)) return "image-to-image";
		if (/Video/i.test(modelIndexClass)) return "text-to-video";
		return "text-to-image";
	}
	return undefined;
}
