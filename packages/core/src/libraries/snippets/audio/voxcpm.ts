/** VoxCPM (OpenBMB): tokenizer-free TTS with voice design and voice cloning. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { python } from "../common.js";
import { pipInstall } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("voxcpm");

export function voxcpm(model: ModelRecord): Snippet[] {
	return [
		PIP_INSTALL,
		python(py`
			import soundfile as sf
			from voxcpm import VoxCPM

			model = VoxCPM.from_pretrained(${model.id})

			# cfg_value: how closely to follow the text; inference_timesteps: quality against speed
			wav = model.generate(
			    text="VoxCPM is a tokenizer-free text-to-speech model.",
			    cfg_value=2.0,
			    inference_timesteps=10,
			)

			# To clone a voice, add prompt_wav_path="reference_voice.wav" and prompt_text (its transcript)
			sf.write("voxcpm.wav", wav, model.tts_model.sample_rate)
			print("Saved voxcpm.wav")
		`),
	];
}
