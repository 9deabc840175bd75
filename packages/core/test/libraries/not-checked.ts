/**
 * Generators whose snippets are not held to facts yet, with the reason: each has a handful of models on the Hub.
 * The facts test fails for a generator in neither list, so a new generator cannot go unchecked without saying so.
 */
export const NOT_CHECKED: Readonly<Record<string, string>> = {
	colipri:
		"one repository (microsoft/colipri); tried: fetch of microsoft/colipri (no snapshot can be had), find_repos colipri (no such repository), the code search and exact-string search for get_processor/load_sample_ct with ZeroShotImageClassificationPipeline (only transformers' own class); the colipri package (0.1.3 on the package index) cannot be installed from the local wheel index",
	flextab:
		"one repository (SAP/flextab); tried: fetch of SAP-samples/flextab and SAP/flextab (no snapshot can be had), find_repos flextab (only unrelated flextable projects), the code search for FlexTabClassifier/FlexTabRegressor (only SAP's sibling ConTextTab, a different package); not on the package index",
};
