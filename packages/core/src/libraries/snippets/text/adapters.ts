/** adapter-transformers (now the `adapters` package): an adapter loaded on top of its base model. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { fallback, python } from "../common.js";
import { pipInstall, stringOr } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("adapters");

export function adapterTransformers(model: ModelRecord): Snippet[] {
	const base = stringOr(model.config?.adapter_transformers?.model_name);
	if (!base) return fallback("Base model is not found.");
	return [
		PIP_INSTALL,
		python(py`
			from adapters import AutoAdapterModel
			from transformers import AutoTokenizer

			# The adapter is a small add-on: load its base model first, then plug the adapter in and switch it on
			tokenizer = AutoTokenizer.from_pretrained(${base})
			model = AutoAdapterModel.from_pretrained(${base})
			model.load_adapter(${model.id}, set_active=True)

			inputs = tokenizer("The new update made everything faster.", return_tensors="pt")
			print(model(**inputs))
		`),
	];
}
