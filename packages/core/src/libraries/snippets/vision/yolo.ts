/**
 * Ultralytics and THU-MIG YOLOv10. Ultralytics (8.3) exports one model class, `YOLO`, which loads a local `.pt`
 * file: the snippet downloads the repository's weights file first. THU-MIG's fork of Ultralytics adds `YOLOv10`, a
 * class with `from_pretrained` (huggingface_hub's PyTorchModelHubMixin), which loads the repository itself.
 */
import { py } from "../../../code/index.js";
import { repoFiles } from "../../../files.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { importLines, pythonSample, pythonSampleImport } from "../../samples.js";
import type { LibrarySnippetOptions } from "../../types.js";
import { fallback, python } from "../common.js";
import { idOf, install, joinBlocks, pipInstall } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("ultralytics", "huggingface_hub");

export const NO_WEIGHTS = "This repository lists no .pt weights file for Ultralytics to load.";

/** The weights file to load: the `.pt` file named like the repository, else the first one listed. */
function weightsFile(model: ModelRecord): string | undefined {
	const files = repoFiles(model)
		.map((f) => f.path)
		.filter((p) => p.endsWith(".pt"));
	const name = idOf(model).split("/").pop()?.toLowerCase() ?? "";
	return files.find((p) => p.toLowerCase().replace(/\.pt$/, "") === name) ?? files[0];
}

export function ultralytics(model: ModelRecord, options?: LibrarySnippetOptions): Snippet[] {
	const weights = weightsFile(model);
	if (!weights) return fallback(NO_WEIGHTS);
	const code = joinBlocks(
		importLines(
			pythonSampleImport(["image"], options),
			"from huggingface_hub import hf_hub_download",
			"from ultralytics import YOLO",
		),
		py`model = YOLO(hf_hub_download(${idOf(model)}, ${weights}))`,
		pythonSample("image", "image", options),
		py`
			results = model.predict(image)
			# One row per detected object: class name, confidence and box
			print(results[0].summary())
		`,
	);
	return [PIP_INSTALL, python(code)];
}

/** YOLOv10's install line, written once: the fork is installed from its repository (its own `ultralytics` 8.1). */
const YOLOV10_INSTALL = install("pip install git+https://github.com/THU-MIG/yolov10.git");

export function yolov10(model: ModelRecord, options?: LibrarySnippetOptions): Snippet[] {
	const code = joinBlocks(
		importLines(pythonSampleImport(["image"], options), "from ultralytics import YOLOv10"),
		py`model = YOLOv10.from_pretrained(${idOf(model)})`,
		pythonSample("image", "image", options),
		py`
			results = model.predict(image)
			# The detected boxes: class ids, confidences and coordinates
			print(results[0].boxes)
		`,
	);
	return [YOLOV10_INSTALL, python(code)];
}
