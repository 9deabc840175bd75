import type { TaskData } from "../types.js";

export const data: TaskData = {
	summary:
		"Image-to-image models turn one image into another: upscaling, restoration, colourisation, filling in a masked region, changing the style, or editing the picture according to an instruction.",
	datasets: [
		{ id: "huggan/CelebA-faces", description: "Celebrity face photos, often used for face editing and restoration." },
		{ id: "Spawning/PD12M", description: "Public-domain images with captions, usable for editing research." },
	],
	models: [
		{ id: "black-forest-labs/FLUX.1-Kontext-dev", description: "Edits an image by following a written instruction." },
		{ id: "fal/AuraSR-v2", description: "Upscales an image four times while adding plausible detail." },
		{ id: "black-forest-labs/FLUX.1-Fill-dev", description: "Fills a masked area of an image to match a prompt." },
		{ id: "yisol/IDM-VTON", description: "Dresses the person in a photo in a garment from another photo." },
	],
	spaces: [
		{ id: "black-forest-labs/FLUX.1-Kontext-Dev", description: "Edit a picture with a text instruction." },
		{ id: "jasperai/Flux.1-dev-Controlnet-Upscaler", description: "Upscale a low-resolution image." },
	],
	metrics: [
		{ id: "psnr", description: "Peak signal-to-noise ratio against a reference image, in decibels; higher is better." },
		{ id: "ssim", description: "Structural similarity to a reference image, from -1 to 1." },
		{ id: "inception-score", description: "Rewards outputs that are recognisable and varied." },
	],
	demo: {
		inputs: [{ type: "img", filename: "house-sketch.svg", label: "Sketch" }],
		outputs: [{ type: "img", filename: "house-painted.svg", label: "Coloured result" }],
	},
	widgetModels: ["black-forest-labs/FLUX.1-Kontext-dev"],
};
