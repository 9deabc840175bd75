import { lazy, Suspense } from "react";
import { data, type ShouldRevalidateFunctionArgs, useLoaderData, useRouteError } from "react-router";
import { ErrorPage } from "../components/ErrorPage";
import { ModelTree } from "../components/model/ModelTree";
import { datasetsOf } from "../lib/dataset-links.server";
import { gateOf, mayManage } from "../lib/gate.server";
import { modelPage } from "../lib/model-page.server";
import { samePathNoRevalidate } from "../lib/revalidate";
import { fromStore } from "../lib/store.server";
import type { Route } from "./+types/model";

// The panel is server-rendered with the page; its code is split off and React hydrates it when it arrives, which
// keeps the route's first JavaScript near React's own floor.
const UsePanel = lazy(() => import("../components/UsePanel").then((m) => ({ default: m.UsePanel })));

// The header and the card likewise (both server-rendered: the page reads the same without them).
const ModelCard = lazy(() => import("../components/model/ModelCard").then((m) => ({ default: m.ModelCard })));
const ModelHeader = lazy(() => import("../components/model/ModelHeader").then((m) => ({ default: m.ModelHeader })));
// A gated model's access section (its request form) and the file list likewise.
const GateSection = lazy(() => import("../components/gate/GateSection").then((m) => ({ default: m.GateSection })));
const ModelFiles = lazy(() => import("../components/model/ModelFiles").then((m) => ({ default: m.ModelFiles })));

// The server's router parsed the address into a repository and asked the policy: `context.repo.access` is null for a
// repository that does not exist or that the caller may not see, and both get the same "not found" page.
export async function loader({ params, context }: Route.LoaderArgs) {
	const id = `${params.org}/${params.name}`;
	const access = context.repo?.access;
	const stored = access ? await fromStore(context, (s, viewer) => s.models.page(access.id, viewer)) : undefined;
	if (!stored || !access) {
		// The address as a visitor may have mistyped it, without characters no id holds (a NUL cannot even be searched).
		const missing = id.replace(/[\u0000-\u001f\u007f]/g, "").slice(0, 200);
		const similar = await fromStore(context, (s, viewer) => s.models.similarIds(missing, viewer, 5));
		throw data({ missing, similar }, { status: 404 });
	}
	// A model whose files this hub holds: its snippets and file links download from here (the origin the server chose).
	const hosting = stored.hostsFiles && context.origin ? { hubUrl: context.origin } : undefined;
	const page = await modelPage(stored, hosting);
	// Who is asking matters for a gated model (sign in, ask, the request's status) and for its owners (the requests).
	const gate = await fromStore(context, () => gateOf(context, access, stored.record.cardData));
	// The datasets its card names (tagged `dataset:{id}`): each links to its page when this hub stores it.
	const named = datasetsOf(stored.record);
	const onHub = named.length ? await fromStore(context, (s, viewer) => s.datasets.visibleIds(named, viewer)) : [];
	const datasets = named.map((id) => ({ id, stored: onHub.includes(id) }));
	return {
		...page,
		children: stored.children,
		gate,
		manage: mayManage(context, access),
		private: access.private,
		datasets,
	};
}

// A tab's query asks nothing again; a form that changed something (asking for access, answered by a redirect back to
// this page) does: the page shows where the request stands.
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
	const method = args.formMethod?.toUpperCase();
	return (method !== undefined && method !== "GET") || samePathNoRevalidate(args);
}

export function meta({ data: d }: Route.MetaArgs) {
	if (!d) return [{ title: "Model not found · Modelhub" }];
	return [
		{ title: `${d.model.id} · Modelhub` },
		{ name: "description", content: `How to use ${d.model.id}${d.facts.task ? ` for ${d.facts.task.label}` : ""}.` },
	];
}

export function ErrorBoundary() {
	return <ErrorPage error={useRouteError()} />;
}

export default function ModelPage() {
	const d = useLoaderData<typeof loader>();
	return (
		<article className="page model">
			<Suspense>
				<ModelHeader
					id={d.model.id}
					facts={d.facts}
					tags={d.model.tags ?? []}
					isPrivate={d.private}
					datasets={d.datasets}
				/>
			</Suspense>
			{d.gate ? (
				<Suspense>
					<GateSection gate={d.gate} manage={d.manage} />
				</Suspense>
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
			<ModelTree id={d.model.id} bases={d.bases} built={d.children} />
			<Suspense>
				<ModelFiles id={d.model.id} files={d.files} />
			</Suspense>
			<Suspense>
				<ModelCard card={d.card} />
			</Suspense>
		</article>
	);
}
