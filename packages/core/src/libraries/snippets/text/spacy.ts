/** spaCy: pipelines are published as wheels in the repository; install the wheel, then load the package by name. */
import { py, sh } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { hubFileUrl } from "../../hub-url.js";
import type { LibrarySnippetOptions } from "../../types.js";
import { bash, python, repoName } from "../common.js";

export function spacy(model: ModelRecord, options?: LibrarySnippetOptions): Snippet[] {
	const name = repoName(model);
	const wheel = hubFileUrl(model, `${name}-any-py3-none-any.whl`, options);
	return [
		bash(sh`
			pip install ${wheel}
		`),
		python(py`
			import spacy

			nlp = spacy.load(${name})

			doc = nlp("Apple is opening a new office in Berlin next spring.")
			for entity in doc.ents:
			    print(entity.text, entity.label_)
		`),
	];
}
