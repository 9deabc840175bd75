/**
 * Ultralytics and THU-MIG YOLOv10: the model class is named after the YOLO version, read from a `yolov<digits>`
 * tag. Without one, the snippet says so and writes `YOLOvXX` for the reader to fill in.
 */
import { comment, py, raw } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { python } from "../common.js";
import { idOf, install, matchTag, pipInstall } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("ultralytics");

const VERSION_TAG = /^yolov(\d+)$/;
const NO_VERSION = comment("python", "Couldn't find a valid YOLO version tag.\nReplace XX with the correct version.");

function yoloSnippet(model: ModelRecord, installHint: Snippet): Snippet[] {
	const version = matchTag(model, VERSION_TAG)?.[1];
	// Only digits reach the class name, so it is always a valid identifier.
	const className = raw(version ? `YOLOv${version}` : "YOLOvXX");
	const code = py`
		from ultralytics import ${className}

		model = ${className}.from_pretrained(${idOf(model)})
		results = model.predict("https://ultralytics.com/images/bus.jpg", save=True)
		results[0].show()
	`;
	return [installHint, python(version ? code : `${NO_VERSION}\n${code}`)];
}

export function ultralytics(model: ModelRecord): Snippet[] {
	return yoloSnippet(model, PIP_INSTALL);
}

/** YOLOv10's install line, written once. */
const YOLOV10_INSTALL = install("pip install git+https://github.com/THU-MIG/yolov10.git");

export function yolov10(model: ModelRecord): Snippet[] {
	return yoloSnippet(model, YOLOV10_INSTALL);
}
