import { Link } from "react-router";
import { formatCount, formatDate, formatParameters } from "../../lib/model-facts";
import type { ModelPageData } from "../../lib/model-page.server";
import { RepoHeader } from "../RepoHeader";

/** Where a tag leads in the model list: its task, library, licence, language or plain tag filter. */
export function tagHref(tag: string, storedDatasets: readonly string[] = []): string {
	// A dataset this hub stores leads to its page rather than to the models trained on it.
	if (tag.startsWith("dataset:") && storedDatasets.includes(tag.slice(8))) return `/datasets/${tag.slice(8)}`;
	if (tag.startsWith("license:")) return `/models?license=${encodeURIComponent(tag.slice(8))}`;
	return `/models?tag=${encodeURIComponent(tag)}`;
}

export function ModelHeader({
	id,
	facts,
	tags,
	isPrivate = false,
	datasets = [],
}: {
	id: string;
	facts: ModelPageData["facts"];
	tags: string[];
	/** A private model, shown only to its owner, its organization's members and admins: said so by its title. */
	isPrivate?: boolean;
	/** The datasets its card names; those this hub stores link to their pages. */
	datasets?: { id: string; stored: boolean }[];
}) {
	const [owner] = id.split("/");
	const stored = datasets.filter((x) => x.stored).map((x) => x.id);
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
	if (datasets.length)
		rows.push([
			datasets.length === 1 ? "Dataset" : "Datasets",
			datasets.map((x, i) => (
				<span key={x.id}>
					{i ? ", " : ""}
					{x.stored ? <Link to={`/datasets/${x.id}`}>{x.id}</Link> : x.id}
				</span>
			)),
		]);
	if (facts.parameters !== null) rows.push(["Parameters", formatParameters(facts.parameters)]);
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
		<RepoHeader
			id={id}
			noun="model"
			list={["/models", "Models"]}
			ownerHref={`/models?author=${encodeURIComponent(owner ?? "")}`}
			rows={rows}
			tags={tags.map((t) => [t, tagHref(t, stored)])}
			isPrivate={isPrivate}
		/>
	);
}
