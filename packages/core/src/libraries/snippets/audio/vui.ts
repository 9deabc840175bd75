/**
 * vui (Fluxions): small conversational speech models. The original checkpoints load through `vui.legacy`, which
 * reads a checkpoint file by name (Vui.BASE, Vui.COHOST, Vui.ABRAHAM) and decodes with a 22.05 kHz codec.
 */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { python } from "../common.js";
import { pipInstall } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("git+https://github.com/fluxions-ai/vui", "soundfile");

export function vui(model: ModelRecord): Snippet[] {
	return [
		PIP_INSTALL,
		python(py`
			import soundfile as sf
			from huggingface_hub import hf_hub_download
			from vui.legacy import Vui, render

			# The two-speaker checkpoint; Vui.BASE and Vui.ABRAHAM are the other released files
			checkpoint = hf_hub_download(${model.id}, Vui.COHOST)
			model = Vui.from_pretrained(checkpoint).eval()

			waveform = render(model, "So I finally tried that new coffee place, and honestly, it was way better than I expected.")

			# vui writes its audio at 22050 Hz
			sf.write("vui.wav", waveform[0].cpu().numpy().T, 22050)
			print("Saved vui.wav")
		`),
	];
}
