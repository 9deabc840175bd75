/**
 * Phantom-Wan: subject-consistent video generation on top of Wan2.1. The generate.py script of the Phantom
 * repository reads the Phantom checkpoint plus the VAE and text encoder of Wan2.1-T2V-1.3B.
 */
import { sh } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { bash } from "../common.js";
import { widgetText } from "./shared.js";

const DEFAULT_PROMPT =
	"A yellow and red toy camera with blue buttons lies on the grass next to a small brown and white dog, warm afternoon sun";

export function phantomWan(model: ModelRecord): Snippet[] {
	return [
		bash(
			"# Install Phantom (it needs torch >= 2.4)\ngit clone https://github.com/Phantom-video/Phantom.git\ncd Phantom\npip install -r requirements.txt",
		),
		bash(sh`
			# Phantom-Wan reuses the VAE and text encoder of Wan2.1-T2V-1.3B
			hf download Wan-AI/Wan2.1-T2V-1.3B --local-dir ./Wan2.1-T2V-1.3B
			hf download ${model.id} --local-dir ./Phantom-Wan-Models
		`),
		bash(sh`
			# Subject-to-video from up to four reference images; describe them in the prompt.
			# For the 14B model: --task s2v-14B --phantom_ckpt ./Phantom-Wan-Models --frame_num 121 --sample_fps 24
			python generate.py --task s2v-1.3B --size '832*480' \\
			    --ckpt_dir ./Wan2.1-T2V-1.3B \\
			    --phantom_ckpt ./Phantom-Wan-Models/Phantom-Wan-1.3B.pth \\
			    --ref_image "examples/ref1.png,examples/ref2.png" \\
			    --prompt ${widgetText(model) ?? DEFAULT_PROMPT} \\
			    --base_seed 42
		`),
	];
}
