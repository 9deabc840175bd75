/** fastai Learners pushed with huggingface_hub load back with from_pretrained_fastai. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { python } from "../common.js";
import { pipInstall } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("'huggingface_hub[fastai]'");

export function fastai(model: ModelRecord): Snippet[] {
	return [
		PIP_INSTALL,
		python(py`
			from huggingface_hub import from_pretrained_fastai

			# Loading also checks that your fastai version matches the one the Learner was saved with.
			learn = from_pretrained_fastai(${model.id})

			# learn.predict takes one item of the kind the Learner was trained on:
			# an image path for vision models, a row for tabular ones, a string for text ones.
			print(learn.model)
		`),
	];
}
