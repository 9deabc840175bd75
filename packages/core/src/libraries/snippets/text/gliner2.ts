/** GLiNER2: one extractor for entities, classification and structured data; entities shown here. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { python } from "../common.js";
import { pipInstall } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("gliner2");

export function gliner2(model: ModelRecord): Snippet[] {
	return [
		PIP_INSTALL,
		python(py`
			from gliner2 import GLiNER2

			extractor = GLiNER2.from_pretrained(${model.id})

			text = "Satya Nadella presented the new Surface laptops at Microsoft's event in Seattle."
			result = extractor.extract_entities(text, ["person", "company", "product", "location"])
			print(result)
		`),
	];
}
