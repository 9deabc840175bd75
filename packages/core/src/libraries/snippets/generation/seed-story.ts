/**
 * SEED-Story: multimodal story generation (text and images) from the SEED-Story repository. Its inference scripts
 * read every checkpoint from ./pretrained: this repository, SDXL base, Llama-2-7b (the language model its configs
 * build on) and Qwen-VL-Chat's visual encoder.
 */
import { sh } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { bash, install } from "../common.js";

const SETUP = install(
	"# SEED-Story has had no release since 2024, and its requirements.txt pins numpy 1.23.5, scipy 1.10.1 and",
	"# triton 2.1.0, whose wheels stop at Python 3.11: install it in a Python 3.11 (or older) environment",
	"git clone https://github.com/TencentARC/SEED-Story.git",
	"cd SEED-Story",
	"pip install -r requirements.txt",
);

export function seedStory(model: ModelRecord): Snippet[] {
	return [
		SETUP,
		bash(sh`
			# The checkpoints go under ./pretrained, next to the models they build on
			hf download ${model.id} --local-dir pretrained
			hf download stabilityai/stable-diffusion-xl-base-1.0 --local-dir pretrained/stable-diffusion-xl-base-1.0
			# Gated: accept Meta's license on its model page first
			hf download meta-llama/Llama-2-7b-hf --local-dir pretrained/Llama-2-7b-hf
			hf download Qwen/Qwen-VL-Chat --local-dir pretrained/Qwen-VL-Chat
			# Extract the weights of Qwen-VL-Chat's visual encoder (the script writes into pretrained/QwenViT)
			mkdir -p pretrained/QwenViT
			python3 src/tools/reload_qwen_vit.py
		`),
		bash(
			"# Generate a multimodal story (written under ./output)\npython3 src/inference/gen_george.py\n# Visualize a long story with the multimodal attention sink\npython3 src/inference/vis_george_sink.py",
		),
	];
}
