import type { LibraryFacts, PackageFacts } from "./types.js";

const HTRFLOW: PackageFacts = {
	package: "htrflow",
	repository: "AI-Riksarkivet/htrflow",
	release: "0.2.6",
	commit: "d97dbe2638d21ff4e95ef035dcae2da97cd1d796",
	names: {
		"htrflow.pipeline.pipeline": { source: "src/htrflow/pipeline/pipeline.py" },
		"htrflow.pipeline.pipeline.Pipeline": { source: "src/htrflow/pipeline/pipeline.py" },
		"htrflow.pipeline.pipeline.Pipeline.from_config": {
			source: "src/htrflow/pipeline/pipeline.py",
			returns: "htrflow.pipeline.pipeline.Pipeline",
		},
		"htrflow.pipeline.pipeline.Pipeline.run": { source: "src/htrflow/pipeline/pipeline.py" },
		"htrflow.volume.volume": {
			source: "src/htrflow/volume/volume.py (at v0.2.6; later commits on main move it to htrflow.document)",
		},
		"htrflow.volume.volume.Collection": { source: "src/htrflow/volume/volume.py (at v0.2.6)" },
	},
};

export const HTRFLOW_FACTS: LibraryFacts = {
	library: "htrflow",
	packages: [HTRFLOW],
	installs: {
		"htrflow[all,openmmlab]": "pyproject.toml (name = htrflow; extras all, openmmlab)",
		"htrflow[all]": "pyproject.toml (name = htrflow; extra all)",
	},
};
