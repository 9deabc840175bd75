/** Describe Anything (NVIDIA DAM): a detailed description of one region of an image, given as a mask. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { withSample } from "../../samples.js";
import type { LibrarySnippetOptions } from "../../types.js";
import { python } from "../common.js";
import { pipInstall } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("git+https://github.com/NVlabs/describe-anything");

export function describeAnything(model: ModelRecord, options?: LibrarySnippetOptions): Snippet[] {
	return [
		PIP_INSTALL,
		python(
			withSample(
				py`
			from PIL import Image, ImageDraw
			from huggingface_hub import snapshot_download
			from dam import DescribeAnythingModel, disable_torch_init

			model_path = snapshot_download(${model.id})
			disable_torch_init()
			dam = DescribeAnythingModel(model_path=model_path, conv_mode="v1", prompt_mode="full+focal_crop").to("cuda")

			image = Image.open("image.jpg").convert("RGB")
			# The region to describe: white inside it, black elsewhere. Here the middle of the image; draw your own
			# or predict one with SAM.
			mask = Image.new("L", image.size, 0)
			box = [image.width // 4, image.height // 4, image.width * 3 // 4, image.height * 3 // 4]
			ImageDraw.Draw(mask).rectangle(box, fill=255)

			description = dam.get_description(
			    image,
			    mask,
			    "<image>\\nDescribe the masked region in detail.",
			    temperature=0.2,
			    top_p=0.5,
			    num_beams=1,
			    max_new_tokens=512,
			)
			print(description)
		`,
				"image.jpg",
				"image",
				"image_path",
				options,
			),
		),
	];
}
