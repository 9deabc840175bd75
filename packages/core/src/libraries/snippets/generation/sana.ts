/**
 * Sana checkpoints (.pth) load through the SanaPipeline of the NVlabs/Sana repository, which builds the model from
 * a config file of that repository and reads the weights from an hf:// path.
 */
import { py, pyCode } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { install, python } from "../common.js";
import { shortName, widgetText } from "./shared.js";

const SETUP = install(
	"# The pipeline and its configs live in the Sana repository",
	"git clone https://github.com/NVlabs/Sana.git",
	"cd Sana",
	"bash ./environment_setup.sh sana",
);

const DEFAULT_PROMPT = pyCode('a cyberpunk cat holding a neon sign that reads "Sana"');

// Sana repositories keep their weights at checkpoints/<repository name>.pth.
export function sana(model: ModelRecord): Snippet[] {
	return [
		SETUP,
		python(py`
			# Run from the root of the Sana repository.
			import torch
			from app.sana_pipeline import SanaPipeline
			from torchvision.utils import save_image

			device = torch.device("cuda:0" if torch.cuda.is_available() else "cpu")
			generator = torch.Generator(device=device).manual_seed(42)

			# Pick the config under configs/ that matches this checkpoint's size and resolution.
			sana = SanaPipeline("configs/sana_config/1024ms/Sana_1600M_img1024.yaml")
			# If the repository names its weights differently, adjust the file name after checkpoints/.
			sana.from_pretrained(${`hf://${model.id}/checkpoints/${shortName(model)}.pth`})

			image = sana(
			    prompt=${widgetText(model) ?? DEFAULT_PROMPT},
			    height=1024,
			    width=1024,
			    guidance_scale=5.0,
			    pag_guidance_scale=2.0,
			    num_inference_steps=18,
			    generator=generator,
			)
			save_image(image, "sana.png", nrow=1, normalize=True, value_range=(-1, 1))
			print("Saved sana.png")
		`),
	];
}
