/**
 * 3DTopia-XL: image-to-3D generation of PBR assets. The repository's configs/inference_dit.yml leaves both checkpoint
 * paths empty, so the inference script is given them on its command line (OmegaConf overrides after the config).
 */
import { sh } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { bash, install } from "../common.js";

const SETUP = install(
	"# 3DTopia-XL has had no release since 2024 and is tested with CUDA 11.8 and Python 3.9; its requirements.txt",
	"# pins triton 2.1.0, whose wheels stop at Python 3.11: use a Python 3.9 to 3.11 environment",
	"git clone https://github.com/3DTopia/3DTopia-XL.git",
	"cd 3DTopia-XL",
	"pip install -r requirements.txt",
	"# Compile the CUDA ray-marching extensions",
	"bash install.sh",
);

export function threedtopiaXl(model: ModelRecord): Snippet[] {
	return [
		SETUP,
		bash(sh`
			# The single-image DiT and its VAE in fp16
			hf download ${model.id} model_sview_dit_fp16.pt model_vae_fp16.pt --local-dir pretrained
		`),
		bash(
			[
				"# Generates a 3D asset for every image in assets/examples (set inference.input_dir=<folder> for your own);",
				"# the meshes are written under runs/inference/ (the config's output_dir)",
				"python inference.py ./configs/inference_dit.yml \\",
				"    checkpoint_path=./pretrained/model_sview_dit_fp16.pt \\",
				"    model.vae_checkpoint_path=./pretrained/model_vae_fp16.pt",
			].join("\n"),
		),
	];
}
