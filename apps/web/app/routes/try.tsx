import { lazy, Suspense, useEffect, useState } from "react";
import { Link, useLoaderData } from "react-router";
import { TabList, tabPanelProps } from "../components/Tabs";
import type { TryOutput } from "../components/TryOutput";
import type { TryResult } from "../lib/try-model";
import type { TrySnippets } from "../lib/try-snippets";

export function meta() {
	return [
		{ title: "Try your own model · Modelhub" },
		{ name: "description", content: "Paste a model's metadata and see its snippets." },
	];
}

// Build time: the example record the textarea starts with (in the prerendered page's data, not in its code).
export function loader() {
	return {
		example: JSON.stringify(
			{
				id: "openai-community/gpt2",
				pipeline_tag: "text-generation",
				library_name: "transformers",
				tags: ["transformers", "pytorch", "gpt2", "text-generation"],
				transformersInfo: {
					auto_model: "AutoModelForCausalLM",
					pipeline_tag: "text-generation",
					processor: "AutoTokenizer",
				},
			},
			null,
			2,
		),
	};
}

type Mode = "record" | "config";

const ConfigInputs = lazy(() => import("../components/try/ConfigInputs").then((m) => ({ default: m.ConfigInputs })));

/**
 * The snippets module, the YAML parser and the view of the snippets (code blocks with their copy buttons) are loaded on
 * first use, not with the page: the page shows no snippet before they arrive.
 */
let modules:
	| Promise<[typeof import("../lib/try-snippets"), typeof import("yaml"), typeof import("../components/TryOutput")]>
	| undefined;
const loadModules = () => {
	modules ??= Promise.all([import("../lib/try-snippets"), import("yaml"), import("../components/TryOutput")]);
	return modules;
};

export default function Try() {
	const [mode, setMode] = useState<Mode>("record");
	const { example } = useLoaderData<typeof loader>();
	const [json, setJson] = useState(example);
	const [id, setId] = useState("my-org/my-model");
	const [config, setConfig] = useState("");
	const [card, setCard] = useState("");
	const [state, setState] = useState<{ result?: TryResult; snippets?: TrySnippets; Output?: typeof TryOutput }>({});

	useEffect(() => {
		let current = true;
		loadModules().then(([snippetsModule, yaml, view]) => {
			if (!current) return;
			const result =
				mode === "record"
					? snippetsModule.tryRecord(json)
					: snippetsModule.tryConfigAndCard(id, config, card, (text) => yaml.parse(text));
			setState({
				result,
				snippets: result.ok ? snippetsModule.snippetsFor(result.model) : undefined,
				Output: view.TryOutput,
			});
		});
		return () => {
			current = false;
		};
	}, [mode, json, id, config, card]);

	const { result, snippets, Output } = state;
	return (
		<div className="page try">
			<h1>Try your own model</h1>
			<p className="lede">
				Paste your model's metadata and see every snippet the hub would show for it. Everything happens in your browser:
				nothing you paste is sent anywhere. Or browse the <Link to="/models">model catalogue</Link>.
			</p>
			<TabList
				label="Input"
				idPrefix="input"
				items={[
					{ id: "record", label: "Model record (JSON)" },
					{ id: "config", label: "config.json + model card" },
				]}
				selected={mode}
				onSelect={(m) => setMode(m as Mode)}
			/>
			<div {...tabPanelProps("input", mode)} className="try-inputs">
				{mode === "record" ? (
					<label>
						Model record, as the Hub API returns it
						<textarea value={json} onChange={(e) => setJson(e.target.value)} rows={14} spellCheck={false} />
					</label>
				) : (
					<Suspense fallback={<p className="muted">Loading…</p>}>
						<ConfigInputs id={id} config={config} card={card} onId={setId} onConfig={setConfig} onCard={setCard} />
					</Suspense>
				)}
			</div>
			<div aria-live="polite">
				{result && !result.ok ? (
					<p className="try-error" role="alert">
						{result.error}
					</p>
				) : null}
			</div>
			{snippets && Output ? <Output snippets={snippets} /> : null}
		</div>
	);
}
