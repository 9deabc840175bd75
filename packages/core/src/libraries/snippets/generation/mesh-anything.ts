/** MeshAnything: turns a point cloud or a dense mesh into an artist-style mesh of at most 800 faces. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { bash, python } from "../common.js";

export function meshAnything(model: ModelRecord): Snippet[] {
	return [
		bash(
			"# Install MeshAnything (tested with CUDA 11.8 and torch 2.1.1)\ngit clone https://github.com/buaacyw/MeshAnything.git\ncd MeshAnything\npip install -r requirements.txt\npip install flash-attn --no-build-isolation",
		),
		python(py`
			# Run from the root of the MeshAnything repository.
			from argparse import Namespace

			from huggingface_hub import hf_hub_download
			from safetensors.torch import load_file
			from MeshAnything.models.meshanything import MeshAnything

			# The settings main.py uses by default.
			args = Namespace(llm="facebook/opt-350m", codebook_size=8192, codebook_dim=1024, n_max_triangles=800)
			model = MeshAnything(args)
			weights = hf_hub_download(${model.id}, "MeshAnything_350m.pth")
			model.load_state_dict(load_file(weights), strict=True)
			model = model.to("cuda").eval()

			# The model takes point clouds with normals, shape (batch, 4096, 6); main.py shows how to sample them
			# from a mesh (--input_type mesh) and how to turn the output faces into an .obj file.
			print(f"{sum(p.numel() for p in model.parameters()):,} parameters loaded")
		`),
	];
}
