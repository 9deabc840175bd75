import { useEffect, useState } from "react";
import { Link } from "react-router";
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

const EXAMPLE = JSON.stringify(
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
);

type Mode = "record" | "config";

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
	const [json, setJson] = useState(EXAMPLE);
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
					<>
						<label>
							Model id
							<input type="text" value={id} onChange={(e) => setId(e.target.value)} />
						</label>
						<label>
							config.json
							<textarea
								value={config}
								onChange={(e) => setConfig(e.target.value)}
								rows={8}
								spellCheck={false}
								placeholder='{"architectures": ["BertForMaskedLM"]}'
							/>
						</label>
						<label>
							Model card (README.md, or just its YAML front matter)
							<textarea
								value={card}
								onChange={(e) => setCard(e.target.value)}
								rows={8}
								spellCheck={false}
								placeholder={"---\nlibrary_name: transformers\npipeline_tag: fill-mask\n---"}
							/>
						</label>
					</>
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
