/** Apple Depth Pro: the default configuration is pointed at the checkpoint downloaded from the repository. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { withSample } from "../../samples.js";
import type { LibrarySnippetOptions } from "../../types.js";
import { python } from "../common.js";
import { idOf, install } from "./shared.js";

/** The install commands, written once. */
const INSTALL = install("pip install git+https://github.com/apple/ml-depth-pro.git huggingface_hub");

export function depthPro(model: ModelRecord, options?: LibrarySnippetOptions): Snippet[] {
	return [
		INSTALL,
		python(
			withSample(
				py`
			from dataclasses import replace

			import depth_pro
			from depth_pro.depth_pro import DEFAULT_MONODEPTH_CONFIG_DICT
			from huggingface_hub import hf_hub_download

			checkpoint = hf_hub_download(${idOf(model)}, "depth_pro.pt")
			config = replace(DEFAULT_MONODEPTH_CONFIG_DICT, checkpoint_uri=checkpoint)
			model, transform = depth_pro.create_model_and_transforms(config=config)
			model.eval()

			# f_px is the focal length read from the image's EXIF data, when present
			image, _, f_px = depth_pro.load_rgb("image.jpg")
			prediction = model.infer(transform(image), f_px=f_px)

			depth = prediction["depth"]  # metric depth in metres
			focal_length = prediction["focallength_px"]  # estimated focal length in pixels
			print(depth.shape, focal_length)
		`,
				"image.jpg",
				"image",
				"image_path",
				options,
			),
		),
	];
}
