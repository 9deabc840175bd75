/** timm (PyTorch Image Models): checkpoints load with `create_model("hf_hub:<id>", pretrained=True)`. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { withSample } from "../../samples.js";
import type { LibrarySnippetOptions } from "../../types.js";
import { python } from "../common.js";
import { idOf, pipelineOf, pipInstall } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("timm");

export function timm(model: ModelRecord, options?: LibrarySnippetOptions): Snippet[] {
	if (pipelineOf(model) === "image-feature-extraction") {
		return [
			PIP_INSTALL,
			python(
				withSample(
					py`
				import timm
				import torch
				from PIL import Image

				# num_classes=0 removes the classifier head: the model returns one pooled embedding per image
				model = timm.create_model(${`hf_hub:${idOf(model)}`}, pretrained=True, num_classes=0)
				model.eval()

				# Resize, crop and normalise the way this checkpoint expects
				config = timm.data.resolve_model_data_config(model)
				transform = timm.data.create_transform(**config, is_training=False)

				image = Image.open("image.jpg").convert("RGB")
				with torch.no_grad():
				    embedding = model(transform(image).unsqueeze(0))
				print(embedding.shape)
			`,
					"image.jpg",
					"image",
					"image_path",
					options,
				),
			),
		];
	}
	return [
		PIP_INSTALL,
		python(
			withSample(
				py`
			import timm
			import torch
			from PIL import Image

			model = timm.create_model(${`hf_hub:${idOf(model)}`}, pretrained=True)
			model.eval()

			# Resize, crop and normalise the way this checkpoint expects
			config = timm.data.resolve_model_data_config(model)
			transform = timm.data.create_transform(**config, is_training=False)

			image = Image.open("image.jpg").convert("RGB")
			with torch.no_grad():
			    probabilities = model(transform(image).unsqueeze(0)).softmax(dim=-1)
			scores, class_ids = probabilities.topk(5)
			print(class_ids[0].tolist(), scores[0].tolist())
		`,
				"image.jpg",
				"image",
				"image_path",
				options,
			),
		),
	];
}
