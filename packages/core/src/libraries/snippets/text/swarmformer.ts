/** SwarmFormer: models saved with the Hub mixin of its own package (installed from GitHub). */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { bash, python } from "../common.js";

export function swarmformer(model: ModelRecord): Snippet[] {
	return [
		bash("pip install git+https://github.com/takara-ai/SwarmFormer"),
		python(py`
			from swarmformer import SwarmFormerModel

			model = SwarmFormerModel.from_pretrained(${model.id})
			print(model)
		`),
	];
}
