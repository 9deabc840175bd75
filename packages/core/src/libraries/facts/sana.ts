import type { LibraryFacts, PackageFacts } from "./types.js";

const SANA: PackageFacts = {
	package: "sana",
	repository: "NVlabs/Sana",
	release: "0.0.1",
	commit:
		"dec5433148ece2da070e7cdcc0dbe575d6ddf046; 87d408085e4126b5e5e73e55a5524d086294f58f; 0bb08921d95a19af9f03df91564512ecee0f9a6f; 09cf0ce8b71c814b2a61c252fc95043b34bf0f19",
	note: "the repository snapshot is over the fetch size limit here: app/sana_pipeline.py, tools/download.py, environment_setup.sh and pyproject.toml were read one by one from the search index, at the commits listed in that order (742ef1c5's app/sana_pipeline.py has the same signatures); pyproject.toml names version 0.0.1 and requires Python >=3.10",
	names: {
		app: { source: "app/ (the repository's app folder; the snippet runs from the repository root)" },
		"app.sana_pipeline": { source: "app/sana_pipeline.py" },
		"app.sana_pipeline.SanaPipeline": {
			source:
				"app/sana_pipeline.py (__init__ takes the path of a config file; configs/sana_config/1024ms/Sana_1600M_img1024.yaml is its default)",
			returns: "app.sana_pipeline.SanaPipeline",
		},
		"app.sana_pipeline.SanaPipeline.from_pretrained": {
			source:
				"app/sana_pipeline.py (from_pretrained(model_path) → tools/download.py find_model, which resolves hf:// paths with sana.tools.hf_download_or_fpath)",
		},
		"app.sana_pipeline.SanaPipeline.__call__": {
			source: "app/sana_pipeline.py (an nn.Module: forward)",
			kwargs: [
				"prompt",
				"height",
				"width",
				"negative_prompt",
				"num_inference_steps",
				"guidance_scale",
				"pag_guidance_scale",
				"num_images_per_prompt",
				"generator",
				"latents",
			],
		},
		torchvision: { source: "pyproject.toml (torchvision==0.23.0 is a dependency)" },
		"torchvision.utils": { source: "torchvision/utils.py" },
		"torchvision.utils.save_image": {
			source: "torchvision/utils.py (save_image: **kwargs go to make_grid)",
			kwargs: ["nrow", "normalize", "value_range"],
		},
	},
	commands: {
		"bash ./environment_setup.sh": {
			source: "environment_setup.sh (its one argument names the conda environment it creates, with Python 3.10)",
			flags: [],
		},
	},
};

export const SANA_FACTS: LibraryFacts = {
	library: "sana",
	packages: [SANA],
	installs: {
		"https://github.com/NVlabs/Sana.git": "the repository",
	},
};
