/** COLIPRI: a CT vision-language model with a zero-shot classification pipeline. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { python } from "../common.js";
import { idOf, pipInstall } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("colipri");

export function colipri(model: ModelRecord): Snippet[] {
	return [
		PIP_INSTALL,
		python(py`
			from colipri import ZeroShotImageClassificationPipeline, get_processor, load_sample_ct

			processor = get_processor()
			pipeline = ZeroShotImageClassificationPipeline(${idOf(model)}, processor)

			# A sample chest CT volume shipped with the package; pass your own volume the same way
			image = load_sample_ct()
			print(pipeline(image, ["No pleural effusion", "Pleural effusion"]))
		`),
	];
}
