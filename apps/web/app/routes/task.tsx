import { getPipeline, getTask } from "@modelhub/core";
import { data, Link, useLoaderData } from "react-router";
import { DemoItem } from "../components/Demo";
import { Heading } from "../components/Heading";
import { fromStore } from "../lib/store.server";
import type { Route } from "./+types/task";

export async function loader({ params, context }: Route.LoaderArgs) {
	const task = params.id ? getTask(params.id) : undefined;
	if (!task) throw data(null, { status: 404, statusText: "Not Found" });
	// Only repositories in the store are linked to their pages here: no link on the page leads to a 404. The stored
	// datasets of the task are those tagged with it (`task_categories:`), its spaces those tagged with its id.
	const datasetTag = [`task_categories:${task.id}`];
	const spaceTag = [task.id];
	const [withPages, total, datasetPages, spacePages, datasets, datasetTotal, spaces, spaceTotal] = await fromStore(
		context,
		(s, viewer) =>
			Promise.all([
				s.models.visibleIds(
					task.models.map((m) => m.id),
					viewer,
				),
				s.models.count({ pipelineTag: task.id }, viewer),
				s.datasets.visibleIds(
					task.datasets.map((d) => d.id),
					viewer,
				),
				s.spaces.visibleIds(
					task.spaces.map((d) => d.id),
					viewer,
				),
				s.datasets.list({ tags: datasetTag, limit: STORED_SHOWN }, viewer),
				s.datasets.count({ tags: datasetTag }, viewer),
				s.spaces.list({ tags: spaceTag, limit: STORED_SHOWN }, viewer),
				s.spaces.count({ tags: spaceTag }, viewer),
			]),
	);
	return {
		task,
		modality: getPipeline(task.id)?.modality ?? "other",
		withPages,
		total,
		datasetPages,
		spacePages,
		stored: {
			datasets: { ids: datasets.items.map((d) => d.id), total: datasetTotal },
			spaces: { ids: spaces.items.map((d) => d.id), total: spaceTotal },
		},
	};
}

/** Stored datasets and spaces of the task listed on its page (the rest are a "browse all" link away). */
const STORED_SHOWN = 10;

export function meta({ data: d }: Route.MetaArgs) {
	if (!d) return [{ title: "Task not found · Modelhub" }];
	return [
		{ title: `${d.task.label} · Tasks · Modelhub` },
		{ name: "description", content: d.task.summary || d.task.label },
	];
}

/** An entry's link: inside the hub by client navigation, elsewhere (datasets, spaces) as a plain link. */
function ListingLink({ id, href }: { id: string; href: string | undefined }) {
	if (!href) return <code>{id}</code>;
	if (/^https:/.test(href)) return <a href={href}>{id}</a>;
	return <Link to={href}>{id}</Link>;
}

function Listing({
	id,
	title,
	items,
	href,
}: {
	id: string;
	title: string;
	items: readonly { id: string; description: string }[];
	href?: (id: string) => string | undefined;
}) {
	if (items.length === 0) return null;
	return (
		<section aria-labelledby={id}>
			<Heading id={id}>{title}</Heading>
			<ul className="listing">
				{items.map((item) => (
					<li key={item.id}>
						<ListingLink id={item.id} href={href?.(item.id)} />
						<span className="muted"> — {item.description}</span>
					</li>
				))}
			</ul>
		</section>
	);
}

/** The task's datasets or spaces in this hub's store (beyond the curated ones above), and a link to them all. */
function StoredOfTask({
	kind,
	ids,
	total,
	browse,
	heading,
}: {
	kind: "datasets" | "spaces";
	ids: string[];
	total: { value: number; exact: boolean };
	browse: string;
	/** Set when the task names none of its own (its section then has no heading yet). */
	heading: boolean;
}) {
	if (total.value === 0) return null;
	return (
		<>
			{heading ? <Heading id={kind}>{kind === "datasets" ? "Datasets" : "Spaces"}</Heading> : null}
			{ids.length ? (
				<ul className="listing" aria-label={`${kind === "datasets" ? "Datasets" : "Spaces"} in this hub`}>
					{ids.map((id) => (
						<li key={id}>
							<Link to={`/${kind}/${id}`}>{id}</Link>
						</li>
					))}
				</ul>
			) : null}
			<p>
				<Link to={browse}>
					Browse all {total.exact ? "" : "about "}
					{total.value.toLocaleString("en")} {total.value === 1 ? kind.slice(0, -1) : kind} for this task
				</Link>
			</p>
		</>
	);
}

export default function TaskPage() {
	const { task, withPages, total, datasetPages, spacePages, stored } = useLoaderData<typeof loader>();
	return (
		<article className="page task">
			<p className="breadcrumb">
				<Link to="/tasks">Tasks</Link> / {task.label}
			</p>
			<h1>{task.label}</h1>
			{task.isPlaceholder ? (
				<p className="muted">This task has no page content yet: it needs a contributor.</p>
			) : (
				<p className="lede">{task.summary}</p>
			)}
			{task.demo.inputs.length + task.demo.outputs.length > 0 ? (
				<section aria-labelledby="demo">
					<Heading id="demo">Demo</Heading>
					<div className="demo">
						<div className="demo-col">
							<h3>Inputs</h3>
							{task.demo.inputs.map((e, i) => (
								// biome-ignore lint/suspicious/noArrayIndexKey: demo entries are positional
								<DemoItem key={i} entry={e} />
							))}
						</div>
						<div className="demo-arrow" aria-hidden="true">
							→ <span>{task.label} model</span> →
						</div>
						<div className="demo-col">
							<h3>Outputs</h3>
							{task.demo.outputs.map((e, i) => (
								// biome-ignore lint/suspicious/noArrayIndexKey: demo entries are positional
								<DemoItem key={i} entry={e} />
							))}
						</div>
					</div>
				</section>
			) : null}
			{task.libraries.length > 0 ? (
				<section aria-labelledby="libraries">
					<Heading id="libraries">Compatible libraries</Heading>
					<ul className="chips">
						{task.libraries.map((l) => (
							<li key={l}>
								<Link to={`/libraries?q=${encodeURIComponent(l)}`}>{l}</Link>
							</li>
						))}
					</ul>
				</section>
			) : null}
			<Listing
				id="models"
				title="Models"
				items={task.models}
				href={(id) => (withPages.includes(id) ? `/${id}` : undefined)}
			/>
			{total.value > 0 ? (
				<p>
					<Link to={`/models?task=${encodeURIComponent(task.id)}`}>
						Browse all {total.exact ? "" : "about "}
						{total.value.toLocaleString("en")} models for this task
					</Link>
				</p>
			) : null}
			<Listing
				id="datasets"
				title="Datasets"
				items={task.datasets}
				href={(id) => (datasetPages.includes(id) ? `/datasets/${id}` : `https://huggingface.co/datasets/${id}`)}
			/>
			<StoredOfTask
				kind="datasets"
				ids={stored.datasets.ids.filter((id) => !task.datasets.some((d) => d.id === id))}
				total={stored.datasets.total}
				browse={`/datasets?task=${encodeURIComponent(task.id)}`}
				heading={task.datasets.length === 0}
			/>
			<Listing
				id="spaces"
				title="Spaces"
				items={task.spaces}
				href={(id) => (spacePages.includes(id) ? `/spaces/${id}` : `https://huggingface.co/spaces/${id}`)}
			/>
			<StoredOfTask
				kind="spaces"
				ids={stored.spaces.ids.filter((id) => !task.spaces.some((d) => d.id === id))}
				total={stored.spaces.total}
				browse={`/spaces?tag=${encodeURIComponent(task.id)}`}
				heading={task.spaces.length === 0}
			/>
			<Listing id="metrics" title="Metrics" items={task.metrics} />
			{task.youtubeId ? (
				<section aria-labelledby="video">
					<Heading id="video">Video</Heading>
					<p>
						<a href={`https://www.youtube.com/watch?v=${task.youtubeId}`} rel="noopener" target="_blank">
							Watch an introduction to {task.label} (YouTube, opens in a new tab)
						</a>
					</p>
				</section>
			) : null}
		</article>
	);
}
