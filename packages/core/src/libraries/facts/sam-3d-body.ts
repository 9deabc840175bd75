import type { LibraryFacts, PackageFacts } from "./types.js";

const SAM_3D_BODY: PackageFacts = {
	package: "sam-3d-body",
	repository: "facebookresearch/sam-3d-body",
	release: "1.0",
	commit: "b5c765a0d89d789985e186d396315e7590887b94",
	note: "the repository declares no version",
	names: {
		"notebook.utils": { source: "notebook/utils.py" },
		"notebook.utils.setup_sam_3d_body": { source: "notebook/utils.py", kwargs: ["hf_repo_id"] },
		"tools.vis_utils": { source: "tools/vis_utils.py" },
		"tools.vis_utils.visualize_sample_together": { source: "tools/vis_utils.py" },
	},
};

export const SAM_3D_BODY_FACTS: LibraryFacts = {
	library: "sam-3d-body",
	packages: [SAM_3D_BODY],
	installs: {
		"https://github.com/facebookresearch/sam-3d-body.git": "the repository",
	},
};
