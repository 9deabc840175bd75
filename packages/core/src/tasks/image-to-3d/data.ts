import type { TaskData } from "../types.js";

export const data: TaskData = {
	summary: "Image-to-3D models reconstruct a 3D object from one photo, or a few, of that object.",
	datasets: [
		{ id: "allenai/objaverse-xl", description: "Millions of 3D objects, rendered from many views for training." },
		{ id: "dylanebert/iso3d", description: "Single-object images for comparing image-to-3D models." },
	],
	models: [
		{ id: "TencentARC/InstantMesh", description: "Creates a mesh from one image in seconds." },
		{ id: "stabilityai/stable-point-aware-3d", description: "Reconstructs a mesh with an editable point-cloud stage." },
		{ id: "hwjiang/Real3D", description: "Single-image reconstruction trained on real photos as well as renders." },
	],
	spaces: [
		{ id: "dylanebert/3d-arena", description: "Vote on which model reconstructed an object best." },
		{ id: "TencentARC/InstantMesh", description: "Turn a photo into a downloadable mesh." },
	],
	metrics: [],
	demo: {
		inputs: [{ type: "img", filename: "mug.svg", label: "Photo" }],
		outputs: [{ type: "img", filename: "mug-mesh.svg", label: "Mesh preview" }],
	},
	widgetModels: [],
};
