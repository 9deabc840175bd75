/** AllenNLP: predictors are loaded straight from the Hub with the `hf://` scheme. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { install, python } from "../common.js";
import { joinBlocks } from "./shared.js";

/** The install line, written once, with the support the library still has. */
const PIP_INSTALL = install(
	"# AllenNLP was archived in December 2022. Its last release, 2.10.1, pins torch<1.13, whose wheels stop at",
	"# Python 3.10: install it in a Python 3.10 (or older) environment.",
	"pip install -U allennlp allennlp-models",
);

export function allennlp(model: ModelRecord): Snippet[] {
	const load = py`
		import allennlp_models  # registers the model and predictor types of the checkpoints
		from allennlp.predictors.predictor import Predictor

		predictor = Predictor.from_path(${`hf://${model.id}`})
	`;
	const question =
		model.pipeline_tag === "question-answering" &&
		py`
			# A question about a passage; the answer is a span of the passage
			result = predictor.predict_json({
			    "passage": "The Amazon is the largest rainforest on Earth and spans nine countries.",
			    "question": "How many countries does the Amazon span?",
			})
			print(result["best_span_str"])
		`;
	const other = py`
		# predictor.predict_json(...) takes the input fields of this predictor type
		print(type(predictor).__name__)
	`;
	return [PIP_INSTALL, python(joinBlocks(load, question || other))];
}
