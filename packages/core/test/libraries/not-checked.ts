/**
 * Generators whose snippets are not held to facts yet, with the reason: each has a handful of models on the Hub.
 * The facts test fails for a generator in neither list, so a new generator cannot go unchecked without saying so.
 */
export const NOT_CHECKED: Readonly<Record<string, string>> = {
	colipri:
		"one repository (microsoft/colipri), whose package source lives in that Hub repository (src/colipri/, as a listing of a duplicate's first commit shows), not on GitHub; tried: fetch of microsoft/colipri (no snapshot can be had), find_repos colipri (none), the code search for get_processor/load_sample_ct/ZeroShotImageClassificationPipeline; the exact-string search finds a file defining load_sample_ct but gives no repository, path or commit to cite; the colipri package (0.1.3 on the package index) cannot be installed from the local wheel index",
	flextab:
		"one repository (SAP/flextab); tried: fetch of SAP-samples/flextab and SAP/flextab (no snapshot can be had), find_repos flextab (only unrelated flextable projects), the code search for FlexTabClassifier/FlexTabRegressor (only SAP's sibling ConTextTab, a different package); not on the package index",
};
