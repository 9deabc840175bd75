/**
 * Perception Encoder (facebookresearch/perception_models): models are built from a configuration named like the
 * repository. PE-Core checkpoints are CLIP models (image and text); the others are vision encoders.
 */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { withSample } from "../../samples.js";
import type { LibrarySnippetOptions } from "../../types.js";
import { python } from "../common.js";
import { install, nameOf } from "./shared.js";

const SETUP = install(
	"git clone https://github.com/facebookresearch/perception_models",
	"cd perception_models",
	"pip install -e .",
);

export function perceptionEncoder(model: ModelRecord, options?: LibrarySnippetOptions): Snippet[] {
	const config = nameOf(model);
	const visionEncoder = python(
		withSample(
			py`
		import torch
		from PIL import Image
		import core.vision_encoder.pe as pe
		import core.vision_encoder.transforms as transforms

		# The vision tower alone: a batch of [3, H, W] images in, visual features out
		model = pe.VisionTransformer.from_config(${config}, pretrained=True)
		model.eval()

		preprocess = transforms.get_image_transform(model.image_size)
		with torch.no_grad():
		    features = model(preprocess(Image.open("image.jpg")).unsqueeze(0))
		print(features.shape)
	`,
			"image.jpg",
			"image",
			"image_path",
			options,
		),
	);
	if (!config.startsWith("PE-Core")) return [SETUP, visionEncoder];
	return [
		SETUP,
		python(
			withSample(
				py`
			import torch
			from PIL import Image
			import core.vision_encoder.pe as pe
			import core.vision_encoder.transforms as transforms

			model = pe.CLIP.from_config(${config}, pretrained=True)
			model.eval()

			preprocess = transforms.get_image_transform(model.image_size)
			tokenizer = transforms.get_text_tokenizer(model.context_length)

			labels = ["a diagram", "a dog", "a cat"]
			image = preprocess(Image.open("image.jpg")).unsqueeze(0)
			text = tokenizer(labels)

			with torch.no_grad():
			    image_features, text_features, logit_scale = model(image, text)
			    probabilities = (logit_scale * image_features @ text_features.T).softmax(dim=-1)
			print(dict(zip(labels, probabilities[0].tolist())))
		`,
				"image.jpg",
				"image",
				"image_path",
				options,
			),
		),
		visionEncoder,
	];
}
