/**
 * MultiMolecule: importing the package registers its RNA/DNA/protein models with transformers. Fill-mask models
 * get a fill-mask pipeline on the card's example (or a sample RNA with the model's mask token); the others give
 * sequence embeddings.
 */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { python } from "../common.js";
import { idOf, pipelineOf, pipInstall, remoteCode, widgetText } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("multimolecule");

export function multimolecule(model: ModelRecord): Snippet[] {
	const id = idOf(model);
	if (pipelineOf(model) === "fill-mask") {
		const mask = typeof model.mask_token === "string" && model.mask_token !== "" ? model.mask_token : "<mask>";
		const sequence = widgetText(model) ?? `UAGCUUAUCAG${mask}CUGAUGUUGA`;
		return [
			PIP_INSTALL,
			python(py`
				import multimolecule  # registers the MultiMolecule models and pipelines with transformers
				from transformers import pipeline

				predictor = pipeline("fill-mask", model=${id}${remoteCode(model)})
				for candidate in predictor(${sequence}):
				    print(candidate["token_str"], round(candidate["score"], 3))
			`),
		];
	}
	return [
		PIP_INSTALL,
		python(py`
			import multimolecule  # registers the MultiMolecule models with transformers
			from transformers import AutoModel, AutoTokenizer

			tokenizer = AutoTokenizer.from_pretrained(${id}${remoteCode(model)})
			model = AutoModel.from_pretrained(${id}${remoteCode(model)})

			inputs = tokenizer(${widgetText(model) ?? "UAGCUUAUCAGACUGAUGUUGA"}, return_tensors="pt")
			embeddings = model(**inputs).last_hidden_state  # one vector per nucleotide
			print(embeddings.shape)
		`),
	];
}
