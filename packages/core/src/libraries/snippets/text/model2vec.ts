/** Model2Vec: static embeddings, fast on CPU. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { python } from "../common.js";
import { pipInstall } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("model2vec");

export function model2vec(model: ModelRecord): Snippet[] {
	return [
		PIP_INSTALL,
		python(py`
			from model2vec import StaticModel

			model = StaticModel.from_pretrained(${model.id})

			# One vector per text
			embeddings = model.encode(["A quiet walk in the forest.", "Hiking among tall pine trees."])
			print(embeddings.shape)
		`),
	];
}
