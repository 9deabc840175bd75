/** Loading the model (and its tokenizer or processor) directly with the Auto classes of transformers. */
import { type Code, py, raw } from "../../../../code/index.js";
import { hasTag, type ModelRecord, type TransformersInfo } from "../../../../model.js";
import { remoteCodeArg, widgetText } from "../../common.js";
import { isClassName, joinBlocks, stringOr } from "../shared.js";
import { chatWithImage, messagesCode, SAMPLE_IMAGE_URL } from "./messages.js";
import { AUTO_CLASSES } from "./release.js";

const KNOWN = new Set(AUTO_CLASSES);

/**
 * The class to write for a record's Auto class: itself when the transformers release has it (a class removed since,
 * such as AutoModelForVision2Seq, would fail to import), else `fallback`.
 */
export function knownAutoClass(name: string, fallback: string): string {
	return KNOWN.has(name) ? name : fallback;
}

/**
 * Whether a record's class can be written as a class name: the release's own Auto classes (most records name one)
 * are known to be, without the pattern test any other name gets.
 */
export function isAutoClassName(name: unknown): name is string {
	return (typeof name === "string" && KNOWN.has(name)) || isClassName(name);
}

/** Auto classes of models that generate text, the ones a chat can be run with. */
const GENERATIVE = /For(CausalLM|Seq2SeqLM|ImageTextToText|Vision2Seq|MultimodalLM)$/;

/** The variable name a loaded preprocessing class gets. */
function processorVariable(processor: string): string {
	if (processor === "AutoTokenizer") return "tokenizer";
	if (processor === "AutoImageProcessor") return "image_processor";
	if (processor === "AutoFeatureExtractor") return "feature_extractor";
	return "processor";
}

/**
 * Chat with a conversational model through its chat template: needs a generative model and a tokenizer or processor
 * (the classes that carry the template).
 */
function chatCode(model: ModelRecord, autoModel: string, variable: string): string | undefined {
	if (!hasTag(model, "conversational") || !GENERATIVE.test(autoModel)) return undefined;
	if (variable !== "tokenizer" && variable !== "processor") return undefined;
	return CHAT_CODES[variable][chatWithImage(model) ? 1 : 0];
}

/** The chat lines for a variable, with the text-only and the image sample chat: they use no record value. */
function chatLines(variable: "tokenizer" | "processor"): [string, string] {
	const lines = (withImage: boolean) => py`
		${raw(messagesCode(withImage))}
		inputs = ${raw(variable)}.apply_chat_template(
		    messages,
		    add_generation_prompt=True,
		    tokenize=True,
		    return_dict=True,
		    return_tensors="pt",
		).to(model.device)

		outputs = model.generate(**inputs, max_new_tokens=40)
		print(${raw(variable)}.decode(outputs[0][inputs["input_ids"].shape[-1]:]))
	`;
	return [lines(false), lines(true)];
}

/** Every chat `chatCode` writes, written once. */
const CHAT_CODES = { tokenizer: chatLines("tokenizer"), processor: chatLines("processor") };

/** Pipeline tags whose models score a pair of texts (a query and a passage, a question and its context). */
const PAIR_TASKS = new Set(["text-ranking", "question-answering"]);

const PAIR_INPUTS = py`
	inputs = tokenizer("Where does Ada live?", "My name is Ada and I live in London.", return_tensors="pt")
	outputs = model(**inputs)
	print(outputs)
`;
const IMAGE_INPUTS = py`
	from transformers.image_utils import load_image

	image = load_image(${SAMPLE_IMAGE_URL})
	inputs = image_processor(images=image, return_tensors="pt")
	outputs = model(**inputs)
	print(outputs)
`;

/** Generation from a text; the lines for the sample text are written once. */
const generateLines = (text: string) => py`
	inputs = tokenizer(${text}, return_tensors="pt")
	outputs = model.generate(**inputs, max_new_tokens=40)
	print(tokenizer.decode(outputs[0], skip_special_tokens=True))
`;
/** A forward pass on a text; the lines for the sample text are written once. */
const forwardLines = (text: string) => py`
	inputs = tokenizer(${text}, return_tensors="pt")
	outputs = model(**inputs)
	print(outputs)
`;
const SAMPLE_TEXT = "The quick brown fox jumps over the lazy dog.";
const GENERATE = generateLines(SAMPLE_TEXT);
const FORWARD = forwardLines(SAMPLE_TEXT);

/** A forward pass (or generation) on a sample input, printing what comes out; undefined when no sample fits. */
function usageCode(model: ModelRecord, autoModel: string, variable: string): string | undefined {
	// Table question answering tokenizers need a table: see the pipeline snippet for one
	if (variable === "tokenizer" && !autoModel.endsWith("TableQuestionAnswering")) {
		const text = widgetText(model);
		if (/For(CausalLM|Seq2SeqLM)$/.test(autoModel)) return text === undefined ? GENERATE : generateLines(text);
		if (PAIR_TASKS.has(model.pipeline_tag ?? "")) return PAIR_INPUTS;
		return text === undefined ? FORWARD : forwardLines(text);
	}
	if (variable === "image_processor") return IMAGE_INPUTS;
	return undefined;
}

/**
 * `autoModel` and `processor` must already be checked identifiers, `id` the model id already written as a literal.
 * A repository with its own model code (custom_class, from the config's auto_map) loads through the same Auto class
 * once remote code is trusted.
 */
export function autoCode(
	model: ModelRecord,
	id: Code,
	info: TransformersInfo,
	autoModel: string,
	processor?: string,
): string {
	const remote = remoteCodeArg(model);
	const customNote =
		stringOr(info.custom_class) && hasTag(model, "custom_code")
			? "# The model class is defined by code in the repository, hence trust_remote_code=True\n"
			: "";
	if (!processor) {
		return py`
			# Direct loading with the Auto classes
			${raw(customNote)}from transformers import ${raw(autoModel)}

			model = ${raw(autoModel)}.from_pretrained(${id}${remote})
			print(model)
		`;
	}
	const variable = processorVariable(processor);
	const load = py`
		# Direct loading with the Auto classes
		${raw(customNote)}from transformers import ${raw(processor)}, ${raw(autoModel)}

		${raw(variable)} = ${raw(processor)}.from_pretrained(${id}${remote})
		model = ${raw(autoModel)}.from_pretrained(${id}${remote})
	`;
	return joinBlocks(
		load,
		chatCode(model, autoModel, variable) ?? usageCode(model, autoModel, variable) ?? "print(model)",
	);
}
