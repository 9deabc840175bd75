/** BEN2 (Background Erase Network): `AutoModel.from_pretrained` from the ben2 package, then `inference`. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { withSample } from "../../samples.js";
import type { LibrarySnippetOptions } from "../../types.js";
import { python } from "../common.js";
import { idOf, install } from "./shared.js";

/** The install commands, written once. */
const INSTALL = install("pip install git+https://github.com/PramaLLC/BEN2.git");

export function ben2(model: ModelRecord, options?: LibrarySnippetOptions): Snippet[] {
	return [
		INSTALL,
		python(
			withSample(
				py`
			import torch
			from PIL import Image
			from ben2 import AutoModel

			device = "cuda" if torch.cuda.is_available() else "cpu"
			model = AutoModel.from_pretrained(${idOf(model)})
			model.to(device).eval()

			image = Image.open("image.jpg")
			# refine_foreground=True sharpens the matte edges at the cost of a slower pass
			foreground = model.inference(image, refine_foreground=False)
			foreground.save("foreground.png")
			print("Saved foreground.png")
		`,
				"image.jpg",
				"image",
				"image_path",
				options,
			),
		),
	];
}
