/** SAM 2: one predictor for images and one for videos, both loaded with `from_pretrained(<id>)`. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { python } from "../common.js";
import { idOf, install } from "./shared.js";

/** The install commands, written once. */
const INSTALL = install("pip install git+https://github.com/facebookresearch/sam2.git");

export function sam2(model: ModelRecord): Snippet[] {
	const id = idOf(model);
	return [
		INSTALL,
		python(py`
			# Segment an image from a point prompt
			import numpy as np
			import torch
			from PIL import Image
			from sam2.sam2_image_predictor import SAM2ImagePredictor

			predictor = SAM2ImagePredictor.from_pretrained(${id})
			image = np.array(Image.open("image.jpg").convert("RGB"))

			with torch.inference_mode():
			    predictor.set_image(image)
			    # One foreground click (label 1) at pixel x=500, y=375
			    masks, scores, _ = predictor.predict(point_coords=np.array([[500, 375]]), point_labels=np.array([1]))
			print(masks.shape, scores)
		`),
		python(py`
			# Track an object through a video
			import numpy as np
			import torch
			from sam2.sam2_video_predictor import SAM2VideoPredictor

			predictor = SAM2VideoPredictor.from_pretrained(${id})

			with torch.inference_mode():
			    # A folder of JPEG frames named by frame number
			    state = predictor.init_state("video_frames")
			    # Mark object 1 with a click on the first frame
			    predictor.add_new_points_or_box(
			        state,
			        frame_idx=0,
			        obj_id=1,
			        points=np.array([[210, 350]], dtype=np.float32),
			        labels=np.array([1], dtype=np.int32),
			    )
			    # Propagate the prompt to every frame
			    for frame_idx, object_ids, masks in predictor.propagate_in_video(state):
			        print(frame_idx, object_ids, masks.shape)
		`),
	];
}
