/**
 * Depth Anything V2: the model is built from an encoder preset, then the checkpoint of the repository is loaded.
 * The preset follows the size in the model id (Small/Base/Large); other ids get marked placeholders.
 */
import { type Code, py, pyCode, raw } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { withSample } from "../../samples.js";
import type { LibrarySnippetOptions } from "../../types.js";
import { python } from "../common.js";
import { idLower, idOf, install } from "./shared.js";

interface Preset {
	size: string;
	/** The line building the model with this preset. */
	build: Code;
	/** The checkpoint's file name, as a literal. */
	checkpoint: Code;
}

function preset(size: string, encoder: string, features: number, outChannels: number[]): Preset {
	return {
		size,
		build: raw(py`model = DepthAnythingV2(encoder=${encoder}, features=${features}, out_channels=${outChannels})`),
		checkpoint: pyCode(`depth_anything_v2_${encoder}.pth`),
	};
}

/** The presets of the Depth-Anything-V2 README, keyed by the size word of the official repository names. */
const PRESETS: readonly Preset[] = [
	preset("small", "vits", 64, [48, 96, 192, 384]),
	preset("base", "vitb", 128, [96, 192, 384, 768]),
	preset("large", "vitl", 256, [256, 512, 1024, 1024]),
];

const SETUP = install(
	"git clone https://github.com/DepthAnything/Depth-Anything-V2",
	"cd Depth-Anything-V2",
	"pip install -r requirements.txt huggingface_hub",
);

export function depthAnythingV2(model: ModelRecord, options?: LibrarySnippetOptions): Snippet[] {
	const id = idOf(model);
	const lower = idLower(model);
	const preset = PRESETS.find((p) => lower.includes(p.size));
	if (!preset) {
		return [
			SETUP,
			python(
				withSample(
					py`
				# Run from the root of the Depth-Anything-V2 repository
				import cv2
				import torch
				from huggingface_hub import hf_hub_download
				from depth_anything_v2.dpt import DepthAnythingV2

				# The encoder size could not be read from the model id. Replace the placeholders with the preset
				# this checkpoint was trained with:
				#   vits: features=64, out_channels=[48, 96, 192, 384]
				#   vitb: features=128, out_channels=[96, 192, 384, 768]
				#   vitl: features=256, out_channels=[256, 512, 1024, 1024]
				# and <CHECKPOINT> with the name of the .pth file in the repository.
				model = DepthAnythingV2(encoder="<ENCODER>", features=..., out_channels=[...])
				checkpoint = hf_hub_download(${id}, "<CHECKPOINT>.pth")
				model.load_state_dict(torch.load(checkpoint, map_location="cpu"))
				model.eval()

				image = cv2.imread("image.jpg")
				depth = model.infer_image(image)  # H x W relative depth map (numpy array)
				print(depth.shape, depth.min(), depth.max())
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
		SETUP,
		python(
			withSample(
				py`
			# Run from the root of the Depth-Anything-V2 repository
			import cv2
			import torch
			from huggingface_hub import hf_hub_download
			from depth_anything_v2.dpt import DepthAnythingV2

			${preset.build}
			checkpoint = hf_hub_download(${id}, ${preset.checkpoint})
			model.load_state_dict(torch.load(checkpoint, map_location="cpu"))
			model.eval()

			image = cv2.imread("image.jpg")
			depth = model.infer_image(image)  # H x W relative depth map (numpy array)
			print(depth.shape, depth.min(), depth.max())
		`,
				"image.jpg",
				"image",
				"image_path",
				options,
			),
		),
	];
}
