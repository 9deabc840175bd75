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

			# A scene is a set of triangles with materials, lights and camera poses; the repository's scene tools
			# convert a scene file to these tensors (random ones here, only to show the shapes the pipeline takes).
			triangles_count, views = 1024, 1
			triangles = torch.randn((1, triangles_count, 3, 3), device=device)
			texture = torch.randn((1, triangles_count, 13, 32, 32), device=device)
			mask = torch.ones((1, triangles_count), dtype=torch.bool, device=device)
			vn = torch.randn((1, triangles_count, 3, 3), device=device)
			c2w = torch.randn((1, views, 4, 4), device=device)
			fov = torch.randn((1, views, 1), device=device)

			images = pipeline(
			    triangles=triangles,
			    texture=texture,
			    mask=mask,
			    vn=vn,
			    c2w=c2w,
			    fov=fov,
			    resolution=512,
			    torch_dtype=torch.float16 if device == "cuda" else torch.float32,
			)
			print("Rendered linear HDR images:", images.shape)
		`),
	];
}
