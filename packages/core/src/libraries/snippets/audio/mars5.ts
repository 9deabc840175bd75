/** MARS5 (CAMB.AI): voice-cloning TTS; its inference code is run from a clone of the GitHub repository. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { withSample } from "../../samples.js";
import type { LibrarySnippetOptions } from "../../types.js";
import { python } from "../common.js";
import { install } from "./shared.js";

/** The install line, written once. */
const INSTALL = install(
	"git clone https://github.com/Camb-ai/MARS5-TTS.git && cd MARS5-TTS",
	"pip install -U torch torchaudio librosa vocos encodec huggingface_hub soundfile",
);

export function mars5Tts(model: ModelRecord, options?: LibrarySnippetOptions): Snippet[] {
	return [
		INSTALL,
		python(
			withSample(
				py`
			import librosa
			import soundfile as sf
			import torch
			from inference import InferenceConfig, Mars5TTS

			mars5 = Mars5TTS.from_pretrained(${model.id})

			# The voice to clone: a clean recording of 1 to 12 seconds, at the model's sample rate
			wav, _ = librosa.load("reference_voice.wav", sr=mars5.sr, mono=True)
			ref_transcript = "The exact words spoken in the reference recording."

			# A deep clone uses the transcript for a closer match; it is slower than a shallow clone
			cfg = InferenceConfig(deep_clone=True, rep_penalty_window=100, top_k=100, temperature=0.7, freq_penalty=3)
			text = "Thanks for calling, how can I help you today?"
			ar_codes, output_audio = mars5.tts(text, torch.from_numpy(wav), ref_transcript, cfg=cfg)

			sf.write("mars5.wav", output_audio.cpu().numpy(), mars5.sr)
			print("Saved mars5.wav")
		`,
				"reference_voice.wav",
				"speech",
				"reference_voice",
				options,
			),
		),
	];
}
