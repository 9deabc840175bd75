/** BM25S: a lexical search index stored on the Hub. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { python } from "../common.js";
import { pipInstall } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("bm25s", "huggingface_hub");

export function bm25s(model: ModelRecord): Snippet[] {
	return [
		PIP_INSTALL,
		python(py`
			import bm25s
			from bm25s.hf import BM25HF

			# load_corpus=True also downloads the documents, so results come back as text instead of ids
			retriever = BM25HF.load_from_hub(${model.id}, load_corpus=True)

			query = "how do plants turn sunlight into energy"
			results, scores = retriever.retrieve(bm25s.tokenize(query), k=3)
			print(results, scores)
		`),
	];
}
