/** Pocket TTS (Kyutai): a small CPU text-to-speech model; the package loads its published weights itself. */
import { py } from "../../../code/index.js";
import type { Snippet } from "../../../snippet.js";
import { python } from "../common.js";
import { pipInstall } from "./shared.js";

/** The snippet code, which depends on nothing of the record: written once. */
const CODE = python(py`
	import scipy.io.wavfile
	from pocket_tts import TTSModel

	tts_model = TTSModel.load_model()

	# A built-in voice ("alba"), a local .wav file to clone, or an hf:// path to a voice file on the Hub
	voice_state = tts_model.get_state_for_audio_prompt("alba")

	audio = tts_model.generate_audio(voice_state, "This voice was generated on a laptop CPU, in real time.")
	scipy.io.wavfile.write("pocket_tts.wav", tts_model.sample_rate, audio.numpy())
	print("Saved pocket_tts.wav")
`);
// The same object for every caller: frozen so that none can change it for the others.
Object.freeze(CODE);

/** The install line, written once. */
const PIP_INSTALL = pipInstall("pocket-tts");

export function pocketTts(): Snippet[] {
	return [PIP_INSTALL, CODE];
}
