import { Link } from "react-router";
import { formatCount, formatDate, formatParameters } from "../../lib/model-facts";
import type { ModelPageData } from "../../lib/model-page.server";
import { CopyButton } from "../CopyButton";

/** Where a tag leads in the model list: its task, library, licence, language or plain tag filter. */
export function tagHref(tag: string): string {
	if (tag.startsWith("license:")) return `/models?license=${encodeURIComponent(tag.slice(8))}`;
	return `/models?tag=${encodeURIComponent(tag)}`;
}

export function ModelHeader({
	id,
	facts,
	tags,
	isPrivate = false,
	chart,
}: {
	id: string;
	facts: ModelPageData["facts"];
	tags: string[];
	/** A private model, shown only to its owner, its organization's members and admins: said so by its title. */
	isPrivate?: boolean;
	/**
	 * A hosted model's downloads per day (an SVG written on the server, with its text alternative): its figure is then
	 * its last 30 days, the one lists sort by.
	 */
	chart?: string | undefined;
}) {
	const [owner, name] = id.split("/");
	const rows: [string, React.ReactNode][] = [];
	if (facts.task)
		rows.push([
			"Task",
			<Link key="task" to={`/tasks/${facts.task.id}`}>
				{facts.task.label}
			</Link>,
		]);
	if (facts.library)
		rows.push([
			"Library",
			facts.library.known ? (
				<Link key="library" to={`/libraries?q=${encodeURIComponent(facts.library.key)}#library-${facts.library.key}`}>
					{facts.library.label}
				</Link>
			) : (
				facts.library.label
			),
		]);
	if (facts.license)
		rows.push([
			"License",
			<Link key="license" to={`/models?license=${encodeURIComponent(facts.license)}`}>
				{facts.license}
			</Link>,
		]);
	if (facts.parameters !== null) rows.push(["Parameters", formatParameters(facts.parameters)]);
	if (facts.downloads !== null)
		rows.push([
			chart ? "Downloads last 30 days" : "Downloads",
			<>
				{formatCount(facts.downloads)}
				{/* biome-ignore lint/security/noDangerouslySetInnerHtml: numbers only, written on the server (downloads-chart.server.ts) */}
				{chart ? <span className="chart" dangerouslySetInnerHTML={{ __html: chart }} /> : null}
			</>,
		]);
	if (facts.likes !== null) rows.push(["Likes", formatCount(facts.likes)]);
	if (facts.lastModified)
		rows.push([
			"Last updated",
			<time key="updated" dateTime={facts.lastModified}>
				{formatDate(facts.lastModified)}
			</time>,
		]);
	return (
		<header className="model-header">
			<p className="breadcrumb">
				<Link to="/models">Models</Link> / <Link to={`/models?author=${encodeURIComponent(owner ?? "")}`}>{owner}</Link>
			</p>
			<div className="model-title">
				<h1>
					<span className="muted">{owner}/</span>
					{name}
				</h1>
				{isPrivate ? (
					<span className="chip private-badge">
						Private
						<span className="visually-hidden">
							{" "}
							model: only its owner, its organization's members and admins see it
						</span>
					</span>
				) : null}
				<CopyButton text={id} label="Copy model id" doneLabel="Model id copied" />
			</div>
			<dl className="facts">
				{rows.map(([label, value]) => (
					<div key={label}>
						<dt>{label}</dt>
						<dd>{value}</dd>
					</div>
				))}
			</dl>
			{tags.length ? (
				<ul className="chips" aria-label="Tags">
					{tags.map((t) => (
						<li key={t}>
							<Link to={tagHref(t)}>{t}</Link>
						</li>
					))}
				</ul>
			) : null}
		</header>
	);
}
