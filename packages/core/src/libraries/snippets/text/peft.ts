/**
 * PEFT: an adapter applied to the base model named in its config, with the model class of its task type, then run
 * once on a sample text with the base model's tokenizer (adapter repositories often ship none).
 */
import { py, raw } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { fallback, python } from "../common.js";
import { pipInstall, stringOr } from "./shared.js";

/** PEFT task types, the transformers class that loads a base model for each, and whether it generates text. */
const MODEL_CLASS_BY_TASK: Readonly<Record<string, { modelClass: string; generates: boolean }>> = {
	CAUSAL_LM: { modelClass: "AutoModelForCausalLM", generates: true },
	SEQ_2_SEQ_LM: { modelClass: "AutoModelForSeq2SeqLM", generates: true },
	TOKEN_CLS: { modelClass: "AutoModelForTokenClassification", generates: false },
	SEQ_CLS: { modelClass: "AutoModelForSequenceClassification", generates: false },
};

const SAMPLE_TEXT = "The quick brown fox jumps over the lazy dog.";

const GENERATE = `outputs = model.generate(**inputs, max_new_tokens=40)
print(tokenizer.decode(outputs[0], skip_special_tokens=True))`;

const CLASSIFY = `outputs = model(**inputs)
print(outputs.logits)`;

export function peft(model: ModelRecord): Snippet[] {
	const config = model.config?.peft;
	const taskType = stringOr(config?.task_type);
	const task = taskType && Object.hasOwn(MODEL_CLASS_BY_TASK, taskType) ? MODEL_CLASS_BY_TASK[taskType] : undefined;
	if (!task) return fallback("Task type is invalid.");
	const base = stringOr(config?.base_model_name_or_path);
	if (!base) return fallback("Base model is not found.");
	return [
		pipInstall("peft", "transformers"),
		python(py`
			from peft import PeftModel
			from transformers import AutoTokenizer, ${raw(task.modelClass)}

			# Load the base model, then apply the adapter weights of this repository on top
			base_model = ${raw(task.modelClass)}.from_pretrained(${base})
			model = PeftModel.from_pretrained(base_model, ${model.id})
			tokenizer = AutoTokenizer.from_pretrained(${base})

			inputs = tokenizer(${SAMPLE_TEXT}, return_tensors="pt")
			${raw(task.generates ? GENERATE : CLASSIFY)}
		`),
	];
}
