/**
 * CollectorVision: card identification in two models. Milo repositories embed card crops and carry the
 * reference catalogues; Cornelius repositories find the card's corners in a photo.
 */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { withSample } from "../../samples.js";
import type { LibrarySnippetOptions } from "../../types.js";
import { fallback, python } from "../common.js";
import { idLower, idOf, install } from "./shared.js";

const SETUP = install("pip install git+https://github.com/HanClinto/CollectorVision.git huggingface_hub");

export function collectorvision(model: ModelRecord, options?: LibrarySnippetOptions): Snippet[] {
	const id = idOf(model);
	const lower = idLower(model);
	if (lower.includes("milo")) {
		return [
			SETUP,
			python(
				withSample(
					py`
				import cv2
				import collector_vision as cvg

				# The Magic: The Gathering catalogue of this repository (cached after the first download)
				catalog = cvg.Catalog.load(${`hf://${id}/scryfall-mtg`})

				# Find the card, straighten it, then look its embedding up in the catalogue
				image = cv2.imread("photo.jpg")
				detection = cvg.NeuralCornerDetector().detect(image)
				crop = detection.dewarp(image)
				embedding = catalog.embedder.embed(crop)
				score, card_id = catalog.search(embedding, top_k=5)[0]
				print(card_id, score)
			`,
					"photo.jpg",
					"image",
					"image_path",
					options,
				),
			),
		];
	}
	if (lower.includes("cornelius")) {
		return [
			SETUP,
			python(
				withSample(
					py`
				import glob
				import os

				import cv2
				import collector_vision as cvg
				from huggingface_hub import snapshot_download

				# The ONNX corner detector of this repository
				model_dir = snapshot_download(${id}, allow_patterns=["*.onnx"])
				checkpoint = sorted(glob.glob(os.path.join(model_dir, "*.onnx")))[0]
				detector = cvg.NeuralCornerDetector(checkpoint)

				image = cv2.imread("photo.jpg")
				detection = detector.detect(image)
				if detection.card_present:
				    crop = detection.dewarp(image)  # the card, perspective-corrected
				    crop.save("card.png")
				    print("Saved card.png")
				else:
				    print("No card found in the image")
			`,
					"photo.jpg",
					"image",
					"image_path",
					options,
				),
			),
		];
	}
	return fallback(
		"Couldn't tell whether this is a corner detector (Cornelius) or a card embedder (Milo).\n" +
			"See https://github.com/HanClinto/CollectorVision for how to load it.",
	);
}
