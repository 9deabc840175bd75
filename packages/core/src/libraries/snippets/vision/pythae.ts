/** pythae: autoencoder models (VAE, WAE, VAMP, ...) loaded with `AutoModel.load_from_hf_hub`. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { python } from "../common.js";
import { idOf, pipInstall } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("pythae");

export function pythae(model: ModelRecord): Snippet[] {
	return [
		PIP_INSTALL,
		python(py`
			from pythae.models import AutoModel
			from pythae.samplers import NormalSampler

			model = AutoModel.load_from_hf_hub(hf_hub_path=${idOf(model)})

			# Draw new samples by decoding points from the standard normal prior
			sampler = NormalSampler(model=model)
			samples = sampler.sample(num_samples=4)
			print(samples.shape)
		`),
	];
}
