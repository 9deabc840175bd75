/**
 * Supertonic (Supertone): on-device ONNX text-to-speech. The Python SDK downloads the official weights by itself;
 * the repository's own files (ONNX models and voice styles) serve the examples in other languages.
 */
import { py, sh } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { bash, python } from "../common.js";
import { pipInstall } from "./shared.js";

/** The snippet code, which depends on nothing of the record: written once. */
const CODE = python(py`
	from supertonic import TTS

	# The first run downloads the model
	tts = TTS(auto_download=True)

	# Built-in voice styles: tts.voice_style_names
	style = tts.get_voice_style(voice_name="M1")

	wav, duration = tts.synthesize("This speech was generated entirely on this device.", voice_style=style)
	tts.save_audio(wav, "supertonic.wav")
	print("Saved supertonic.wav")
`);
// The same object for every caller: frozen so that none can change it for the others.
Object.freeze(CODE);

/** The install line, written once. */
const PIP_INSTALL = pipInstall("supertonic");

export function supertonic(model: ModelRecord): Snippet[] {
	return [
		PIP_INSTALL,
		CODE,
		bash(sh`
			# The ONNX files and voice styles for the examples in the Supertonic repository (Node.js, C++, Rust, ...)
			git lfs install
			git clone ${`https://huggingface.co/${model.id}`} assets
		`),
	];
}
