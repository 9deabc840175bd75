/**
 * SEED-Story: multimodal story generation (text and images) from the SEED-Story repository. Its inference scripts
 * read every checkpoint from ./pretrained: this repository, SDXL base and Qwen-VL-Chat's visual encoder.
 */
import { sh } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { bash } from "../common.js";

export function seedStory(model: ModelRecord): Snippet[] {
	return [
		bash(
			"# Install SEED-Story\ngit clone https://github.com/TencentARC/SEED-Story.git\ncd SEED-Story\npip install -r requirements.txt",
		),
		bash(sh`
			# The checkpoints go under ./pretrained, next to the models they build on
			hf download ${model.id} --local-dir pretrained
			hf download stabilityai/stable-diffusion-xl-base-1.0 --local-dir pretrained/stable-diffusion-xl-base-1.0
			hf download Qwen/Qwen-VL-Chat --local-dir pretrained/Qwen-VL-Chat
			# Extract the weights of Qwen-VL-Chat's visual encoder
			python3 src/tools/reload_qwen_vit.py
		`),
		bash(
			"# Generate a multimodal story\npython3 src/inference/gen_george.py\n# Visualize a long story with the multimodal attention sink\npython3 src/inference/vis_george_sink.py",
		),
	];
}
