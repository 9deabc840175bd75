/** Pruna AI: optimized ("smashed") models keep the interface of the model they wrap. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { python } from "../common.js";
import { pipInstall } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("pruna");

export function prunaAi(model: ModelRecord): Snippet[] {
	return [
		PIP_INSTALL,
		python(py`
			from pruna import PrunaModel

			# Restores the model with its optimizations; call it as you would call the original model
			model = PrunaModel.from_pretrained(${model.id})
			print(model)
		`),
	];
}
