import type { LibraryFacts, PackageFacts } from "./types.js";

const RENDERFORMER: PackageFacts = {
	package: "renderformer",
	repository: "microsoft/renderformer",
	release: "1.0",
	commit: "5b0b18f61de8fdc4a2c1caa0675181f3d88c90d6",
	note: "the repository declares no version: 1.0 is its SIGGRAPH release",
	names: {
		renderformer: { source: "renderformer/__init__.py" },
		"renderformer.RenderFormerRenderingPipeline": { source: "renderformer/pipelines/rendering_pipeline.py" },
		"renderformer.RenderFormerRenderingPipeline.__call__": {
			source: "renderformer/pipelines/rendering_pipeline.py (__call__ is render())",
			kwargs: "any",
		},
		"renderformer.RenderFormerRenderingPipeline.from_pretrained": {
			source: "renderformer/pipelines/rendering_pipeline.py",
			returns: "renderformer.RenderFormerRenderingPipeline",
		},
		"renderformer.RenderFormerRenderingPipeline.to": { source: "renderformer/pipelines/rendering_pipeline.py" },
	},
};

export const RENDERFORMER_FACTS: LibraryFacts = {
	library: "renderformer",
	packages: [RENDERFORMER],
	installs: {
		"-r requirements.txt": "requirements.txt of the renderformer repository",
		"https://github.com/microsoft/renderformer.git": "the repository",
	},
};
