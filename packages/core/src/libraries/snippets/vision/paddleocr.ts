/**
 * PaddleOCR 3: single-task models load through the module class that matches their task tag; PaddleOCR-VL
 * (tag `document-parse`) runs as a document-parsing pipeline.
 */
import { py, raw } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { withSample } from "../../samples.js";
import type { LibrarySnippetOptions } from "../../types.js";
import { fallback, python } from "../common.js";
import { idOf, install, nameOf, tagged } from "./shared.js";

/** Task tags of PaddleOCR repositories → the paddleocr module class that runs them. */
const MODULES = new Map<string, string>([
	["textline_detection", "TextDetection"],
	["textline_recognition", "TextRecognition"],
	["seal_text_detection", "SealTextDetection"],
	["doc_img_unwarping", "TextImageUnwarping"],
	["doc_img_orientation_classification", "DocImgOrientationClassification"],
	["textline_orientation_classification", "TextLineOrientationClassification"],
	["chart_parsing", "ChartParsing"],
	["formula_recognition", "FormulaRecognition"],
	["layout_detection", "LayoutDetection"],
	["table_cells_detection", "TableCellsDetection"],
	["wired_table_classification", "TableClassification"],
	["table_structure_recognition", "TableStructureRecognition"],
]);

const PADDLE =
	"# PaddlePaddle itself: see https://www.paddlepaddle.org.cn/en/install for the build that fits your machine";

/** The install lines, written once. */
const VL_INSTALL = install(PADDLE, 'pip install -U "paddleocr[doc-parser]"');
const INSTALL = install(PADDLE, "pip install -U paddleocr huggingface_hub");

/** The module class of the record's first task tag that has one. */
function moduleOf(model: ModelRecord): string | undefined {
	if (!Array.isArray(model.tags)) return undefined;
	for (const tag of model.tags) {
		const name = typeof tag === "string" ? MODULES.get(tag) : undefined;
		if (name) return name;
	}
	return undefined;
}

export function paddleocr(model: ModelRecord, options?: LibrarySnippetOptions): Snippet[] {
	if (tagged(model, "document-parse")) {
		// "PaddleOCR-VL" is the first release, "PaddleOCR-VL-1.5" names its version
		const release = /^PaddleOCR-VL(?:-(\d+(?:\.\d+)*))?(?![\w.])/i.exec(nameOf(model));
		const version = release ? `v${release[1] ?? "1"}` : undefined;
		return [
			VL_INSTALL,
			python(
				withSample(
					py`
				from paddleocr import PaddleOCRVL

				pipeline = PaddleOCRVL(${raw(version ? py`pipeline_version=${version}` : "")})
				for result in pipeline.predict("document.png"):
				    result.print()
				    result.save_to_json(save_path="output")
				    result.save_to_markdown(save_path="output")
			`,
					"document.png",
					"document",
					"document_path",
					options,
				),
			),
		];
	}
	const className = moduleOf(model);
	if (!className) {
		return fallback(
			"Couldn't tell which PaddleOCR module runs this model.\n" +
				"See https://paddlepaddle.github.io/PaddleOCR/latest/en/version3.x/module_usage/module_overview.html",
		);
	}
	return [
		INSTALL,
		python(
			withSample(
				py`
			from huggingface_hub import snapshot_download
			from paddleocr import ${raw(className)}

			# model_name names the architecture; model_dir holds the weights of this repository
			model_dir = snapshot_download(${idOf(model)})
			model = ${raw(className)}(model_name=${nameOf(model)}, model_dir=model_dir)
			for result in model.predict(input="image.png", batch_size=1):
			    result.print()
			    result.save_to_img(save_path="output")
			    result.save_to_json(save_path="output/result.json")
		`,
				"image.png",
				"image",
				"image_path",
				options,
			),
		),
	];
}
