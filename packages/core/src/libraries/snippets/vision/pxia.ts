/**
 * pxia: models pushed with the Hub mixin. `AutoModel` picks the class from the repository's tags ("gpt2" or "ann",
 * which pxia 0.2.0 writes on push) and raises for a repository with neither, as those pushed by older releases are:
 * such a text-generation repository is loaded with `GPT2`, pxia's one text-generation class.
 */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { python } from "../common.js";
import { idOf, pipelineOf, pipInstall, tagged } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("pxia");

/** The tags AutoModel.from_pretrained reads to choose a class (pxia/auto.py). */
const AUTO_TAGS = ["gpt2", "ann"];

export function pxia(model: ModelRecord): Snippet[] {
	if (!AUTO_TAGS.some((t) => tagged(model, t)) && pipelineOf(model) === "text-generation") {
		return [
			PIP_INSTALL,
			python(py`
				from pxia import GPT2

				# This repository has neither of the tags (gpt2, ann) AutoModel chooses a class by, so the class is named
				model = GPT2.from_pretrained(${idOf(model)})
				print(model)
			`),
		];
	}
	return [
		PIP_INSTALL,
		python(py`
			from pxia import AutoModel

			# AutoModel reads the repository's tags (gpt2 or ann) and returns the matching pxia class
			model = AutoModel.from_pretrained(${idOf(model)})
			print(model)
		`),
	];
}
