/** stable-audio-tools (Stability AI): text-conditioned latent diffusion for music and sound. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { python } from "../common.js";
import { pipInstall } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("stable-audio-tools", "soundfile");

export function stableAudioTools(model: ModelRecord): Snippet[] {
	return [
		PIP_INSTALL,
		python(py`
			import soundfile as sf
			import torch
			from einops import rearrange
			from stable_audio_tools import get_pretrained_model
			from stable_audio_tools.inference.generation import generate_diffusion_cond

			device = "cuda" if torch.cuda.is_available() else "cpu"

			model, model_config = get_pretrained_model(${model.id})
			sample_rate = model_config["sample_rate"]
			sample_size = model_config["sample_size"]
			model = model.to(device)

			# The prompt, plus timing conditioning: where the clip starts and how long it lasts, in seconds
			conditioning = [{"prompt": "Relaxed jazz trio with brushed drums, 90 BPM", "seconds_start": 0, "seconds_total": 30}]

			output = generate_diffusion_cond(
			    model,
			    steps=100,
			    cfg_scale=7,
			    conditioning=conditioning,
			    sample_size=sample_size,
			    sigma_min=0.3,
			    sigma_max=500,
			    sampler_type="dpmpp-3m-sde",
			    device=device,
			)

			# Join the batch into one stereo track, peak-normalise it and write 16-bit audio
			output = rearrange(output, "b d n -> d (b n)")
			output = output.to(torch.float32).div(torch.max(torch.abs(output))).clamp(-1, 1).mul(32767).to(torch.int16).cpu()
			sf.write("stable_audio.wav", output.numpy().T, sample_rate)
			print("Saved stable_audio.wav")
		`),
	];
}
