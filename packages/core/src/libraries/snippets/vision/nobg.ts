/** nobg: background removal with an `AutoModel` and its matching `AutoProcessor`. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { withSample } from "../../samples.js";
import type { LibrarySnippetOptions } from "../../types.js";
import { python } from "../common.js";
import { idOf, pipInstall } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("nobg");

export function nobg(model: ModelRecord, options?: LibrarySnippetOptions): Snippet[] {
	const id = idOf(model);
	return [
		PIP_INSTALL,
		python(
			withSample(
				py`
			import torch
			from PIL import Image
			from nobg import AutoModel, AutoProcessor

			model = AutoModel.from_pretrained(${id}).eval()
			processor = AutoProcessor.from_pretrained(${id})

			image = Image.open("image.jpg").convert("RGB")
			inputs = processor(image, return_tensors="pt")
			with torch.no_grad():
			    outputs = model(pixel_values=inputs["pixel_values"])

			# Alpha matte at the original resolution, then the cut-out subject on a transparent background
			alpha = processor.post_process_alpha_matting(outputs, target_sizes=[(image.height, image.width)])[0]
			processor.cutout(image, alpha).save("cutout.png")
			print("Saved cutout.png")
		`,
				"image.jpg",
				"image",
				"image_path",
				options,
			),
		),
	];
}
