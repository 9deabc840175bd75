/** NVIDIA NeMo: only its speech-recognition models have a snippet here. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { withSample } from "../../samples.js";
import type { LibrarySnippetOptions } from "../../types.js";
import { fallback, python } from "../common.js";
import { doesTask, install } from "./shared.js";

/** The install commands, written once. */
const INSTALL = install('pip install -U "nemo_toolkit[asr]"');

export function nemo(model: ModelRecord, options?: LibrarySnippetOptions): Snippet[] {
	if (!doesTask(model, "automatic-speech-recognition")) {
		return fallback("tag did not correspond to a valid NeMo domain.");
	}
	return [
		INSTALL,
		python(
			withSample(
				py`
			import nemo.collections.asr as nemo_asr

			asr_model = nemo_asr.models.ASRModel.from_pretrained(${model.id})

			# Takes a list of audio files (16 kHz mono WAV works everywhere)
			transcriptions = asr_model.transcribe(["speech.wav"])
			print(transcriptions[0].text)
		`,
				"speech.wav",
				"speech",
				"audio_path",
				options,
			),
		),
	];
}
