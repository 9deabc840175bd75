import type { LibraryFacts, PackageFacts } from "./types.js";

const CHRONOS_FORECASTING: PackageFacts = {
	package: "chronos-forecasting",
	repository: "amazon-science/chronos-forecasting",
	release: "2.3.0",
	commit: "95185d1336e5bfdf50374d44c06ad9e10b303144",
	names: {
		chronos: { source: "src/chronos/__init__.py" },
		"chronos.BaseChronosPipeline": { source: "src/chronos/base.py" },
		"chronos.BaseChronosPipeline.from_pretrained": {
			source: "src/chronos/base.py (**kwargs go to the transformers model's from_pretrained)",
			kwargs: ["device_map"],
			returns: "chronos.BaseChronosPipeline",
		},
		"chronos.BaseChronosPipeline.predict_df": {
			source: "src/chronos/base.py",
			kwargs: ["id_column", "prediction_length", "quantile_levels", "target", "timestamp_column"],
		},
	},
};

export const CHRONOS_FORECASTING_FACTS: LibraryFacts = {
	library: "chronos-forecasting",
	packages: [CHRONOS_FORECASTING],
	installs: {
		"chronos-forecasting": "pyproject.toml (name = chronos-forecasting)",
	},
};
