/** EDS-NLP: clinical NLP pipelines that load from the Hub by id. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { python } from "../common.js";
import { pipInstall } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall('"edsnlp[ml]"');

export function edsnlp(model: ModelRecord): Snippet[] {
	return [
		PIP_INSTALL,
		python(py`
			import edsnlp

			nlp = edsnlp.load(${model.id})

			doc = nlp("Le patient a été admis le 3 mars pour une pneumonie.")
			for entity in doc.ents:
			    print(entity.text, entity.label_)
		`),
	];
}
