/**
 * mlx-image (mlxim): `create_model(<architecture>, weights=<file>)`. Repositories named "<architecture>-mlxim"
 * give the architecture; other names get a marked placeholder.
 */
import { py, raw } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { python } from "../common.js";
import { idOf, nameOf, pipInstall } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("mlx-image");

const SUFFIX = "-mlxim";

/** A forward pass on one random 224×224 RGB image (MLX takes images channels-last). */
const FORWARD = `import mlx.core as mx

logits = model(mx.random.uniform(shape=(1, 224, 224, 3)))
print(logits.shape)`;

export function mlxImage(model: ModelRecord): Snippet[] {
	const id = idOf(model);
	const name = nameOf(model);
	if (!name.endsWith(SUFFIX) || name.length === SUFFIX.length) {
		return [
			PIP_INSTALL,
			python(py`
				from huggingface_hub import hf_hub_download
				from mlxim.model import create_model, list_models

				# Replace <ARCHITECTURE> with the architecture of this checkpoint; list_models() prints the names
				print(list_models())
				weights = hf_hub_download(${id}, "model.safetensors")
				model = create_model("<ARCHITECTURE>", weights=weights)
				model.eval()

				${raw(FORWARD)}
			`),
		];
	}
	return [
		PIP_INSTALL,
		python(py`
			from huggingface_hub import hf_hub_download
			from mlxim.model import create_model

			weights = hf_hub_download(${id}, "model.safetensors")
			model = create_model(${name.slice(0, -SUFFIX.length)}, weights=weights)
			model.eval()

			${raw(FORWARD)}
		`),
	];
}
