/** PaddleNLP: the model class is the first architecture of the config; weights come from the Hub. */
import { py, raw } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { fallback, python } from "../common.js";
import { isClassName, pipInstall } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("paddlenlp");

export function paddlenlp(model: ModelRecord): Snippet[] {
	const architectures = model.config?.architectures;
	const architecture = Array.isArray(architectures) ? architectures[0] : undefined;
	if (!isClassName(architecture)) return fallback("Type of model unknown");
	return [
		PIP_INSTALL,
		python(py`
			from paddlenlp.transformers import AutoTokenizer, ${raw(architecture)}

			# from_hf_hub=True reads the files from the Hugging Face Hub instead of PaddleNLP's own model server
			tokenizer = AutoTokenizer.from_pretrained(${model.id}, from_hf_hub=True)
			model = ${raw(architecture)}.from_pretrained(${model.id}, from_hf_hub=True)

			inputs = tokenizer("The quick brown fox jumps over the lazy dog.", return_tensors="pd")
			print(model(**inputs))
		`),
	];
}
