import { Link } from "react-router";
import type { FactRow } from "../../lib/fact-rows";
import type { ModelPageData } from "../../lib/model-page.server";
import { RepoHeader } from "../RepoHeader";
import { FactList } from "./FactList";

/** Where a tag leads in the model list: its task, library, licence, language or plain tag filter. */
export function tagHref(tag: string): string {
	if (tag.startsWith("license:")) return `/models?license=${encodeURIComponent(tag.slice(8))}`;
	return `/models?tag=${encodeURIComponent(tag)}`;
}

export function ModelHeader({
	id,
	rows,
	tags,
	isPrivate = false,
	manage = false,
}: {
	id: string;
	/** Task, library, downloads, likes, last update (made on the server: `headerRows`). */
	rows: FactRow[];
	/** The tags that matter, and the rest (chosen on the server: `headerTags`). */
	tags: ModelPageData["tags"];
	/** A private model, shown only to its owner, its organization's members and admins: said so by its title. */
	isPrivate?: boolean;
	/** Whether the caller may manage the model: its settings are then linked. */
	manage?: boolean;
}) {
	const [owner] = id.split("/");
	return (
		<RepoHeader
			id={id}
			noun="model"
			list={["/models", "Models"]}
			ownerHref={`/models?author=${encodeURIComponent(owner ?? "")}`}
			isPrivate={isPrivate}
			settingsHref={manage ? `/${id}/settings` : undefined}
		>
			<FactList rows={rows} />
			<Tags shown={tags.shown} rest={tags.rest} />
		</RepoHeader>
	);
}

/**
 * The tags that matter as chips, the others (regions, model-tree and licence tags, flags, languages) in a list closed
 * by default, whose links are no tab stops until it is opened.
 */
function Tags({ shown, rest }: { shown: string[]; rest: string[] }) {
	if (shown.length + rest.length === 0) return null;
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
