/**
 * Qwen3-TTS: three model families with their own generate method, named in the repository: CustomVoice (built-in
 * speakers), VoiceDesign (a voice described in words) and Base (cloning a voice from a recording; the default).
 */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { withSample } from "../../samples.js";
import type { LibrarySnippetOptions } from "../../types.js";
import { python } from "../common.js";
import { idOf, joinBlocks, pipInstall } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("qwen-tts");

function generate(model: ModelRecord): string {
	const id = idOf(model);
	if (/customvoice/i.test(id)) {
		return py`
			# Built-in speakers: model.get_supported_speakers(); instruct (optional) steers the delivery
			wavs, sr = model.generate_custom_voice(
			    text="The meeting has moved to three o'clock, see you there.",
			    language="English",
			    speaker="Ryan",
			    instruct="Cheerful and relaxed.",
			)
		`;
	}
	if (/voicedesign/i.test(id)) {
		return py`
			# The voice is described in plain words
			wavs, sr = model.generate_voice_design(
			    text="Welcome aboard. Please keep your seat belt fastened while seated.",
			    language="English",
			    instruct="A calm, low-pitched middle-aged male voice, speaking slowly and clearly.",
			)
		`;
	}
	return py`
		# The voice to clone: a short recording and its exact transcript
		wavs, sr = model.generate_voice_clone(
		    text="This sentence is spoken in the cloned voice.",
		    language="English",
		    ref_audio="reference_voice.wav",
		    ref_text="The exact words spoken in the reference recording.",
		)
	`;
}

export function qwen3Tts(model: ModelRecord, options?: LibrarySnippetOptions): Snippet[] {
	const load = py`
		import soundfile as sf
		import torch
		from qwen_tts import Qwen3TTSModel

		model = Qwen3TTSModel.from_pretrained(${model.id}, device_map="cuda:0", dtype=torch.bfloat16)
	`;
	const code = joinBlocks(
		load,
		generate(model),
		'sf.write("qwen3_tts.wav", wavs[0], sr)\nprint("Saved qwen3_tts.wav")',
	);
	return [PIP_INSTALL, python(withSample(code, "reference_voice.wav", "speech", "reference_voice", options))];
}
