/** Lightning IR: rankers are either cross-encoders or bi-encoders, told apart by their tags. */
import { py, raw } from "../../../code/index.js";
import { hasTag, type ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { fallback, python } from "../common.js";
import { pipInstall } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("lightning-ir");

export function lightningIr(model: ModelRecord): Snippet[] {
	const moduleClass = hasTag(model, "cross-encoder")
		? "CrossEncoderModule"
		: hasTag(model, "bi-encoder")
			? "BiEncoderModule"
			: undefined;
	if (!moduleClass) return fallback("Type of model unknown: it is tagged neither cross-encoder nor bi-encoder.");
	return [
		PIP_INSTALL,
		python(py`
			from lightning_ir import ${raw(moduleClass)}

			model = ${raw(moduleClass)}(${model.id})

			# Relevance scores of each document for the query
			output = model.score("what causes ocean tides", [
			    "Tides are caused mainly by the Moon's gravity pulling on the oceans.",
			    "The Pacific is the largest ocean on Earth.",
			])
			print(output)
		`),
	];
}
