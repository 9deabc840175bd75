/** ESPnet: text-to-speech and speech recognition models, each loaded by its task's inference class. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { withSample } from "../../samples.js";
import type { LibrarySnippetOptions } from "../../types.js";
import { fallback, python } from "../common.js";
import { hasAnyTag, pipelineOf, pipInstall } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("espnet", "espnet_model_zoo");

function textToSpeech(model: ModelRecord): Snippet {
	return python(py`
		import soundfile
		from espnet2.bin.tts_inference import Text2Speech

		text2speech = Text2Speech.from_pretrained(${model.id})

		speech = text2speech("Hello, this sentence was synthesized with ESPnet.")["wav"]
		soundfile.write("espnet_tts.wav", speech.numpy(), text2speech.fs, "PCM_16")
		print("Saved espnet_tts.wav")
	`);
}

function speechRecognition(model: ModelRecord, options?: LibrarySnippetOptions): Snippet {
	return python(
		withSample(
			py`
		import soundfile
		from espnet2.bin.asr_inference import Speech2Text

		speech2text = Speech2Text.from_pretrained(${model.id})

		# The recording must use the sample rate the model was trained on (often 16 kHz)
		speech, rate = soundfile.read("speech.wav")
		text, *_ = speech2text(speech)[0]
		print(text)
	`,
			"speech.wav",
			"speech",
			"audio_path",
			options,
		),
	);
}

/** The task, from the pipeline tag when it names one of the two, else from the tags. */
function taskOf(model: ModelRecord): "tts" | "asr" | undefined {
	const pipeline = pipelineOf(model);
	if (pipeline === "text-to-speech") return "tts";
	if (pipeline === "automatic-speech-recognition") return "asr";
	if (hasAnyTag(model, "text-to-speech")) return "tts";
	if (hasAnyTag(model, "automatic-speech-recognition")) return "asr";
	return undefined;
}

export function espnet(model: ModelRecord, options?: LibrarySnippetOptions): Snippet[] {
	const task = taskOf(model);
	const code = task === "tts" ? textToSpeech(model) : task === "asr" ? speechRecognition(model, options) : undefined;
	if (!code) return fallback("unknown model type (must be text-to-speech or automatic-speech-recognition)");
	// espnet_model_zoo is what lets from_pretrained fetch a model from the Hub
	return [PIP_INSTALL, code];
}
