/**
 * Stanza: official models live in stanfordnlp/stanza-<language> repositories, and Stanza downloads them by language
 * code: the snippet reads that code from the repository name.
 */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { fallback, python, repoName } from "../common.js";
import { pipInstall } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("stanza");

/** The language code in a "stanza-<code>" repository name. */
function languageOf(model: ModelRecord): string | undefined {
	return /^stanza-(.+)$/.exec(repoName(model))?.[1];
}

export function stanza(model: ModelRecord): Snippet[] {
	const language = languageOf(model);
	if (!language) return fallback("Language of the model is unknown.");
	return [
		PIP_INSTALL,
		python(py`
			import stanza

			stanza.download(${language})
			nlp = stanza.Pipeline(${language})

			doc = nlp("Stanza was written at Stanford University.")
			print(doc)
		`),
	];
}
