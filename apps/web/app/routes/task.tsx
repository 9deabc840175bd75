import { findModel } from "@modelhub/catalog";
import { getPipeline, getTask } from "@modelhub/core";
import { data, Link, useLoaderData } from "react-router";
import { DemoItem } from "../components/Demo";
import { Heading } from "../components/Heading";
import type { Route } from "./+types/task";

export function loader({ params }: Route.LoaderArgs) {
	const task = params.id ? getTask(params.id) : undefined;
	if (!task) throw data(null, { status: 404, statusText: "Not Found" });
	// Only models the hub has a page for are linked: no link on the page leads to a 404.
	const withPages = task.models.filter((m) => findModel(m.id)).map((m) => m.id);
	return { task, modality: getPipeline(task.id)?.modality ?? "other", withPages };
}

export function meta({ data: d }: Route.MetaArgs) {
	if (!d) return [{ title: "Task not found · Modelhub" }];
	return [
		{ title: `${d.task.label} · Tasks · Modelhub` },
		{ name: "description", content: d.task.summary || d.task.label },
	];
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
						{href?.(item.id) ? <Link to={href(item.id) ?? ""}>{item.id}</Link> : <code>{item.id}</code>}
						<span className="muted"> — {item.description}</span>
					</li>
				))}
			</ul>
		</section>
	);
}

export default function TaskPage() {
	const { task, withPages } = useLoaderData<typeof loader>();
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
			<Listing id="datasets" title="Datasets" items={task.datasets} />
			<Listing id="spaces" title="Spaces" items={task.spaces} />
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
