/** SpanMarker: span-based named entity recognition. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { python } from "../common.js";
import { pipInstall } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("span_marker");

export function spanMarker(model: ModelRecord): Snippet[] {
	return [
		PIP_INSTALL,
		python(py`
			from span_marker import SpanMarkerModel

			model = SpanMarkerModel.from_pretrained(${model.id})

			entities = model.predict("Amelia Earhart flew her Lockheed Vega across the Atlantic in 1932.")
			for entity in entities:
			    print(entity["span"], entity["label"])
		`),
	];
}
