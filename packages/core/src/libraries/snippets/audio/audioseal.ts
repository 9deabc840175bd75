/** AudioSeal: an audio watermark generator and its detector, loaded by their model-card names. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { withSample } from "../../samples.js";
import type { LibrarySnippetOptions } from "../../types.js";
import { python } from "../common.js";
import { pipInstall } from "./shared.js";

/** The snippet code, which depends on nothing of the record: the sample it reads comes from the hub, if any. */
const code = (options?: LibrarySnippetOptions): Snippet =>
	python(
		withSample(
			py`
	import soundfile as sf
	import torch
	import torchaudio.functional as F
	from audioseal import AudioSeal

	generator = AudioSeal.load_generator("audioseal_wm_16bits")
	detector = AudioSeal.load_detector("audioseal_detector_16bits")

	# The models work on 16 kHz audio shaped (batch, channels, samples)
	# (torchaudio.load needs torchcodec since torchaudio 2.9: the file is read with soundfile)
	data, sr = sf.read("speech.wav", dtype="float32", always_2d=True)
	wav = F.resample(torch.from_numpy(data.T), sr, 16000).unsqueeze(0)

	watermark = generator.get_watermark(wav, 16000)
	watermarked = wav + watermark

	# Probability that the audio carries a watermark, and the 16-bit message hidden in it
	score, message = detector.detect_watermark(watermarked, 16000)
	print(score, message)
`,
			"speech.wav",
			"speech",
			"audio_path",
			options,
		),
	);

/** The snippet for the public Hub, written once and frozen: the same object for every caller. */
const PUBLIC_CODE = Object.freeze(code());

/** The install line, written once. */
const PIP_INSTALL = pipInstall("audioseal", "torchaudio", "soundfile");

// The package resolves these card names to the checkpoints of the facebook/audioseal repository itself.
export function audioseal(_model?: ModelRecord, options?: LibrarySnippetOptions): Snippet[] {
	return [PIP_INSTALL, options?.hubUrl ? code(options) : PUBLIC_CODE];
}
