/** Zonos (Zyphra): multilingual TTS conditioned on a speaker embedding taken from a short recording. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { withSample } from "../../samples.js";
import type { LibrarySnippetOptions } from "../../types.js";
import { python } from "../common.js";
import { install } from "./shared.js";

/** The install line, written once. */
const INSTALL = install(
	"# Zonos phonemizes text with eSpeak (brew install espeak-ng on macOS)",
	"apt install -y espeak-ng",
	"git clone https://github.com/Zyphra/Zonos.git && cd Zonos",
	"pip install -e . soundfile",
);

export function zonos(model: ModelRecord, options?: LibrarySnippetOptions): Snippet[] {
	return [
		INSTALL,
		python(
			withSample(
				py`
			import soundfile as sf
			import torch
			from zonos.conditioning import make_cond_dict
			from zonos.model import Zonos
			from zonos.utils import DEFAULT_DEVICE as device

			model = Zonos.from_pretrained(${model.id}, device=device)

			# The reference speaker clip: 5 to 10 seconds of clean speech from the voice to reproduce
			# (read with soundfile: torchaudio.load needs torchcodec since torchaudio 2.9)
			data, sampling_rate = sf.read("reference_voice.wav", dtype="float32", always_2d=True)
			wav = torch.from_numpy(data.T)
			speaker = model.make_speaker_embedding(wav, sampling_rate)

			cond_dict = make_cond_dict(text="The train to the airport leaves every fifteen minutes.", speaker=speaker, language="en-us")
			conditioning = model.prepare_conditioning(cond_dict)

			codes = model.generate(conditioning)
			wavs = model.autoencoder.decode(codes).cpu()
			sf.write("zonos.wav", wavs[0].numpy().T, model.autoencoder.sampling_rate)
			print("Saved zonos.wav")
		`,
				"reference_voice.wav",
				"speech",
				"reference_voice",
				options,
			),
		),
	];
}
