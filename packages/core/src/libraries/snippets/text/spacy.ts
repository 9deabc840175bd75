/**
 * spaCy: a pipeline repository holds the pipeline's folder (config.cfg, meta.json, one folder per component) and the
 * same pipeline as a wheel named `<name>-any-py3-none-any.whl` (spacy-huggingface-hub's push). pip refuses that
 * wheel since 24.1 ("any" is not a version), so the snippet downloads the folder and loads it by path.
 */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { install, python, repoName } from "../common.js";

/** The install lines, written once: transformer pipelines (`*_trf`) also need spacy-transformers. */
const INSTALL = install("pip install -U spacy huggingface_hub");
const INSTALL_TRF = install("pip install -U spacy spacy-transformers huggingface_hub");

export function spacy(model: ModelRecord): Snippet[] {
	const name = repoName(model);
	return [
		name.endsWith("_trf") ? INSTALL_TRF : INSTALL,
		python(py`
			import spacy
			from huggingface_hub import snapshot_download

			# The pipeline's folder, loaded by path (the repository's <name>-any-py3-none-any.whl has "any" for a
			# version, which pip refuses since 24.1). Install the spaCy release that meta.json names.
			nlp = spacy.load(snapshot_download(${model.id}, ignore_patterns=["*.whl"]))

			doc = nlp("Apple is opening a new office in Berlin next spring.")
			# The components the pipeline ran, then the entities it found (none without an ner component)
			print(nlp.pipe_names)
			print([(entity.text, entity.label_) for entity in doc.ents])
		`),
	];
}
