/** MatAnyone: video matting from a first-frame mask, with `InferenceCore(<id>)`. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { python } from "../common.js";
import { idOf, install } from "./shared.js";

/** The install commands, written once. */
const INSTALL = install("pip install git+https://github.com/pq-yang/MatAnyone.git");

export function matanyone(model: ModelRecord): Snippet[] {
	return [
		INSTALL,
		python(py`
			from matanyone import InferenceCore

			processor = InferenceCore(${idOf(model)})

			# input_path: a video file or a folder of frames; mask_path: a mask of the subject on one frame
			foreground_path, alpha_path = processor.process_video(
			    input_path="input.mp4",
			    mask_path="mask.png",
			    output_path="outputs",
			)
			print(foreground_path, alpha_path)
		`),
	];
}
