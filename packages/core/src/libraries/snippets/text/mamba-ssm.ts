/** mamba-ssm: state-space language models; the CUDA kernels need an NVIDIA GPU. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { bash, python } from "../common.js";

export function mambaSsm(model: ModelRecord): Snippet[] {
	return [
		bash("pip install mamba-ssm --no-build-isolation"),
		python(py`
			import torch
			from mamba_ssm import MambaLMHeadModel

			model = MambaLMHeadModel.from_pretrained(${model.id}, device="cuda", dtype=torch.float16)
		`),
	];
}
