import type { LibraryFacts, PackageFacts } from "./types.js";

const SAM_2: PackageFacts = {
	package: "SAM-2",
	repository: "facebookresearch/sam2",
	release: "1.0",
	commit: "2b90b9f5ceec907a1c18123530e92e794ad901a4",
	names: {
		"sam2.sam2_image_predictor": { source: "sam2/sam2_image_predictor.py" },
		"sam2.sam2_image_predictor.SAM2ImagePredictor": { source: "sam2/sam2_image_predictor.py" },
		"sam2.sam2_image_predictor.SAM2ImagePredictor.from_pretrained": {
			source: "sam2/sam2_image_predictor.py",
			returns: "sam2.sam2_image_predictor.SAM2ImagePredictor",
		},
		"sam2.sam2_image_predictor.SAM2ImagePredictor.predict": {
			source: "sam2/sam2_image_predictor.py",
			kwargs: ["point_coords", "point_labels", "multimask_output"],
		},
		"sam2.sam2_image_predictor.SAM2ImagePredictor.set_image": { source: "sam2/sam2_image_predictor.py" },
		"sam2.sam2_video_predictor": { source: "sam2/sam2_video_predictor.py" },
		"sam2.sam2_video_predictor.SAM2VideoPredictor": { source: "sam2/sam2_video_predictor.py" },
		"sam2.sam2_video_predictor.SAM2VideoPredictor.add_new_points_or_box": {
			source: "sam2/sam2_video_predictor.py",
			kwargs: ["frame_idx", "obj_id", "points", "labels"],
		},
		"sam2.sam2_video_predictor.SAM2VideoPredictor.from_pretrained": {
			source: "sam2/sam2_video_predictor.py",
			returns: "sam2.sam2_video_predictor.SAM2VideoPredictor",
		},
		"sam2.sam2_video_predictor.SAM2VideoPredictor.init_state": { source: "sam2/sam2_video_predictor.py" },
		"sam2.sam2_video_predictor.SAM2VideoPredictor.propagate_in_video": { source: "sam2/sam2_video_predictor.py" },
	},
};

export const SAM2_FACTS: LibraryFacts = {
	library: "sam2",
	packages: [SAM_2],
	installs: {
		"git+https://github.com/facebookresearch/sam2.git": "setup.py (NAME = SAM-2)",
	},
};
