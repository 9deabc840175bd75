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
			from transformers import AutoTokenizer

			# Mamba checkpoints use the GPT-NeoX tokenizer
			tokenizer = AutoTokenizer.from_pretrained("EleutherAI/gpt-neox-20b")
			model = MambaLMHeadModel.from_pretrained(${model.id}, device="cuda", dtype=torch.float16)

			input_ids = tokenizer("Once upon a time,", return_tensors="pt").input_ids.to("cuda")
			output = model.generate(input_ids=input_ids, max_length=64)
			print(tokenizer.decode(output[0]))
		`),
	];
}
