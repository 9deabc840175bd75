/** kernels: compiled compute kernels fetched from the Hub for the local PyTorch and CUDA versions. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { python } from "../common.js";
import { pipInstall } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("kernels");

export function kernels(model: ModelRecord): Snippet[] {
	return [
		PIP_INSTALL,
		python(py`
			from kernels import get_kernel

			# A Python module; the model card says how to call its functions
			kernel = get_kernel(${model.id})
			print([name for name in dir(kernel) if not name.startswith("_")])
		`),
	];
}
