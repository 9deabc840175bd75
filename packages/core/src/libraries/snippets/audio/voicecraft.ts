/** VoiceCraft: speech editing and zero-shot TTS; the model code is imported from a clone of the repository. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { python } from "../common.js";
import { install } from "./shared.js";

/** The install line, written once. */
const INSTALL = install(
	"# Set up the environment described in the README (audiocraft, phonemizer with espeak-ng, ...)",
	"git clone https://github.com/jasonppy/VoiceCraft.git && cd VoiceCraft",
);

export function voicecraft(model: ModelRecord): Snippet[] {
	return [
		INSTALL,
		python(py`
			import torch
			from models import voicecraft

			device = "cuda" if torch.cuda.is_available() else "cpu"

			model = voicecraft.VoiceCraft.from_pretrained(${model.id})
			model.to(device)

			# The phoneme vocabulary and the settings the model was trained with
			phn2num = model.args.phn2num
			config = vars(model.args)
			print(f"{len(phn2num)} phonemes", config)

			# Synthesis also needs the Encodec codec and a text tokenizer; inference_tts.ipynb in the repository
			# walks through a full text-to-speech or speech-editing run
		`),
	];
}
