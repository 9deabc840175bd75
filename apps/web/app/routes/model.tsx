import { lazy, Suspense } from "react";
import { data, type ShouldRevalidateFunctionArgs, useLoaderData, useRouteError } from "react-router";
import { ErrorPage } from "../components/ErrorPage";
import { linkStoredDatasets } from "../lib/dataset-links.server";
import { downloadsChart } from "../lib/downloads-chart.server";
import { headerRows } from "../lib/fact-rows";
import { filesHtml } from "../lib/files-html.server";
import { gateOf, mayManage } from "../lib/gate.server";
import { modelPage } from "../lib/model-page.server";
import { samePathNoRevalidate } from "../lib/revalidate";
import { fromStore } from "../lib/store.server";
import { mayWrite } from "../lib/write.server";
import type { Route } from "./+types/model";

// The panel is server-rendered with the page; its code is split off and React hydrates it when it arrives, which
// keeps the route's first JavaScript near React's own floor.
const UsePanel = lazy(() => import("../components/UsePanel").then((m) => ({ default: m.UsePanel })));

// Its header, a gated model's access section (its request form), its tree, its card and its side panel likewise
// (server-rendered: the page reads the same before their code arrives, and without JavaScript).
const ModelHeader = lazy(() => import("../components/model/ModelHeader").then((m) => ({ default: m.ModelHeader })));
const ModelTree = lazy(() => import("../components/model/ModelTree").then((m) => ({ default: m.ModelTree })));
const ModelCard = lazy(() => import("../components/model/ModelCard").then((m) => ({ default: m.ModelCard })));
const CardFactsPanel = lazy(() =>
	import("../components/model/CardFactsPanel").then((m) => ({ default: m.CardFactsPanel })),
);
const GateSection = lazy(() => import("../components/gate/GateSection").then((m) => ({ default: m.GateSection })));

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
	// Only a base model this hub holds gets a link to its page here (the others would be 404s).
	const held = new Set(
		await fromStore(context, (s, viewer) => s.models.visibleIds(page.bases.map((b) => b.id).slice(0, 50), viewer)),
	);
	const bases = page.bases.map((b) => ({ ...b, stored: held.has(b.id) }));
	// Who is asking matters for a gated model (sign in, ask, the request's status) and for its owners (the requests).
	const gate = await fromStore(context, () => gateOf(context, access, stored.record.cardData));
	// The datasets its card names (the side panel's): each links to its page here when this hub stores it.
	const cardRows = await linkStoredDatasets(context, page.cardRows);
	// A hosted model: its downloads are its last 30 days, drawn per day, and the store's figure (the one lists sort by:
	// counting moves it without a new version of the record, so not the cached page's); its file list links its history
	// and offers its writers uploading, deleting and editing the card.
	const { headerFacts, filesInput, ...shown } = page;
	const hostedParts = stored.hostsFiles
		? {
				headerRows: headerRows(
					{ ...headerFacts, downloads: typeof stored.record.downloads === "number" ? stored.record.downloads : 0 },
					downloadsChart(await fromStore(context, (s) => s.downloads.series({ type: "model", id: access.id }))),
				),
				filesHtml: filesHtml(access.id, filesInput, { hosted: true, write: mayWrite(context.caller, access) }),
			}
		: {};
	return {
		...shown,
		...hostedParts,
		bases,
		children: stored.children,
		gate,
		manage: mayManage(context, access),
		private: access.private,
		cardRows,
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
				<ModelHeader id={d.model.id} rows={d.headerRows} tags={d.tags} isPrivate={d.private} manage={d.manage} />
			</Suspense>
			{d.gate ? (
				<Suspense>
					<GateSection gate={d.gate} manage={d.manage} />
				</Suspense>
			) : null}
			<div className="model-body">
				<div className="model-main">
					<Suspense>
						<UsePanel
							model={d.model}
							libraries={d.libraries}
							providers={d.providers}
							notHosted={d.notHosted}
							conversational={d.conversational}
							prerendered={d.prerendered}
						/>
					</Suspense>
					<Suspense>
						<ModelTree id={d.model.id} bases={d.bases} built={d.children} />
					</Suspense>
					{d.filesHtml ? (
						// biome-ignore lint/security/noDangerouslySetInnerHtml: React's own markup of the files section, made on the server (files-html.server.tsx)
						<div className="model-files" dangerouslySetInnerHTML={{ __html: d.filesHtml }} />
					) : null}
					<Suspense>
						<ModelCard id={d.model.id} card={d.card} hostsFiles={d.hostsFiles} />
					</Suspense>
				</div>
				<Suspense>
					<CardFactsPanel rows={d.cardRows} />
				</Suspense>
			</div>
		</article>
	);
}
