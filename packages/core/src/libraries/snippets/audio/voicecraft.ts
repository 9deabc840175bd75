/** VoiceCraft: speech editing and zero-shot TTS; the model code is imported from a clone of the repository. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { python } from "../common.js";
import { install } from "./shared.js";

/** The install line, written once. */
const INSTALL = install(
	"# VoiceCraft has had no release; its README sets it up on Python 3.9 with torch 2.0.1, whose wheels stop at",
	"# Python 3.11: use a Python 3.9 to 3.11 environment as the README describes (audiocraft, phonemizer with espeak-ng, ...)",
	"git clone https://github.com/jasonppy/VoiceCraft.git && cd VoiceCraft",
);

export function voicecraft(model: ModelRecord): Snippet[] {
	return [
		INSTALL,
		python(py`
			# Run from the root of the VoiceCraft clone.
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
