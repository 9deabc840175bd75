import type { LibraryFacts, PackageFacts } from "./types.js";

const ALLENNLP: PackageFacts = {
	package: "allennlp",
	repository: "allenai/allennlp",
	release: "2.10.1",
	commit: "0dc554f975a0130a79a9b43a2cad7a52ed579d7f",
	names: {
		"allennlp.predictors.predictor": { source: "allennlp/predictors/predictor.py" },
		"allennlp.predictors.predictor.Predictor": { source: "allennlp/predictors/predictor.py" },
		"allennlp.predictors.predictor.Predictor.from_path": {
			source: "allennlp/predictors/predictor.py",
			returns: "allennlp.predictors.predictor.Predictor",
		},
		"allennlp.predictors.predictor.Predictor.predict_json": { source: "allennlp/predictors/predictor.py" },
		allennlp_models: {
			source:
				"allenai/allennlp-models: allennlp_models/__init__.py (a separate package, imported for its registrations)",
		},
	},
};

export const ALLENNLP_FACTS: LibraryFacts = {
	library: "allennlp",
	packages: [ALLENNLP],
	installs: {
		allennlp: "setup.py (name=allennlp)",
		"allennlp-models": "allenai/allennlp-models setup.py (name=allennlp_models)",
	},
	support: {
		lastRelease: "allennlp 2.10.1",
		lastPython: "3.10",
		reason: "archived in December 2022; it pins torch<1.13, whose last wheels are for Python 3.10",
		source: "requirements.txt at v2.10.1 (torch>=1.10.0,<1.13.0) and the README's maintenance notice",
	},
};
