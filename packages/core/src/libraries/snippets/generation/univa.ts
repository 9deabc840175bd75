/** UniWorld-V1 (the univa package): a Qwen2.5-VL based model that understands images and steers a FLUX denoiser. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { bash, python } from "../common.js";

export function univa(model: ModelRecord): Snippet[] {
	return [
		bash(
			"# Install UniWorld-V1 (the univa package)\ngit clone https://github.com/PKU-YuanGroup/UniWorld-V1.git\ncd UniWorld-V1\npip install -r requirements.txt",
		),
		python(py`
			import torch
			from transformers import AutoProcessor
			from univa.models.qwen2p5vl.modeling_univa_qwen2p5vl import UnivaQwen2p5VLForConditionalGeneration

			model = UnivaQwen2p5VLForConditionalGeneration.from_pretrained(
			    ${model.id},
			    torch_dtype=torch.bfloat16,
			    attn_implementation="flash_attention_2",
			).to("cuda")
			processor = AutoProcessor.from_pretrained(${model.id}, min_pixels=448 * 448, max_pixels=448 * 448)

			# Image generation and editing pair this model with a FLUX pipeline
			# (model.denoise_tower.denoiser); the repository's app and eval scripts show the full loop.
			print(model.config, processor)
		`),
	];
}
