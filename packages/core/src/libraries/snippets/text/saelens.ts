/** SAELens: sparse autoencoders; one repository can hold several, each named by an SAE id. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { python } from "../common.js";
import { pipInstall } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("sae-lens");

export function saelens(model: ModelRecord): Snippet[] {
	return [
		PIP_INSTALL,
		python(py`
			from sae_lens import SAE

			# Replace the SAE id with one of those listed on the model card, e.g. "blocks.8.hook_resid_pre"
			sae = SAE.from_pretrained(
			    release=${model.id},
			    sae_id="<sae_id>",
			    device="cpu",
			)
			print(sae.cfg)
		`),
	];
}
