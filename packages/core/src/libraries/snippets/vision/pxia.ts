/** pxia: models pushed with the Hub mixin, loaded back through `AutoModel`. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { python } from "../common.js";
import { idOf, pipInstall } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("pxia");

export function pxia(model: ModelRecord): Snippet[] {
	return [
		PIP_INSTALL,
		python(py`
			from pxia import AutoModel

			# AutoModel reads the repository's configuration and returns the matching pxia class
			model = AutoModel.from_pretrained(${idOf(model)})
			print(model)
		`),
	];
}
