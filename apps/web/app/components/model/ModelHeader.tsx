import { Link } from "react-router";
import { formatCount, formatDate } from "../../lib/model-facts";
import type { ModelPageData } from "../../lib/model-page.server";
import { headerTags } from "../../lib/tags";
import { CopyButton } from "../CopyButton";

/** Where a tag leads in the model list: its task, library, licence, language or plain tag filter. */
export function tagHref(tag: string): string {
	if (tag.startsWith("license:")) return `/models?license=${encodeURIComponent(tag.slice(8))}`;
	return `/models?tag=${encodeURIComponent(tag)}`;
}

export function ModelHeader({ id, facts, tags }: { id: string; facts: ModelPageData["facts"]; tags: string[] }) {
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
	if (facts.downloads !== null) rows.push(["Downloads", formatCount(facts.downloads)]);
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
			<Tags tags={tags} task={facts.task?.id} library={facts.library?.key} />
		</header>
	);
}

/**
 * The tags that matter as chips, the others (regions, model-tree and licence tags, flags, languages) in a list closed
 * by default, whose links are no tab stops until it is opened.
 */
function Tags({ tags, task, library }: { tags: string[]; task?: string; library?: string }) {
	const { shown, rest } = headerTags(tags, { task, library });
	if (tags.length === 0) return null;
	const chip = (t: string) => (
		<li key={t}>
			<Link to={tagHref(t)}>{t}</Link>
		</li>
	);
	return (
		<div className="model-tags">
			{shown.length ? (
				<ul className="chips" aria-label="Tags">
					{shown.map(chip)}
				</ul>
			) : null}
			{rest.length ? (
				<details className="all-tags">
					<summary>
						{shown.length ? `${rest.length} more tag${rest.length === 1 ? "" : "s"}` : `${rest.length} tags`}
					</summary>
					<ul className="chips" aria-label="More tags">
						{rest.map(chip)}
					</ul>
				</details>
			) : null}
		</div>
	);
}
