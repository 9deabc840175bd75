/**
 * TerraTorch: backbones are built from its registry by name. Prithvi-EO repositories map onto registry names
 * (Prithvi-EO-2.0-300M-TL → prithvi_eo_v2_300_tl); other repositories get a pointer to the documentation.
 */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { fallback, python } from "../common.js";
import { nameOf, pipInstall } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("terratorch");

// Anchored at the start; whatever follows the name must not continue it (another letter, digit, "." or "-").
const PRITHVI = /^Prithvi-EO-([12])\.0-(tiny|\d+)M?(-TL)?(?![\w.-])/i;

export function terratorch(model: ModelRecord): Snippet[] {
	const match = PRITHVI.exec(nameOf(model));
	if (!match) {
		return fallback(
			"Couldn't map this model to a TerraTorch registry name.\n" +
				"See https://ibm.github.io/terratorch/ for the backbones and how to build them.",
		);
	}
	const [, major, size, tl] = match;
	return [
		PIP_INSTALL,
		python(py`
			import torch
			from terratorch.registry import BACKBONE_REGISTRY

			model = BACKBONE_REGISTRY.build(${`prithvi_eo_v${major}_${(size ?? "").toLowerCase()}${tl ? "_tl" : ""}`}, pretrained=True)
			model.eval()

			# Six HLS bands (blue, green, red, narrow NIR, SWIR 1, SWIR 2), one time step, 224 x 224 pixels
			x = torch.randn(1, 6, 1, 224, 224)
			with torch.no_grad():
			    features = model(x)  # one tensor per transformer block
			print([f.shape for f in features])
		`),
	];
}
