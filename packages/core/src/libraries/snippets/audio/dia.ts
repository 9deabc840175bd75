/** Nari Labs' dialogue TTS models: Dia (`dia-tts`) and the streaming Dia2 (`dia2`). */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { python } from "../common.js";
import { pipInstall } from "./shared.js";

/** The install lines, written once. */
const DIA_INSTALL = pipInstall("git+https://github.com/nari-labs/dia.git");
const DIA2_INSTALL = pipInstall("git+https://github.com/nari-labs/dia2.git");

export function diaTts(model: ModelRecord): Snippet[] {
	return [
		DIA_INSTALL,
		python(py`
			from dia.model import Dia

			model = Dia.from_pretrained(${model.id}, compute_dtype="float16")

			# Each turn starts with a speaker tag, alternating [S1] and [S2]; non-verbal cues go in parentheses
			text = "[S1] Did you hear the news this morning? [S2] No, what happened? [S1] They finally opened the new library downtown. (laughs)"

			# torch.compile speeds up generation on CUDA; leave it off on Apple silicon
			output = model.generate(text, use_torch_compile=False, verbose=True)
			model.save_audio("dia.mp3", output)
			print("Saved dia.mp3")
		`),
	];
}

export function dia2(model: ModelRecord): Snippet[] {
	return [
		DIA2_INSTALL,
		python(py`
			from dia2 import Dia2, GenerationConfig, SamplingConfig

			dia = Dia2.from_repo(${model.id}, device="cuda", dtype="bfloat16")
			config = GenerationConfig(
			    cfg_scale=2.0,
			    audio=SamplingConfig(temperature=0.8, top_k=50),
			    use_cuda_graph=True,
			)

			# Speaker tags [S1] and [S2] mark the turns of the dialogue
			script = "[S1] Are you coming to the concert tonight? [S2] Of course, I already have my ticket."
			result = dia.generate(script, config=config, output_wav="dia2.wav", verbose=True)
			print("Saved dia2.wav")
		`),
	];
}
