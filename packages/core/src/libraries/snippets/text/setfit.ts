/** SetFit: few-shot text classifiers; calling the model predicts a label per text. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { python } from "../common.js";
import { pipInstall } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("setfit");

export function setfit(model: ModelRecord): Snippet[] {
	return [
		PIP_INSTALL,
		python(py`
			from setfit import SetFitModel

			model = SetFitModel.from_pretrained(${model.id})

			predictions = model.predict([
			    "The battery lasts all day and the screen is gorgeous.",
			    "It stopped working after two days.",
			])
			print(predictions)
		`),
	];
}
