/**
 * BiRefNet: repositories that ship their modelling code (tag `custom_code`) load through transformers with
 * `trust_remote_code=True`; the others load with the BiRefNet code base.
 */
import { py, raw } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { withSample } from "../../samples.js";
import type { LibrarySnippetOptions } from "../../types.js";
import { python } from "../common.js";
import { idOf, install, pipInstall, remoteCode, tagged } from "./shared.js";

/** The install commands, written once. */
const INSTALL = install(
	"git clone https://github.com/ZhengPeng7/BiRefNet",
	"cd BiRefNet",
	"pip install -r requirements.txt",
);

/** The install line, written once. */
const PIP_INSTALL = pipInstall("torch", "torchvision", "transformers", "timm", "kornia", "einops");

/** Input size, normalisation and output handling of the BiRefNet model cards, shared by both loaders. */
const SEGMENT = py`
	preprocess = transforms.Compose([
	    transforms.Resize((1024, 1024)),
	    transforms.ToTensor(),
	    transforms.Normalize([0.485, 0.456, 0.406], [0.229, 0.224, 0.225]),
	])

	image = Image.open("image.jpg").convert("RGB")
	with torch.no_grad():
	    prediction = model(preprocess(image).unsqueeze(0))[-1].sigmoid()[0, 0]

	# The predicted mask becomes the alpha channel: the background turns transparent
	mask = transforms.ToPILImage()(prediction).resize(image.size)
	image.putalpha(mask)
	image.save("foreground.png")
	print("Saved foreground.png")
`;

export function birefnet(model: ModelRecord, options?: LibrarySnippetOptions): Snippet[] {
	const id = idOf(model);
	if (tagged(model, "custom_code")) {
		return [
			PIP_INSTALL,
			python(
				withSample(
					py`
				import torch
				from PIL import Image
				from torchvision import transforms
				from transformers import AutoModelForImageSegmentation

				model = AutoModelForImageSegmentation.from_pretrained(${id}${remoteCode(model)})
				model.eval()

				${raw(SEGMENT)}
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
		INSTALL,
		python(
			withSample(
				py`
			# Run from the root of the BiRefNet repository
			import torch
			from PIL import Image
			from torchvision import transforms
			from models.birefnet import BiRefNet

			model = BiRefNet.from_pretrained(${id})
			model.eval()

			${raw(SEGMENT)}
		`,
				"image.jpg",
				"image",
				"image_path",
				options,
			),
		),
	];
}
