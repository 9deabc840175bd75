/** GLiNER: named entities of any type, given as plain-language labels at prediction time. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { python } from "../common.js";
import { pipInstall } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("gliner");

export function gliner(model: ModelRecord): Snippet[] {
	return [
		PIP_INSTALL,
		python(py`
			from gliner import GLiNER

			model = GLiNER.from_pretrained(${model.id})

			text = "Marie Curie moved to Paris in 1891 and later worked at the University of Paris."
			labels = ["person", "city", "organization", "date"]
			entities = model.predict_entities(text, labels, threshold=0.5)
			for entity in entities:
			    print(entity["text"], "->", entity["label"])
		`),
	];
}
