/** RenderFormer: neural rendering of triangle-mesh scenes with global illumination. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { bash, python } from "../common.js";

export function renderformer(model: ModelRecord): Snippet[] {
	return [
		bash(
			"# Install RenderFormer\ngit clone https://github.com/microsoft/renderformer.git\ncd renderformer\npip install -r requirements.txt",
		),
		python(py`
			import torch
			from renderformer import RenderFormerRenderingPipeline

			pipeline = RenderFormerRenderingPipeline.from_pretrained(${model.id})

			device = "cuda" if torch.cuda.is_available() else "mps" if torch.backends.mps.is_available() else "cpu"
			pipeline.to(torch.device(device))

			# A scene is a set of triangles with materials, lights and camera poses, converted to HDF5 by the
			# repository's scene tools; its inference script renders such a file with this pipeline.
		`),
	];
}
