/**
 * Sana checkpoints (.pth) load through the SanaPipeline of the NVlabs/Sana repository, which builds the model from
 * a config file of that repository and reads the weights from an hf:// path.
 */
import { py, pyCode } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { bash, python } from "../common.js";
import { shortName, widgetText } from "./shared.js";

const DEFAULT_PROMPT = pyCode('a cyberpunk cat holding a neon sign that reads "Sana"');

export function sana(model: ModelRecord): Snippet[] {
	// Sana repositories keep their weights at checkpoints/<repository name>.pth.
	const checkpoint = `hf://${model.id}/checkpoints/${shortName(model)}.pth`;
	return [
		bash(
			"# The pipeline and its configs live in the Sana repository\ngit clone https://github.com/NVlabs/Sana.git\ncd Sana\nbash ./environment_setup.sh sana",
		),
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
			sana.from_pretrained(${checkpoint})

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
		`),
	];
}
