import { lazy, Suspense } from "react";
import { Link } from "react-router";
import type { DatasetPageData } from "../../lib/dataset-page.server";
import { formatCount, formatDate } from "../../lib/model-facts";
import { repoHref, repoTagHref, repoViewHref } from "../../lib/repo-query";
import { GateSection } from "../gate/GateSection";
import { ModelCard } from "../model/ModelCard";
import { RelatedRepos } from "../RelatedRepos";
import { RepoHeader } from "../RepoHeader";
import { DataViewer } from "./DataViewer";
import { UseDataset } from "./UseDataset";

// The file list is its own chunk, as on a model page.
const ModelFiles = lazy(() => import("../model/ModelFiles").then((m) => ({ default: m.ModelFiles })));

/** A dataset's page below its loader: the header, the viewer, snippets, related repositories, files and card. */
export function DatasetView({ d }: { d: DatasetPageData }) {
	const { facts } = d;
	const id = d.dataset.id;
	const rows: [string, React.ReactNode][] = [];
	const link = (href: string, text: string) => (
		<Link key={href} to={href}>
			{text}
		</Link>
	);
	if (facts.prettyName) rows.push(["Name", facts.prettyName]);
	if (facts.task) rows.push(["Task", link(`/tasks/${facts.task.id}`, facts.task.label)]);
	if (facts.size) rows.push(["Size (rows)", link(repoViewHref("dataset", { size: facts.size }), facts.size)]);
	if (facts.formats.length)
		rows.push([
			"Formats",
			facts.formats.map((f, i) => (
				<span key={f}>
					{i ? ", " : ""}
					{link(repoViewHref("dataset", { format: f }), f)}
				</span>
			)),
		]);
	if (facts.modalities.length) rows.push(["Modality", facts.modalities.join(", ")]);
	if (facts.languages.length) rows.push(["Languages", facts.languages.map((l) => l.name).join(", ")]);
	if (facts.license) rows.push(["License", link(repoViewHref("dataset", { license: facts.license }), facts.license)]);
	if (facts.downloads !== null) rows.push(["Downloads", formatCount(facts.downloads)]);
	if (facts.likes !== null) rows.push(["Likes", formatCount(facts.likes)]);
	if (facts.gated) rows.push(["Access", "Gated: its files load after the owners grant access"]);
	if (facts.lastModified)
		rows.push([
			"Last updated",
			<time key="updated" dateTime={facts.lastModified}>
				{formatDate(facts.lastModified)}
			</time>,
		]);
	const trained = d.related.models;
	return (
		<article className="page model">
			<Suspense>
				<RepoHeader
					id={id}
					noun="dataset"
					list={["/datasets", "Datasets"]}
					ownerHref={repoViewHref("dataset", { author: id.split("/")[0] ?? "" })}
					rows={rows}
					tags={d.dataset.tags.map((t) => [t, repoTagHref("dataset", t)])}
					isPrivate={d.dataset.private}
					settingsHref={d.manage ? `${repoHref("dataset", id)}/settings` : undefined}
				/>
				{d.gate ? <GateSection gate={d.gate} manage={d.manage} /> : null}
				{d.viewer ? (
					<DataViewer path={repoHref("dataset", id)} state={d.viewer} />
				) : (
					<section aria-labelledby="viewer">
						<h2 id="viewer">Dataset viewer</h2>
						<p className="muted">
							{d.gatedFiles
								? "The rows are shown to those the owners have granted access to."
								: "This hub holds the dataset's record but not its files: there are no rows to show."}
						</p>
					</section>
				)}
				<UseDataset snippets={d.snippets} />
				<RelatedRepos
					id="trained"
					title="Models trained on this dataset"
					items={trained.map((m) => ({ href: `/${m.id}`, label: m.id, note: m.task }))}
					empty="No stored model names this dataset in its card."
					all={
						d.related.modelTotal.value > trained.length
							? {
									href: `/models?tag=${encodeURIComponent(`dataset:${id}`)}`,
									label: `All ${d.related.modelTotal.exact ? "" : "about "}${d.related.modelTotal.value.toLocaleString("en")} models`,
								}
							: undefined
					}
				/>
				<RelatedRepos
					id="spaces"
					title="Spaces using this dataset"
					items={d.related.spaces.map((s) => ({ href: repoHref("space", s.id), label: s.id, note: s.sdk }))}
					empty="No stored space names this dataset."
				/>
				<Suspense>
					<ModelFiles id={`datasets/${id}`} files={d.files} />
				</Suspense>
				<ModelCard card={d.card} noun="dataset" />
			</Suspense>
		</article>
	);
}
