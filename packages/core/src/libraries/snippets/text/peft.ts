/** PEFT: an adapter applied to the base model named in its config, with the model class of its task type. */
import { py, raw } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { fallback, python } from "../common.js";
import { pipInstall, stringOr } from "./shared.js";

/** PEFT task types and the transformers class that loads a base model for each. */
const MODEL_CLASS_BY_TASK: Readonly<Record<string, string>> = {
	CAUSAL_LM: "AutoModelForCausalLM",
	SEQ_2_SEQ_LM: "AutoModelForSeq2SeqLM",
	TOKEN_CLS: "AutoModelForTokenClassification",
	SEQ_CLS: "AutoModelForSequenceClassification",
};

export function peft(model: ModelRecord): Snippet[] {
	const config = model.config?.peft;
	const taskType = stringOr(config?.task_type);
	const modelClass =
		taskType && Object.hasOwn(MODEL_CLASS_BY_TASK, taskType) ? MODEL_CLASS_BY_TASK[taskType] : undefined;
	if (!modelClass) return fallback("Task type is invalid.");
	const base = stringOr(config?.base_model_name_or_path);
	if (!base) return fallback("Base model is not found.");
	return [
		pipInstall("peft", "transformers"),
		python(py`
			from peft import PeftModel
			from transformers import ${raw(modelClass)}

			# Load the base model, then apply the adapter weights of this repository on top
			base_model = ${raw(modelClass)}.from_pretrained(${base})
			model = PeftModel.from_pretrained(base_model, ${model.id})
		`),
	];
}
