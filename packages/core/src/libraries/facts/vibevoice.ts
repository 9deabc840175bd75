import type { LibraryFacts, PackageFacts } from "./types.js";

const VIBEVOICE: PackageFacts = {
	package: "vibevoice",
	repository: "microsoft/VibeVoice",
	release: "1.0.0",
	commit: "e73d1e17c3754f046352014856a922f8208fb5d3",
	names: {},
	commands: {
		"python demo/vibevoice_asr_inference_from_file.py": {
			source: "demo/vibevoice_asr_inference_from_file.py (argparse)",
			flags: ["--model_path", "--audio_files"],
		},
		"python demo/realtime_model_inference_from_file.py": {
			source: "demo/realtime_model_inference_from_file.py (argparse)",
			flags: ["--model_path", "--txt_path", "--speaker_name"],
		},
		"python demo/inference_from_file.py": {
			source: "demo/inference_from_file.py, withdrawn from the repository in September 2025 (the snippet says so)",
			flags: ["--model_path", "--txt_path", "--speaker_names"],
		},
	},
};

export const VIBEVOICE_FACTS: LibraryFacts = {
	library: "vibevoice",
	packages: [VIBEVOICE],
	installs: {
		"-e .": "pyproject.toml (name = vibevoice)",
		'-e ".[streamingtts]"': "pyproject.toml (the streamingtts extra)",
		"-e .[streamingtts]": "pyproject.toml (the streamingtts extra)",
		"https://github.com/microsoft/VibeVoice.git": "the repository",
	},
};
