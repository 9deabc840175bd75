import type { LibraryFacts, PackageFacts } from "./types.js";

const STABLE_AUDIO_TOOLS: PackageFacts = {
	package: "stable-audio-tools",
	repository: "Stability-AI/stable-audio-tools",
	release: "0.0.19",
	commit: "50049e379e2fe8e35bffc99e57f23ade1c3471b7",
	names: {
		stable_audio_tools: { source: "stable_audio_tools/__init__.py" },
		"stable_audio_tools.Model.to": { source: "a torch nn.Module" },
		"stable_audio_tools.get_pretrained_model": {
			source: "stable_audio_tools/models/pretrained.py (exported by __init__.py)",
			returns: ["stable_audio_tools.Model", null],
		},
		"stable_audio_tools.inference.generation": { source: "stable_audio_tools/inference/generation.py" },
		"stable_audio_tools.inference.generation.generate_diffusion_cond": {
			source:
				"stable_audio_tools/inference/generation.py (sampler settings go through **sampler_kwargs to k-diffusion)",
			kwargs: ["steps", "cfg_scale", "conditioning", "sample_size", "sigma_min", "sigma_max", "sampler_type", "device"],
		},
	},
};

export const STABLE_AUDIO_TOOLS_FACTS: LibraryFacts = {
	library: "stable-audio-tools",
	packages: [STABLE_AUDIO_TOOLS],
	installs: {
		"stable-audio-tools": "setup.py (name=stable-audio-tools)",
		soundfile: "soundfile",
	},
};
