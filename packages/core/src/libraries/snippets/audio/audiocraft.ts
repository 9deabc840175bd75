/** AudioCraft: MusicGen, AudioGen and MAGNeT checkpoints, told apart by the model's tags. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { fallback, python } from "../common.js";
import { hasAnyTag, joinBlocks, pipInstall } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("audiocraft");

const SAVE = `for idx, one_wav in enumerate(wav):
    # Writes {idx}.wav, normalised to a standard loudness
    audio_write(f"{idx}", one_wav.cpu(), model.sample_rate, strategy="loudness", loudness_compressor=True)
    print(f"Saved {idx}.wav")`;

function musicgen(model: ModelRecord): string {
	return py`
		from audiocraft.data.audio import audio_write
		from audiocraft.models import MusicGen

		model = MusicGen.get_pretrained(${model.id})
		model.set_generation_params(duration=8)  # length of each clip, in seconds

		# One clip of music per description
		descriptions = ["upbeat acoustic folk with hand claps", "slow ambient synth pads", "driving drum and bass"]
		wav = model.generate(descriptions)
	`;
}

function audiogen(model: ModelRecord): string {
	return py`
		from audiocraft.data.audio import audio_write
		from audiocraft.models import AudioGen

		model = AudioGen.get_pretrained(${model.id})
		model.set_generation_params(duration=5)  # a 5-second sound per description

		descriptions = ["rain on a tin roof", "a crowd cheering in a stadium", "an old car engine starting"]
		wav = model.generate(descriptions)
	`;
}

function magnet(model: ModelRecord): string {
	return py`
		from audiocraft.data.audio import audio_write
		from audiocraft.models import MAGNeT

		# MAGNeT fills in all the tokens of a clip in a few parallel passes; the clip length is fixed by the checkpoint
		model = MAGNeT.get_pretrained(${model.id})

		descriptions = ["warm lo-fi piano loop", "cinematic orchestral build-up", "80s synth-pop groove"]
		wav = model.generate(descriptions)
	`;
}

export function audiocraft(model: ModelRecord): Snippet[] {
	const code = hasAnyTag(model, "musicgen")
		? musicgen(model)
		: hasAnyTag(model, "audiogen")
			? audiogen(model)
			: hasAnyTag(model, "magnet")
				? magnet(model)
				: undefined;
	if (!code) return fallback("Type of model unknown.");
	return [PIP_INSTALL, python(joinBlocks(code, SAVE))];
}
