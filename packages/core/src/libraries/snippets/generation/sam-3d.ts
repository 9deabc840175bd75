/** SAM 3D (Meta): SAM 3D Body recovers a 3D human mesh from one image; SAM 3D Objects reconstructs a masked object. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { bash, python } from "../common.js";

export function sam3dBody(model: ModelRecord): Snippet[] {
	return [
		bash(
			"# Install SAM 3D Body as its INSTALL.md describes (the weights are gated: accept the license on the Hub first)\ngit clone https://github.com/facebookresearch/sam-3d-body.git\ncd sam-3d-body",
		),
		python(py`
			# Run from the root of the sam-3d-body repository.
			import cv2
			import numpy as np
			from notebook.utils import setup_sam_3d_body
			from tools.vis_utils import visualize_sample_together

			estimator = setup_sam_3d_body(hf_repo_id=${model.id})

			img_bgr = cv2.imread("path/to/image.jpg")
			# One result per person found: mesh vertices, 3D and 2D keypoints, camera, pose and shape parameters.
			outputs = estimator.process_one_image(cv2.cvtColor(img_bgr, cv2.COLOR_BGR2RGB))

			rendering = visualize_sample_together(img_bgr, outputs, estimator.faces)
			cv2.imwrite("output.jpg", rendering.astype(np.uint8))
			print("Saved output.jpg")
		`),
	];
}

export function sam3dObjects(model: ModelRecord): Snippet[] {
	return [
		bash(
			"# Install SAM 3D Objects as its doc/setup.md describes (the weights are gated: accept the license on the Hub first)\ngit clone https://github.com/facebookresearch/sam-3d-objects.git\ncd sam-3d-objects",
		),
		python(py`
			# Run from the root of the sam-3d-objects repository.
			import sys

			from huggingface_hub import snapshot_download

			sys.path.append("notebook")
			from inference import Inference, load_image, load_single_mask

			checkpoints = snapshot_download(${model.id})
			inference = Inference(f"{checkpoints}/checkpoints/pipeline.yaml", compile=False)

			# An image and the mask of the object to lift to 3D (here mask 14 of the repository's example room).
			image = load_image("notebook/images/shutterstock_stylish_kidsroom_1640806567/image.png")
			mask = load_single_mask("notebook/images/shutterstock_stylish_kidsroom_1640806567", index=14)

			output = inference(image, mask, seed=42)
			output["gs"].save_ply("splat.ply")
			print("Saved splat.ply")
		`),
	];
}
