import { TRANSFORMERS } from "./shared/transformers.js";
import type { LibraryFacts, PackageFacts } from "./types.js";

const ADAPTERS: PackageFacts = {
	package: "adapters",
	repository: "adapter-hub/adapters",
	release: "1.2.0",
	commit: "88f18ebd6c127f0e0ddf7c76cb84b37a39b82c12",
	names: {
		adapters: { source: "src/adapters/__init__.py" },
		"adapters.AutoAdapterModel": { source: "src/adapters/models/auto/adapter_model.py" },
		"adapters.AutoAdapterModel.__call__": { source: "src/adapters/model_mixin.py (the loaded model, a torch module)" },
		"adapters.AutoAdapterModel.from_pretrained": {
			source: "src/adapters/models/auto/adapter_model.py (a transformers _BaseAutoModelClass)",
			returns: "adapters.AutoAdapterModel",
		},
		"adapters.AutoAdapterModel.load_adapter": {
			source: "src/adapters/model_mixin.py (ModelAdaptersMixin.load_adapter)",
			kwargs: ["set_active"],
		},
	},
};

export const ADAPTER_TRANSFORMERS_FACTS: LibraryFacts = {
	library: "adapter-transformers",
	packages: [ADAPTERS, TRANSFORMERS],
	installs: {
		adapters: "setup.py (name=adapters)",
	},
};
