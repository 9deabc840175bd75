import type { TaskData } from "../types.js";

export const data: TaskData = {
	summary:
		"Depth estimation predicts, from a single ordinary image, how far each pixel is from the camera. The resulting depth map feeds 3D reconstruction, augmented reality, robot navigation and depth-aware photo effects.",
	datasets: [
		{
			id: "sayakpaul/nyu_depth_v2",
			description: "Indoor scenes captured with a depth sensor alongside the colour image.",
		},
		{
			id: "depth-anything/DA-2K",
			description: "Pairs of points annotated with which one is closer, across varied scenes.",
		},
	],
	models: [
		{
			id: "depth-anything/Depth-Anything-V2-Large",
			description: "Detailed relative depth for almost any kind of image.",
		},
		{ id: "apple/DepthPro-hf", description: "Sharp depth in metres, without needing the camera's focal length." },
		{ id: "Intel/dpt-large", description: "A transformer depth model trained on a broad mix of datasets." },
	],
	spaces: [
		{ id: "akhaliq/depth-pro", description: "Upload a photo and get its metric depth map." },
		{ id: "radames/dpt-depth-estimation-3d-voxels", description: "Turns an image's depth map into a 3D voxel scene." },
	],
	metrics: [
		{ id: "abs-rel", description: "Mean absolute difference from the true depth, divided by the true depth." },
		{ id: "rmse", description: "Root mean squared error between predicted and true depth." },
		{ id: "delta-1", description: "Share of pixels whose predicted depth is within 25% of the true depth." },
	],
	demo: {
		inputs: [{ type: "img", filename: "street.svg", label: "Photo" }],
		outputs: [{ type: "img", filename: "street-depth.svg", label: "Depth (brighter is closer)" }],
	},
	widgetModels: ["Intel/dpt-large"],
};
