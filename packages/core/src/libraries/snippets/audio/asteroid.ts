/** Asteroid: source-separation and speech-enhancement models loaded through `BaseModel`. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { withSample } from "../../samples.js";
import type { LibrarySnippetOptions } from "../../types.js";
import { python } from "../common.js";
import { pipInstall } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("asteroid");

export function asteroid(model: ModelRecord, options?: LibrarySnippetOptions): Snippet[] {
	return [
		PIP_INSTALL,
		python(
			withSample(
				py`
			from asteroid.models import BaseModel

			# BaseModel picks the right architecture (ConvTasNet, DPRNNTasNet, ...) from the checkpoint
			model = BaseModel.from_pretrained(${model.id})

			# Writes one file per estimated source next to the input: mixture_est1.wav, mixture_est2.wav, ...
			model.separate("mixture.wav", resample=True)
			print("Saved the separated sources next to", "mixture.wav")
		`,
				"mixture.wav",
				"mixture",
				"mixture_path",
				options,
			),
		),
	];
}
