/**
 * Microsoft VibeVoice: long-form multi-speaker TTS, a realtime streaming TTS and a long-form speech recognizer.
 * Each runs through a demo script of the VibeVoice repository, chosen by the task and the repository name.
 */
import { raw, sh } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { shellSample } from "../../samples.js";
import type { LibrarySnippetOptions } from "../../types.js";
import { bash } from "../common.js";
import { doesTask, idLower, install } from "./shared.js";

const CLONE = "git clone https://github.com/microsoft/VibeVoice.git && cd VibeVoice";

/** The install lines, written once. */
const ASR_INSTALL = install(CLONE, "pip install -e .");
const REALTIME_INSTALL = install(CLONE, 'pip install -e ".[streamingtts]"');
const TTS_INSTALL = install(
	"# Microsoft withdrew the long-form TTS inference code from the repository in September 2025;",
	"# this needs a copy of the VibeVoice code that still has demo/inference_from_file.py",
	CLONE,
	"pip install -e .",
);
export function vibevoice(model: ModelRecord, options?: LibrarySnippetOptions): Snippet[] {
	const id = idLower(model);
	if (doesTask(model, "automatic-speech-recognition") || /(^|[-_/])asr([-_]|$)/.test(id)) {
		const sample = shellSample("speech", options);
		return [
			ASR_INSTALL,
			bash(sh`
				${raw(sample.lines)}

				# Transcribes up to an hour of audio in one pass, with speakers and timestamps
				python demo/vibevoice_asr_inference_from_file.py --model_path ${model.id} --audio_files ${sample.file}
			`),
		];
	}
	if (id.includes("realtime")) {
		return [
			REALTIME_INSTALL,
			bash(sh`
				# Streaming single-speaker TTS with one of the bundled voices
				python demo/realtime_model_inference_from_file.py --model_path ${model.id} \\
				    --txt_path demo/text_examples/1p_vibevoice.txt --speaker_name Carter
			`),
		];
	}
	return [
		TTS_INSTALL,
		bash(sh`
			# Each line of the script starts with "Speaker N:"; --speaker_names picks a voice per speaker
			python demo/inference_from_file.py --model_path ${model.id} \\
			    --txt_path demo/text_examples/2p_music.txt --speaker_names Alice Frank
		`),
	];
}
