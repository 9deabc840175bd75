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

			# A kernel is compiled code run in this process. Since kernels 0.16 a revision (or version=<major>, where
			# the repository publishes version branches) is required, and trust_remote_code=True is needed for any
			# publisher the hub does not mark as a trusted kernel publisher.
			kernel = get_kernel(${model.id}, revision="main", trust_remote_code=True)

			# A Python module; the model card says how to call its functions
			print([name for name in dir(kernel) if not name.startswith("_")])
		`),
	];
}
