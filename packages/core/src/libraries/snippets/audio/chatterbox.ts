/**
 * Chatterbox (Resemble AI). The official repositories load with `from_pretrained`, which knows where they live;
 * any other repository (a fine-tune) is downloaded first and loaded from its folder with `from_local`.
 */
import { py, raw } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { withSample } from "../../samples.js";
import type { LibrarySnippetOptions } from "../../types.js";
import { python } from "../common.js";
import { idLower, joinBlocks, pipInstall } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("chatterbox-tts", "soundfile");

const OFFICIAL = "resembleai/chatterbox";
const OFFICIAL_TURBO = "resembleai/chatterbox-turbo";

export function chatterbox(model: ModelRecord, options?: LibrarySnippetOptions): Snippet[] {
	const id = idLower(model);
	const turbo = id === OFFICIAL_TURBO || (id !== OFFICIAL && id.includes("turbo"));
	const cls = raw(turbo ? "ChatterboxTurboTTS" : "ChatterboxTTS");
	const module = raw(turbo ? "chatterbox.tts_turbo" : "chatterbox.tts");
	const load =
		id === OFFICIAL || id === OFFICIAL_TURBO
			? py`
				import soundfile as sf
				from ${module} import ${cls}

				model = ${cls}.from_pretrained(device="cuda")
			`
			: py`
				import soundfile as sf
				from huggingface_hub import snapshot_download
				from ${module} import ${cls}

				model = ${cls}.from_local(snapshot_download(${model.id}), device="cuda")
			`;
	const generate = py`
		text = "Good morning! Today we will walk through the new release, one feature at a time."
		# (written with soundfile: torchaudio.save needs torchcodec since torchaudio 2.9)
		wav = model.generate(text)
		sf.write("chatterbox.wav", wav.squeeze(0).cpu().numpy(), model.sr)
		print("Saved chatterbox.wav")

		# To speak with another voice, give a short clean recording of it
		wav = model.generate(text, audio_prompt_path="reference_voice.wav")
		sf.write("chatterbox-cloned.wav", wav.squeeze(0).cpu().numpy(), model.sr)
		print("Saved chatterbox-cloned.wav")
	`;
	return [
		PIP_INSTALL,
		python(withSample(joinBlocks(load, generate), "reference_voice.wav", "speech", "reference_voice", options)),
	];
}
