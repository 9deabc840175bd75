/** Flair: taggers and text classifiers both load through the generic Classifier class. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { python } from "../common.js";
import { pipInstall } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("flair");

export function flair(model: ModelRecord): Snippet[] {
	return [
		PIP_INSTALL,
		python(py`
			from flair.data import Sentence
			from flair.nn import Classifier

			model = Classifier.load(${model.id})

			# Predictions are attached to the sentence itself
			sentence = Sentence("Ada Lovelace was born in London in 1815.")
			model.predict(sentence)
			print(sentence.get_labels())
		`),
	];
}
