/** AraClip: an Arabic CLIP model that embeds images and Arabic text in one space. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { withSample } from "../../samples.js";
import type { LibrarySnippetOptions } from "../../types.js";
import { python } from "../common.js";
import { idOf, install } from "./shared.js";

/** The install commands, written once. */
const INSTALL = install("pip install git+https://github.com/Arabic-Clip/Araclip.git");

export function araclip(model: ModelRecord, options?: LibrarySnippetOptions): Snippet[] {
	return [
		INSTALL,
		python(
			withSample(
				py`
			import numpy as np
			from PIL import Image
			from araclip import AraClip

			model = AraClip.from_pretrained(${idOf(model)})

			# Candidate captions in Arabic: "a cat", "a dog", "a horse"
			labels = ["قطة", "كلب", "حصان"]
			image_features = model.embed(image=Image.open("image.jpg"))
			text_features = np.stack([model.embed(text=label) for label in labels])

			similarities = text_features @ image_features
			print(labels[int(np.argmax(similarities))])
		`,
				"image.jpg",
				"image",
				"image_path",
				options,
			),
		),
	];
}
