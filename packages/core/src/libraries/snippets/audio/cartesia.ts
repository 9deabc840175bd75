/** Cartesia's Rene and Mamba language models, for PyTorch (CUDA) and for MLX (Apple silicon). */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { python } from "../common.js";
import { install } from "./shared.js";

/** The install commands, written once. */
const INSTALL = install(
	"# Built from source on purpose: its setup.py installs torch 2.4.0, causal-conv1d 1.4.0, mamba-ssm 2.2.2 and",
	"# flash-attn 2.6.3 (a CUDA build) as it builds. No change since 2024; torch 2.4.0's wheels stop at Python 3.12",
	"pip install --no-binary :all: cartesia-pytorch",
);

/** The install line, written once. */
const MLX_INSTALL = install(
	"# Needs macOS on Apple silicon and Xcode; the Metal kernels are built from source",
	"pip install nanobind@git+https://github.com/wjakob/nanobind.git@2f04eac452a6d9142dedb957701bdb20125561e4",
	"pip install git+https://github.com/cartesia-ai/edge.git#subdirectory=cartesia-metal",
	"pip install cartesia-mlx",
);
export function cartesiaPytorch(model: ModelRecord): Snippet[] {
	return [
		INSTALL,
		python(py`
			from cartesia_pytorch import ReneLMHeadModel
			from transformers import AutoTokenizer

			# The PyTorch build runs on a CUDA GPU; Rene uses the OLMo tokenizer
			model = ReneLMHeadModel.from_pretrained(${model.id}).half().cuda()
			tokenizer = AutoTokenizer.from_pretrained("allenai/OLMo-1B-hf")

			inputs = tokenizer(["The first computers were"], return_tensors="pt")
			outputs = model.generate(inputs.input_ids.cuda(), max_length=50, top_k=100, top_p=0.99)
			print(tokenizer.batch_decode(outputs, skip_special_tokens=True)[0])
		`),
	];
}

export function cartesiaMlx(model: ModelRecord): Snippet[] {
	return [
		MLX_INSTALL,
		python(py`
			import mlx.core as mx
			import cartesia_mlx as cmx

			model = cmx.from_pretrained(${model.id})
			model.set_dtype(mx.float32)

			# generate() yields the text piece by piece as it is produced
			prompt = "The first computers were"
			print(prompt, end="", flush=True)
			for text in model.generate(prompt, max_tokens=500, eval_every_n=5, verbose=True, top_p=0.99, temperature=0.85):
			    print(text, end="", flush=True)
		`),
	];
}
