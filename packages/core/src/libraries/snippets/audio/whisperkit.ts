/**
 * WhisperKit (Argmax): Whisper compiled to CoreML for Apple devices. Its library is Swift; the snippet uses the
 * command-line tool. A WhisperKit repository holds one folder per model variant (e.g. openai_whisper-large-v3).
 */
import { raw, sh } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { shellSample } from "../../samples.js";
import type { LibrarySnippetOptions } from "../../types.js";
import { bash } from "../common.js";
import { install } from "./shared.js";

/** The install commands, written once. */
const INSTALL = install("# macOS on Apple silicon", "brew install whisperkit-cli", "pip install -U huggingface_hub");

export function whisperkit(model: ModelRecord, options?: LibrarySnippetOptions): Snippet[] {
	const sample = shellSample("speech", options);
	return [
		INSTALL,
		bash(sh`
			# Each model variant is a folder of the repository; download only the one you want
			VARIANT=openai_whisper-large-v3
			hf download ${model.id} --include "$VARIANT/*" --local-dir whisperkit-models

			${raw(sample.lines)}
			whisperkit-cli transcribe --model-path "whisperkit-models/$VARIANT" --audio-path ${sample.file}
		`),
	];
}
