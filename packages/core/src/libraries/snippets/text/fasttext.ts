/** fastText: a single model.bin file, used for classification or word vectors depending on the task. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { python } from "../common.js";
import { joinBlocks, pipInstall } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("fasttext", "huggingface_hub");

export function fasttext(model: ModelRecord): Snippet[] {
	const load = py`
		import fasttext
		from huggingface_hub import hf_hub_download

		model_path = hf_hub_download(repo_id=${model.id}, filename="model.bin")
		model = fasttext.load_model(model_path)
	`;
	let usage: string | undefined;
	if (model.pipeline_tag === "text-classification") {
		usage = py`
			# The three most likely labels with their probabilities
			labels, probabilities = model.predict("Where is the nearest train station?", k=3)
			print(labels, probabilities)
		`;
	} else if (model.pipeline_tag === "feature-extraction") {
		usage = py`
			# One vector per word, and the words closest to it
			vector = model.get_word_vector("river")
			print(vector.shape)
			print(model.get_nearest_neighbors("river"))
		`;
	} else {
		usage = py`
			# The size of its vectors, and a few of the words (or labels) it knows
			print(model.get_dimension(), model.get_words()[:10], model.get_labels()[:10])
		`;
	}
	return [PIP_INSTALL, python(joinBlocks(load, usage))];
}
