import { Link } from "react-router";
import { SearchBox } from "../components/SearchBox";

export function meta() {
	return [
		{ title: "Modelhub: find a model, copy code that works" },
		{ name: "description", content: "Browse machine-learning models by task and copy working code for them." },
	];
}

const SECTIONS: [string, string, string][] = [
	["/tasks", "Tasks", "What models can do, grouped by modality, with demos, datasets, metrics and models per task."],
	["/models", "Models", "The catalogue of models with ready-to-copy usage snippets and inference calls."],
	["/libraries", "Libraries", "Every model library the hub knows: repository, docs and how downloads are counted."],
	[
		"/quantization",
		"Quantization",
		"GGUF quantization formats explained, a size estimator and a local file inspector.",
	],
	["/docs/transformers/tr/index", "Documentation", "The Turkish index page of the transformers documentation."],
	["/try", "Try your own model", "Paste a model's metadata and see every snippet the hub would show for it."],
];

export default function Home() {
	return (
		<div className="page home">
			<h1>Find a model. Copy code that works.</h1>
			<p className="lede">
				Modelhub lets you browse machine-learning models by task and copy a correct, ready-to-run snippet for each one,
				in the library and client you use.
			</p>
			<SearchBox />
			<ul className="card-grid">
				{SECTIONS.map(([to, title, text]) => (
					<li key={to} className="card">
						<Link to={to} prefetch="intent">
							<h2>{title}</h2>
							<p>{text}</p>
						</Link>
					</li>
				))}
			</ul>
		</div>
	);
}
