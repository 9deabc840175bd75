import type { TaskData } from "../types.js";

export const data: TaskData = {
	summary:
		"Image-text-to-image models edit or re-imagine an input image according to a text instruction: changing the background, adding or removing an object, or restyling the whole scene while keeping the subject recognisable.",
	datasets: [],
	models: [
		{
			id: "black-forest-labs/FLUX.2-dev",
			description: "Generates and edits images from text plus one or more reference images.",
		},
		{ id: "black-forest-labs/FLUX.1-Kontext-dev", description: "Makes targeted edits from a written instruction." },
	],
	spaces: [
		{ id: "black-forest-labs/FLUX.2-dev", description: "Edit or compose images with FLUX.2." },
		{ id: "black-forest-labs/FLUX.1-Kontext-Dev", description: "Edit a picture by describing the change." },
	],
	metrics: [
		{ id: "fid", description: "Fréchet inception distance between edited and real images; lower is better." },
		{ id: "clip-score", description: "Agreement between the edited image and the instruction, measured with CLIP." },
	],
	demo: {
		inputs: [
			{ type: "img", filename: "tabby-cat.svg", label: "Image" },
			{ type: "text", label: "Instruction", content: "Give the cat a party hat." },
		],
		outputs: [{ type: "img", filename: "tabby-cat-hat.svg", label: "Edited image" }],
	},
	widgetModels: ["black-forest-labs/FLUX.2-dev"],
};
