/** PEFT: an adapter applied to the base model named in its config, with the model class of its task type. */
import { py, pyCode, raw } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { fallback, python } from "../common.js";
import { pipInstall, stringOr } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("peft", "transformers");

/** PEFT task types and the transformers class that loads a base model for each. */
const MODEL_CLASS_BY_TASK: Readonly<Record<string, string>> = {
	CAUSAL_LM: "AutoModelForCausalLM",
	SEQ_2_SEQ_LM: "AutoModelForSeq2SeqLM",
	TOKEN_CLS: "AutoModelForTokenClassification",
	SEQ_CLS: "AutoModelForSequenceClassification",
};

/** The classes whose models generate text (the others give scores per class or token). */
const GENERATES = new Set(["AutoModelForCausalLM", "AutoModelForSeq2SeqLM"]);

const GENERATE = `inputs = tokenizer("Once upon a time,", return_tensors="pt")
outputs = model.generate(**inputs, max_new_tokens=40)
print(tokenizer.decode(outputs[0], skip_special_tokens=True))`;

const FORWARD = `inputs = tokenizer("My name is Sarah and I live in London.", return_tensors="pt")
print(model(**inputs).logits)`;

export function peft(model: ModelRecord): Snippet[] {
	const config = model.config?.peft;
	const taskType = stringOr(config?.task_type);
	const modelClass =
		taskType && Object.hasOwn(MODEL_CLASS_BY_TASK, taskType) ? MODEL_CLASS_BY_TASK[taskType] : undefined;
	if (!modelClass) return fallback("Task type is invalid.");
	const baseId = stringOr(config?.base_model_name_or_path);
	if (!baseId) return fallback("Base model is not found.");
	// Written once as a literal: the snippet loads the base model's tokenizer and weights
	const base = pyCode(baseId);
	return [
		PIP_INSTALL,
		python(py`
			from peft import PeftModel
			from transformers import AutoTokenizer, ${raw(modelClass)}

			# Load the base model, then apply the adapter weights of this repository on top
			tokenizer = AutoTokenizer.from_pretrained(${base})
			base_model = ${raw(modelClass)}.from_pretrained(${base})
			model = PeftModel.from_pretrained(base_model, ${model.id})

			${raw(GENERATES.has(modelClass) ? GENERATE : FORWARD)}
		`),
	];
}
