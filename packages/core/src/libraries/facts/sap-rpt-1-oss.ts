import { HUGGINGFACE_HUB } from "./shared/huggingface-hub.js";
import type { LibraryFacts, PackageFacts } from "./types.js";

const SAP_RPT_OSS: PackageFacts = {
	package: "sap_rpt_oss",
	repository: "SAP-samples/sap-rpt-1-oss",
	release: "1.1.2",
	commit: "4310453f3bbb9c9c403b029e966565e7fe652d97",
	names: {
		sap_rpt_oss: { source: "sap_rpt_oss/__init__.py" },
		"sap_rpt_oss.SAP_RPT_OSS_Classifier": {
			source: "sap_rpt_oss/rpt.py (SAP_RPT_OSS_Estimator.__init__)",
			kwargs: ["max_context_size", "bagging"],
		},
		"sap_rpt_oss.SAP_RPT_OSS_Classifier.fit": { source: "sap_rpt_oss/rpt.py (SAP_RPT_OSS_Estimator.fit)" },
		"sap_rpt_oss.SAP_RPT_OSS_Classifier.predict": { source: "sap_rpt_oss/rpt.py" },
		"sap_rpt_oss.SAP_RPT_OSS_Regressor": {
			source: "sap_rpt_oss/rpt.py (SAP_RPT_OSS_Estimator.__init__)",
			kwargs: ["max_context_size", "bagging"],
		},
		"sap_rpt_oss.SAP_RPT_OSS_Regressor.fit": { source: "sap_rpt_oss/rpt.py (SAP_RPT_OSS_Estimator.fit)" },
		"sap_rpt_oss.SAP_RPT_OSS_Regressor.predict": { source: "sap_rpt_oss/rpt.py" },
	},
};

export const SAP_RPT_1_OSS_FACTS: LibraryFacts = {
	library: "sap-rpt-1-oss",
	packages: [SAP_RPT_OSS, HUGGINGFACE_HUB],
	installs: {
		"git+https://github.com/SAP-samples/sap-rpt-1-oss": "setup.py (name=sap_rpt_oss)",
	},
};
