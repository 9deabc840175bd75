/** ReLiK: entity linking and relation extraction in one call. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { python } from "../common.js";
import { pipInstall } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("relik");

export function relik(model: ModelRecord): Snippet[] {
	return [
		PIP_INSTALL,
		python(py`
			from relik import Relik

			relik = Relik.from_pretrained(${model.id})

			output = relik("Alan Turing worked at Bletchley Park during the Second World War.")
			print(output)
		`),
	];
}
