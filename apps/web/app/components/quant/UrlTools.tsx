import { useSearchParams } from "react-router";
import { useHydrated } from "../../lib/hydrated";
import { GgufInspector } from "./GgufInspector";
import { SizeEstimator } from "./SizeEstimator";

const DEFAULT_PARAMETERS = "8B";
const DEFAULT_BUDGET = "16";

/** Writes one of the estimator's values to the URL (a default is left out), replacing the history entry. */
function useUrlValue() {
	const [params, setParams] = useSearchParams();
	return (key: string, value: string, fallback: string) => {
		const next = new URLSearchParams(params);
		if (value === fallback) next.delete(key);
		else next.set(key, value);
		setParams(next, { replace: true, preventScrollReset: true });
	};
}

/**
 * The size estimator with its values in the URL. It reads the URL itself, rather than taking it from the page as
 * props: a prerendered part still waiting for its code must not be given new props while the page hydrates (React
 * would then drop its server HTML and show nothing until the code arrives, shifting the page).
 */
export function UrlSizeEstimator() {
	const [params] = useSearchParams();
	const update = useUrlValue();
	// The prerendered HTML shows the defaults; a shared link's values apply once the page is hydrated.
	const hydrated = useHydrated();
	return (
		<SizeEstimator
			parameters={hydrated ? (params.get("params") ?? DEFAULT_PARAMETERS) : DEFAULT_PARAMETERS}
			budget={hydrated ? (params.get("budget") ?? DEFAULT_BUDGET) : DEFAULT_BUDGET}
			onParametersChange={(text) => update("params", text, DEFAULT_PARAMETERS)}
			onBudgetChange={(text) => update("budget", text, DEFAULT_BUDGET)}
		/>
	);
}

/** The GGUF inspector; a file's parameter count goes to the estimator through the URL. */
export function UrlGgufInspector() {
	const update = useUrlValue();
	return (
		<GgufInspector
			onParameters={(count) => {
				update("params", String(count), DEFAULT_PARAMETERS);
				document.getElementById("estimate")?.scrollIntoView();
			}}
		/>
	);
}
