import type { ReactNode } from "react";
import { Link } from "react-router";
import type { CardFacts } from "../../lib/card-facts";
import { formatBytes, formatParameters } from "../../lib/model-facts";
import { ExternalLink, PUBLIC_HUB } from "../ExternalLink";

/**
 * The card's metadata as facts beside the card: licence, languages, datasets, parameters, tensor types and size.
 * Each links where this hub can take it further (the model list filtered by it, a dataset's public page).
 */
export function CardFactsPanel({ facts }: { facts: CardFacts }) {
	const rows: [string, ReactNode][] = [];
	if (facts.license)
		rows.push([
			"License",
			<Link key="license" to={`/models?license=${encodeURIComponent(facts.license)}`}>
				{facts.license}
			</Link>,
		]);
	if (facts.languages.length)
		rows.push([
			facts.languages.length === 1 ? "Language" : "Languages",
			<ul key="languages" className="inline-list">
				{facts.languages.map((l) => (
					<li key={l.code}>
						<Link to={`/models?language=${encodeURIComponent(l.code)}`}>{l.name}</Link>
					</li>
				))}
			</ul>,
		]);
	if (facts.datasets.length)
		rows.push([
			facts.datasets.length === 1 ? "Dataset" : "Datasets",
			<ul key="datasets" className="inline-list">
				{facts.datasets.map((d) => (
					<li key={d}>
						{/^[\w.-]+(\/[\w.-]+)?$/.test(d) ? (
							<ExternalLink href={`${PUBLIC_HUB}/datasets/${d}`}>{d}</ExternalLink>
						) : (
							d
						)}
					</li>
				))}
			</ul>,
		]);
	if (facts.parameters !== null) rows.push(["Parameters", formatParameters(facts.parameters)]);
	if (facts.tensorTypes.length) rows.push(["Tensor types", facts.tensorTypes.join(", ")]);
	if (facts.size !== null) rows.push(["Size", formatBytes(facts.size)]);
	if (rows.length === 0) return null;
	return (
		<aside className="card-facts" aria-labelledby="card-facts">
			<h2 id="card-facts">About this model</h2>
			<dl className="facts">
				{rows.map(([label, value]) => (
					<div key={label}>
						<dt>{label}</dt>
						<dd>{value}</dd>
					</div>
				))}
			</dl>
		</aside>
	);
}
