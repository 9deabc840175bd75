/**
 * ChatTTS (2noise): a dialogue TTS model. `Chat.load` fetches the official checkpoint (2Noise/ChatTTS) by itself and
 * checks every file against the checksums of that release, so other repositories cannot be loaded through it.
 */
import { py } from "../../../code/index.js";
import type { Snippet } from "../../../snippet.js";
import { python } from "../common.js";
import { pipInstall } from "./shared.js";

/** The snippet code, which depends on nothing of the record: written once. */
const CODE = python(py`
	import ChatTTS
	import soundfile as sf

	chat = ChatTTS.Chat()
	# Downloads the official checkpoint from the Hub on first use; compile=True is faster on CUDA
	chat.load(source="huggingface", compile=False)

	texts = ["Let's meet at the café around four, if that works for you."]
	wavs = chat.infer(texts)

	# ChatTTS produces 24 kHz audio
	sf.write("chattts.wav", wavs[0], 24000)
	print("Saved chattts.wav")
`);
// The same object for every caller: frozen so that none can change it for the others.
Object.freeze(CODE);

/** The install line, written once. */
const PIP_INSTALL = pipInstall("ChatTTS", "soundfile");

export function chatTts(): Snippet[] {
	return [PIP_INSTALL, CODE];
}
