/** 3DTopia-XL: image-to-3D generation of PBR assets; the repository's inference script reads the weights from ./pretrained. */
import { sh } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { bash } from "../common.js";

export function threedtopiaXl(model: ModelRecord): Snippet[] {
	return [
		bash(
			"# Install 3DTopia-XL (CUDA 11.8 and Python 3.9 are the tested setup)\ngit clone --recurse-submodules https://github.com/3DTopia/3DTopia-XL.git\ncd 3DTopia-XL\npip install -r requirements.txt\nbash install.sh",
		),
		bash(sh`
			# The single-image DiT and its VAE in fp16, where the inference config expects them
			hf download ${model.id} model_sview_dit_fp16.pt model_vae_fp16.pt --local-dir pretrained
		`),
		bash(
			"# Put your images in the folder named by input_dir in configs/inference_dit.yml, then:\npython inference.py ./configs/inference_dit.yml",
		),
	];
}
