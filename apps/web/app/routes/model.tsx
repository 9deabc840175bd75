import { findModel } from "@modelhub/catalog";
import { getInferenceSnippets, getLibrary, getPipeline, hasTag, INFERENCE_PROVIDERS } from "@modelhub/core";
import { lazy, Suspense } from "react";
import { data, Link, useLoaderData } from "react-router";
import { libraryTabs } from "../lib/applicable.server";
import { samePathNoRevalidate } from "../lib/revalidate";
import type { Route } from "./+types/model";

// The panel is prerendered with the page; its code is split off and React hydrates it when it arrives, which keeps
// the route's first JavaScript near React's own floor.
const UsePanel = lazy(() => import("../components/UsePanel").then((m) => ({ default: m.UsePanel })));

/** The providers that serve this model's kind of call, the default first. */
function providersFor(task: string | undefined, conversational: boolean): string[] {
	return Object.entries(INFERENCE_PROVIDERS)
		.filter(([, info]) =>
			conversational ? Boolean(info.chatBase) || info.routedOnly : task ? task in info.tasks : false,
		)
		.map(([name]) => name);
}

export async function loader({ params }: Route.LoaderArgs) {
	const model = findModel(`${params.org}/${params.name}`);
	if (!model) throw data(null, { status: 404, statusText: "Not Found" });
	const conversational = hasTag(model, "conversational");
	const providers = providersFor(model.pipeline_tag, conversational);
	const write = (streaming: boolean) => {
		try {
			return providers[0] ? getInferenceSnippets(model, { provider: providers[0], streaming }) : [];
		} catch {
			return [];
		}
	};
	return {
		model,
		task: model.pipeline_tag
			? { id: model.pipeline_tag, label: getPipeline(model.pipeline_tag)?.label ?? model.pipeline_tag }
			: null,
		library: model.library_name
			? { key: model.library_name, label: getLibrary(model.library_name)?.prettyLabel ?? model.library_name }
			: null,
		libraries: await libraryTabs(model),
		providers,
		conversational,
		prerendered: { plain: write(false), ...(conversational ? { stream: write(true) } : {}) },
	};
}

export const shouldRevalidate = samePathNoRevalidate;

export function meta({ data: d }: Route.MetaArgs) {
	if (!d) return [{ title: "Model not found · Modelhub" }];
	return [
		{ title: `${d.model.id} · Modelhub` },
		{ name: "description", content: `How to use ${d.model.id}${d.task ? ` for ${d.task.label}` : ""}.` },
	];
}

export default function ModelPage() {
	const d = useLoaderData<typeof loader>();
	return (
		<article className="page model">
			<p className="breadcrumb">
				<Link to="/models">Models</Link> / {d.model.id}
			</p>
			<h1>{d.model.id}</h1>
			<dl className="facts">
				{d.task ? (
					<>
						<dt>Task</dt>
						<dd>
							<Link to={`/tasks/${d.task.id}`}>{d.task.label}</Link>
						</dd>
					</>
				) : null}
				{d.library ? (
					<>
						<dt>Library</dt>
						<dd>
							<Link to={`/libraries?q=${encodeURIComponent(d.library.key)}`}>{d.library.label}</Link>
						</dd>
					</>
				) : null}
			</dl>
			{d.model.tags?.length ? (
				<ul className="chips" aria-label="Tags">
					{d.model.tags.map((t) => (
						<li key={t} className="chip">
							{t}
						</li>
					))}
				</ul>
			) : null}
			<Suspense>
				<UsePanel
					model={d.model}
					libraries={d.libraries}
					providers={d.providers}
					conversational={d.conversational}
					prerendered={d.prerendered}
				/>
			</Suspense>
		</article>
	);
}
