/** OpenCLIP: models and tokenizers load from the Hub with the "hf-hub:" prefix. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { withSample } from "../../samples.js";
import type { LibrarySnippetOptions } from "../../types.js";
import { python } from "../common.js";
import { idOf, pipInstall } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("open_clip_torch");

export function openClip(model: ModelRecord, options?: LibrarySnippetOptions): Snippet[] {
	return [
		PIP_INSTALL,
		python(
			withSample(
				py`
			import open_clip
			import torch
			from PIL import Image

			model, _, preprocess = open_clip.create_model_and_transforms(${`hf-hub:${idOf(model)}`})
			tokenizer = open_clip.get_tokenizer(${`hf-hub:${idOf(model)}`})
			model.eval()

			labels = ["a photo of a cat", "a photo of a dog", "a diagram"]
			image = preprocess(Image.open("image.jpg")).unsqueeze(0)
			text = tokenizer(labels)

			with torch.no_grad():
			    image_features = model.encode_image(image)
			    text_features = model.encode_text(text)
			    image_features /= image_features.norm(dim=-1, keepdim=True)
			    text_features /= text_features.norm(dim=-1, keepdim=True)
			    probabilities = (100.0 * image_features @ text_features.T).softmax(dim=-1)

			print(dict(zip(labels, probabilities[0].tolist())))
		`,
				"image.jpg",
				"image",
				"image_path",
				options,
			),
		),
	];
}
