/** Loading the model (and its tokenizer or processor) directly with the Auto classes of transformers. */
import { py, raw } from "../../../../code/index.js";
import { hasTag, type ModelRecord, type TransformersInfo } from "../../../../model.js";
import { remoteCodeArg } from "../../common.js";
import { joinBlocks, stringOr } from "../shared.js";
import { chatWithImage, messagesCode } from "./messages.js";

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
	return py`
		${raw(messagesCode(chatWithImage(model)))}
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
}

/**
 * `autoModel` and `processor` must already be checked identifiers. A repository with its own model code
 * (custom_class, from the config's auto_map) loads through the same Auto class once remote code is trusted.
 */
export function autoCode(model: ModelRecord, info: TransformersInfo, autoModel: string, processor?: string): string {
	const remote = remoteCodeArg(model);
	const customNote =
		stringOr(info.custom_class) && hasTag(model, "custom_code")
			? "# The model class is defined by code in the repository, hence trust_remote_code=True\n"
			: "";
	if (!processor) {
		return py`
			# Direct loading with the Auto classes
			${raw(customNote)}from transformers import ${raw(autoModel)}

			model = ${raw(autoModel)}.from_pretrained(${model.id}${remote})
		`;
	}
	const variable = processorVariable(processor);
	const load = py`
		# Direct loading with the Auto classes
		${raw(customNote)}from transformers import ${raw(processor)}, ${raw(autoModel)}

		${raw(variable)} = ${raw(processor)}.from_pretrained(${model.id}${remote})
		model = ${raw(autoModel)}.from_pretrained(${model.id}${remote})
	`;
	return joinBlocks(load, chatCode(model, autoModel, variable));
}
