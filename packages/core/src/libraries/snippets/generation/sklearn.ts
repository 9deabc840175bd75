/**
 * scikit-learn models shared with skops: config.json names the model file (sklearn.model.file) and its format
 * (sklearn.model_format). skops files load through skops.io with an explicit list of trusted types; pickles load
 * with joblib, which runs whatever code the file holds.
 */
import { py, raw } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { fallback, python } from "../common.js";
import { pipInstall, stringOr } from "./shared.js";

/** The model's inputs are a table only its author knows: the snippet says it only loads and shows the next call. */
const NEXT_CALL = `# This only loads the model; predict on rows with the columns it was trained on:
# predictions = model.predict(X)`;

export const NO_MODEL_FILE = "Model filename not specified in config.json";

/** The install lines, written once. */
const SKOPS_INSTALL = pipInstall("scikit-learn", "skops");
const JOBLIB_INSTALL = pipInstall("scikit-learn", "joblib", "huggingface_hub");

/** The declared format; when absent or unknown, the file extension decides (skops' own rule). */
function formatOf(model: ModelRecord, file: string): "skops" | "pickle" {
	const declared = stringOr(model.config?.sklearn?.model_format);
	if (declared === "skops" || declared === "pickle") return declared;
	return file.endsWith(".skops") ? "skops" : "pickle";
}

export function sklearn(model: ModelRecord): Snippet[] {
	const file = stringOr(model.config?.sklearn?.model?.file);
	if (!file) return fallback(NO_MODEL_FILE);
	if (formatOf(model, file) === "skops") {
		return [
			SKOPS_INSTALL,
			python(py`
				import skops.io as sio
				from huggingface_hub import hf_hub_download

				path = hf_hub_download(${model.id}, ${file})

				# skops only builds the types you trust. Read the list of the others, check it, then pass it on.
				untrusted = sio.get_untrusted_types(file=path)
				print(untrusted)
				model = sio.load(path, trusted=untrusted)
				print(model)
				${raw(NEXT_CALL)}
			`),
		];
	}
	return [
		JOBLIB_INSTALL,
		python(py`
			import joblib
			from huggingface_hub import hf_hub_download

			# Unpickling runs code stored in the file: load pickles only from authors you trust.
			model = joblib.load(hf_hub_download(${model.id}, ${file}))
			print(model)
			${raw(NEXT_CALL)}
		`),
	];
}
