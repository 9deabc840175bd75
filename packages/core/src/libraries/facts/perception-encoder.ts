import type { LibraryFacts, PackageFacts } from "./types.js";

const PERCEPTION_MODELS: PackageFacts = {
	package: "perception_models",
	repository: "facebookresearch/perception_models",
	release: "1.0.0",
	commit: "3e352cca660658d4b5c90f42a7808b11469e4c66",
	names: {
		"core.vision_encoder.pe": { source: "core/vision_encoder/pe.py" },
		"core.vision_encoder.pe.CLIP.__call__": { source: "core/vision_encoder/pe.py (CLIP.forward)" },
		"core.vision_encoder.pe.CLIP.eval": { source: "core/vision_encoder/pe.py (CLIP, a torch nn.Module)" },
		"core.vision_encoder.pe.CLIP.from_config": {
			source: "core/vision_encoder/pe.py",
			kwargs: ["pretrained"],
			returns: "core.vision_encoder.pe.CLIP",
		},
		"core.vision_encoder.pe.VisionTransformer.__call__": {
			source: "core/vision_encoder/pe.py (VisionTransformer.forward)",
		},
		"core.vision_encoder.pe.VisionTransformer.eval": {
			source: "core/vision_encoder/pe.py (VisionTransformer, a torch nn.Module)",
		},
		"core.vision_encoder.pe.VisionTransformer.from_config": {
			source: "core/vision_encoder/pe.py",
			kwargs: ["pretrained"],
			returns: "core.vision_encoder.pe.VisionTransformer",
		},
		"core.vision_encoder.transforms": { source: "core/vision_encoder/transforms.py" },
		"core.vision_encoder.transforms.get_image_transform": { source: "core/vision_encoder/transforms.py" },
		"core.vision_encoder.transforms.get_text_tokenizer": { source: "core/vision_encoder/transforms.py" },
	},
};

export const PERCEPTION_ENCODER_FACTS: LibraryFacts = {
	library: "perception-encoder",
	packages: [PERCEPTION_MODELS],
	installs: {
		"https://github.com/facebookresearch/perception_models": "setup.py (name=perception_models)",
		"-e .": "setup.py of the cloned repository",
	},
};
