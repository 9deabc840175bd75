/** SAM 2: one predictor for images and one for videos, both loaded with `from_pretrained(<id>)`. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { importLines, pythonSample, pythonSampleImport, withSample } from "../../samples.js";
import type { LibrarySnippetOptions } from "../../types.js";
import { python } from "../common.js";
import { idOf, install, joinBlocks } from "./shared.js";

/** The install commands, written once. */
const INSTALL = install("pip install git+https://github.com/facebookresearch/sam2.git");

export function sam2(model: ModelRecord, options?: LibrarySnippetOptions): Snippet[] {
	const id = idOf(model);
	return [
		INSTALL,
		python(
			withSample(
				py`
			# Segment an image from a point prompt
			import numpy as np
			import torch
			from PIL import Image
			from sam2.sam2_image_predictor import SAM2ImagePredictor

			predictor = SAM2ImagePredictor.from_pretrained(${id})
			image = np.array(Image.open("image.jpg").convert("RGB"))

			with torch.inference_mode():
			    predictor.set_image(image)
			    # One foreground click (label 1) at the centre of the image (x, y)
			    click = np.array([[image.shape[1] // 2, image.shape[0] // 2]])
			    masks, scores, _ = predictor.predict(point_coords=click, point_labels=np.array([1]))
			print(masks.shape, scores)
		`,
				"image.jpg",
				"image",
				"image_path",
				options,
			),
		),
		python(
			joinBlocks(
				importLines(
					"# Track an object through a video",
					"import zipfile",
					pythonSampleImport(["frames"], options),
					"",
					"import numpy as np",
					"import torch",
					"from sam2.sam2_video_predictor import SAM2VideoPredictor",
				),
				py`predictor = SAM2VideoPredictor.from_pretrained(${id})`,
				pythonSample("frames", "frames_zip", options),
				py`
					# A folder of JPEG frames named by frame number (00000.jpg, 00001.jpg, ...)
					with zipfile.ZipFile(frames_zip) as archive:
					    archive.extractall("video_frames")

					with torch.inference_mode():
					    state = predictor.init_state("video_frames")
					    # Mark object 1 with a click at the centre of the first frame
					    frame_height, frame_width = state["video_height"], state["video_width"]
					    predictor.add_new_points_or_box(
					        state,
					        frame_idx=0,
					        obj_id=1,
					        points=np.array([[frame_width // 2, frame_height // 2]], dtype=np.float32),
					        labels=np.array([1], dtype=np.int32),
					    )
					    # Propagate the prompt to every frame
					    for frame_idx, object_ids, masks in predictor.propagate_in_video(state):
					        print(frame_idx, object_ids, masks.shape)
				`,
			),
		),
	];
}
