import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { formatCount, formatDate } from "../../lib/model-facts";
import { repoHref, repoTagHref, repoViewHref } from "../../lib/repo-query";
import type { SpacePageData } from "../../lib/space-page.server";
import { GateSection } from "../gate/GateSection";
import { ModelCard } from "../model/ModelCard";
import { RepoHeader } from "../RepoHeader";

// The file list is its own chunk, as on a model page.
const ModelFiles = lazy(() => import("../model/ModelFiles").then((m) => ({ default: m.ModelFiles })));

function Uses({
	title,
	id,
	items,
	href,
}: {
	title: string;
	id: string;
	items: { id: string; stored: boolean }[];
	href: (id: string) => string;
}) {
	return (
		<section aria-labelledby={id}>
			<h2 id={id}>{title}</h2>
			{items.length ? (
				<ul className="related-list">
					{items.map((m) => (
						<li key={m.id}>
							{m.stored ? <Link to={href(m.id)}>{m.id}</Link> : <code>{m.id}</code>}
							{m.stored ? null : <span className="muted"> (not on this hub)</span>}
						</li>
					))}
				</ul>
			) : (
				<p className="muted">Its card names none.</p>
			)}
		</section>
	);
}

/**
 * A space's page below its loader: the header, a note that nothing runs here, a gated space's access, what it uses,
 * files and card.
 */
export function SpaceView({ d }: { d: SpacePageData }) {
	const { facts } = d;
	const id = d.space.id;
	const rows: [string, React.ReactNode][] = [];
	if (facts.title) rows.push(["Title", facts.title]);
	if (facts.sdk)
		rows.push([
			"SDK",
			<Link key="sdk" to={repoViewHref("space", { sdk: facts.sdk.key })}>
				{facts.sdk.label}
			</Link>,
		]);
	if (facts.license)
		rows.push([
			"License",
			<Link key="license" to={repoViewHref("space", { license: facts.license })}>
				{facts.license}
			</Link>,
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
		<article className="page model">
			<Suspense>
				<RepoHeader
					id={id}
					noun="space"
					list={["/spaces", "Spaces"]}
					ownerHref={repoViewHref("space", { author: id.split("/")[0] ?? "" })}
					rows={rows}
					tags={d.space.tags.map((t) => [t, repoTagHref("space", t)])}
					isPrivate={d.space.private}
					settingsHref={d.manage ? `${repoHref("space", id)}/settings` : undefined}
				/>
				<p className="note" role="note">
					{facts.hosted
						? "This hub stores this Space's files and card; it does not run Spaces, so the app itself does not run here."
						: "Modelhub keeps this Space's files and card, but runs no Space runtime: the app itself does not run here."}
					{facts.sdk ? ` To run it, use its ${facts.sdk.label} app from its files on a machine of your own.` : ""}
					{facts.hubStage ? ` (When it was imported, the Hub reported its stage as ${facts.hubStage}.)` : ""}
				</p>
				{d.gate ? <GateSection gate={d.gate} manage={d.manage} /> : null}
				<Uses title="Models it uses" id="models" items={d.models} href={(m) => `/${m}`} />
				<Uses title="Datasets it uses" id="datasets" items={d.datasets} href={(x) => repoHref("dataset", x)} />
				<Suspense>
					<ModelFiles id={`spaces/${id}`} files={d.files} />
				</Suspense>
				<ModelCard card={d.card} noun="space" />
			</Suspense>
		</article>
	);
}
