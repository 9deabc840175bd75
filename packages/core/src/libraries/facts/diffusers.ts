import type { LibraryFacts, PackageFacts } from "./types.js";

const DIFFUSERS: PackageFacts = {
	package: "diffusers",
	repository: "huggingface/diffusers",
	release: "0.40.0.dev0",
	commit: "58eb52c0803ea9af3abec60841c2a093bdf1f951",
	names: {
		diffusers: {
			source: "src/diffusers/__init__.py",
		},
		"diffusers.DiffusionPipeline": {
			source: "src/diffusers/__init__.py",
		},
		"diffusers.DiffusionPipeline.from_pretrained": {
			source: "src/diffusers/pipelines/pipeline_utils.py",
			kwargs: ["torch_dtype", "trust_remote_code"],
			returns: "diffusers.DiffusionPipeline",
		},
		"diffusers.DiffusionPipeline.to": {
			source: "src/diffusers/pipelines/pipeline_utils.py",
		},
		"diffusers.DiffusionPipeline.enable_model_cpu_offload": {
			source: "src/diffusers/pipelines/pipeline_utils.py",
		},
		"diffusers.DiffusionPipeline.load_lora_weights": {
			source: "src/diffusers/loaders/lora_pipeline.py",
		},
		"diffusers.DiffusionPipeline.load_textual_inversion": {
			source: "src/diffusers/loaders/textual_inversion.py",
		},
		"diffusers.DiffusionPipeline.__call__": {
			source:
				"__call__ of the class from_pretrained resolves: pipelines/flux/pipeline_flux_controlnet.py (prompt, control_image), src/diffusers/pipelines/shap_e/pipeline_shap_e.py (prompt, guidance_scale, num_inference_steps, frame_size), pipelines/stable_diffusion_xl/pipeline_stable_diffusion_xl_inpaint.py (prompt, image, mask_image), pipelines/wan/pipeline_wan_i2v.py (image, prompt)",
			kwargs: ["prompt", "image", "mask_image", "control_image", "guidance_scale", "num_inference_steps", "frame_size"],
		},
		"diffusers.AutoPipelineForText2Image": {
			source: "src/diffusers/__init__.py",
		},
		"diffusers.AutoPipelineForText2Image.from_pretrained": {
			source: "src/diffusers/pipelines/auto_pipeline.py",
			kwargs: ["controlnet", "torch_dtype"],
			returns: "diffusers.DiffusionPipeline",
		},
		"diffusers.AutoPipelineForInpainting": {
			source: "src/diffusers/__init__.py",
		},
		"diffusers.AutoPipelineForInpainting.from_pretrained": {
			source:
				"src/diffusers/pipelines/auto_pipeline.py (passes **kwargs to the inpainting class's from_pretrained: pipelines/pipeline_utils.py reads torch_dtype and trust_remote_code)",
			kwargs: ["torch_dtype", "trust_remote_code"],
			returns: "diffusers.DiffusionPipeline",
		},
		"diffusers.ControlNetModel": {
			source: "src/diffusers/__init__.py",
		},
		"diffusers.ControlNetModel.from_pretrained": {
			source: "src/diffusers/models/modeling_utils.py",
			kwargs: ["torch_dtype"],
		},
		"diffusers.FluxControlNetModel": {
			source: "src/diffusers/__init__.py",
		},
		"diffusers.FluxControlNetModel.from_pretrained": {
			source: "src/diffusers/models/modeling_utils.py",
			kwargs: ["torch_dtype"],
		},
		"diffusers.FluxFillPipeline": {
			source: "src/diffusers/__init__.py",
		},
		"diffusers.FluxFillPipeline.from_pretrained": {
			source: "src/diffusers/pipelines/pipeline_utils.py",
			kwargs: ["torch_dtype", "trust_remote_code"],
			returns: "diffusers.DiffusionPipeline",
		},
		"diffusers.StableDiffusionInpaintPipeline": {
			source: "src/diffusers/__init__.py",
		},
		"diffusers.StableDiffusionInpaintPipeline.from_pretrained": {
			source: "src/diffusers/pipelines/pipeline_utils.py",
			kwargs: ["torch_dtype", "trust_remote_code"],
			returns: "diffusers.DiffusionPipeline",
		},
		"diffusers.StableDiffusionXLInpaintPipeline": {
			source: "src/diffusers/__init__.py",
		},
		"diffusers.StableDiffusionXLInpaintPipeline.from_pretrained": {
			source: "src/diffusers/pipelines/pipeline_utils.py",
			kwargs: ["torch_dtype", "trust_remote_code"],
			returns: "diffusers.DiffusionPipeline",
		},
		"diffusers.StableDiffusion3InpaintPipeline": {
			source: "src/diffusers/__init__.py",
		},
		"diffusers.StableDiffusion3InpaintPipeline.from_pretrained": {
			source: "src/diffusers/pipelines/pipeline_utils.py",
			kwargs: ["torch_dtype", "trust_remote_code"],
			returns: "diffusers.DiffusionPipeline",
		},
		"diffusers.FluxInpaintPipeline": {
			source: "src/diffusers/__init__.py",
		},
		"diffusers.FluxInpaintPipeline.from_pretrained": {
			source: "src/diffusers/pipelines/pipeline_utils.py",
			kwargs: ["torch_dtype", "trust_remote_code"],
			returns: "diffusers.DiffusionPipeline",
		},
		"diffusers.utils": {
			source: "src/diffusers/utils/__init__.py",
		},
		"diffusers.utils.load_image": {
			source: "src/diffusers/utils/__init__.py",
		},
		"diffusers.utils.export_to_video": {
			source: "src/diffusers/utils/__init__.py",
		},
		"diffusers.utils.export_to_gif": {
			source: "src/diffusers/utils/__init__.py",
		},
	},
};

export const DIFFUSERS_FACTS: LibraryFacts = {
	library: "diffusers",
	packages: [DIFFUSERS],
	installs: {
		diffusers: "setup.py (name=diffusers)",
		transformers: "the text encoders of the pipelines",
		accelerate: "enable_model_cpu_offload and low-memory loading (src/diffusers/pipelines/pipeline_utils.py)",
		imageio: "src/diffusers/utils/export_utils.py export_to_video",
		"imageio-ffmpeg": "src/diffusers/utils/export_utils.py export_to_video (mp4 writer)",
	},
};
