import type { TaskData } from "../types.js";

export const data: TaskData = {
	summary:
		"Text-to-3D models build a 3D asset, such as a mesh, a point cloud or a set of Gaussian splats, from a written description, ready for games, AR scenes or 3D printing.",
	datasets: [
		{ id: "allenai/objaverse-xl", description: "Millions of 3D objects gathered from the web." },
		{ id: "tiange/Cap3D", description: "Text descriptions written for hundreds of thousands of 3D objects." },
	],
	models: [
		{ id: "openai/shap-e", description: "Generates textured 3D objects from text or an image." },
		{ id: "ashawkey/LGM", description: "Builds a Gaussian-splat object in seconds from multi-view images." },
	],
	spaces: [
		{ id: "hysts/Shap-E", description: "Turn a prompt into a 3D object." },
		{ id: "ashawkey/LGM", description: "Generate a 3D object from text or an image." },
	],
	metrics: [],
	demo: {
		inputs: [{ type: "text", label: "Prompt", content: "A simple wooden chair with four legs" }],
		outputs: [{ type: "img", filename: "chair-mesh.svg", label: "Mesh preview" }],
	},
	widgetModels: [],
};
