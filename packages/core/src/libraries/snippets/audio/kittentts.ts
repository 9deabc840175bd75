/** KittenTTS: small ONNX text-to-speech models that run on a CPU. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { python } from "../common.js";
import { install } from "./shared.js";

/** The install line, written once. */
const INSTALL = install(
	"# kittentts is not on PyPI: its wheel is on the project's GitHub releases page (0.8.1, the release checked)",
	"pip install https://github.com/KittenML/KittenTTS/releases/download/0.8.1/kittentts-0.8.1-py3-none-any.whl soundfile",
);

export function kittenTts(model: ModelRecord): Snippet[] {
	return [
		INSTALL,
		python(py`
			import soundfile as sf
			from kittentts import KittenTTS

			model = KittenTTS(${model.id})

			# Each model ships its own set of voices
			print(model.available_voices)
			audio = model.generate("This high quality voice runs without a GPU.", voice=model.available_voices[0])

			sf.write("kittentts.wav", audio, 24000)
			print("Saved kittentts.wav")
		`),
	];
}
