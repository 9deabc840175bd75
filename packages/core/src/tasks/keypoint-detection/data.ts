import type { TaskData } from "../types.js";

export const data: TaskData = {
	summary:
		"Keypoint detection locates specific points in an image: the joints of a body for pose estimation, landmarks on a face or hand, or distinctive corners used to match two photos of the same place.",
	datasets: [{ id: "Vincent-luo/hagrid-mediapipe-hands", description: "Hand-gesture photos with hand landmarks." }],
	models: [
		{ id: "usyd-community/vitpose-base-simple", description: "Estimates seventeen body joints per detected person." },
		{ id: "magic-leap-community/superpoint", description: "Finds and describes interest points for image matching." },
		{ id: "qualcomm/RTMPose-Body2d", description: "A real-time body pose model prepared for mobile chips." },
	],
	spaces: [
		{ id: "datasciencedojo/Hand-Keypoint-Detection-Realtime", description: "Track hand landmarks from a webcam." },
		{ id: "ETH-CVG/LightGlue", description: "Match keypoints between two photos of the same scene." },
	],
	metrics: [
		{
			id: "object-keypoint-similarity",
			description: "How close predicted joints are to the true ones, scaled by the person's size.",
		},
	],
	demo: {
		inputs: [{ type: "img", filename: "runner.svg", label: "Photo" }],
		outputs: [{ type: "img", filename: "runner-keypoints.svg", label: "Keypoints" }],
	},
	widgetModels: [],
};
