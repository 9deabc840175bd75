import { data, Link, redirect, useLoaderData, useNavigation, useRouteError } from "react-router";
import { CatalogueFilters } from "../components/catalogue/CatalogueFilters";
import { Pager } from "../components/catalogue/Pager";
import { ErrorPage } from "../components/ErrorPage";
import { ScrollRegion } from "../components/ScrollRegion";
import { formatCount, formatDate, formatParameters } from "../lib/model-facts";
import { modelList } from "../lib/model-list.server";
import { controlCharParam, fromHubNames, readView, SORTS, viewHref } from "../lib/model-query";
import { fromStore } from "../lib/store.server";
import type { Route } from "./+types/models";

export async function loader({ request, context }: Route.LoaderArgs) {
	const params = new URL(request.url).searchParams;
	// A Hub list URL with its host changed: sent on to the same list under this page's names.
	const hubUrl = fromHubNames(params);
	if (hubUrl !== undefined) throw redirect(hubUrl, 301);
	const bad = controlCharParam(params);
	if (bad !== undefined) throw data({ badQuery: `${bad.slice(0, 40)} holds a control character` }, { status: 400 });
	const view = readView(params);
	// A plain GET form (without JavaScript) sends every field, empty ones too: answer with the same list's clean URL.
	if ([...params.values()].some((v) => v.trim() === "")) throw redirect(viewHref(view), 302);
	const list = await fromStore(context, (store, viewer) => modelList(store, viewer, view));
	return { view, ...list };
}

export function meta({ data: d }: Route.MetaArgs) {
	const q = d?.view.q;
	return [
		{ title: q ? `Models matching “${q}” · Modelhub` : "Models · Modelhub" },
		{ name: "description", content: "Search the model catalogue by name, task, library, licence and language." },
	];
}

export function ErrorBoundary() {
	return <ErrorPage error={useRouteError()} />;
}

export default function Models() {
	const { view, page, total, menus } = useLoaderData<typeof loader>();
	const navigation = useNavigation();
	const hasFilter = Boolean(
		view.q || view.task || view.library || view.license || view.language || view.author || view.tags.length,
	);
	const hidden: [string, string][] = [
		...(view.author ? ([["author", view.author]] as [string, string][]) : []),
		...view.tags.map((t): [string, string] => ["tag", t]),
	];
	return (
		<div className="page">
			<div className="page-title">
				<h1>Models</h1>
				{/* Publishing one: /new asks a visitor to sign in first. */}
				<Link to="/new">New model</Link>
			</div>
			<CatalogueFilters
				action="/models"
				label="Models"
				q={view.q}
				placeholder="e.g. Llama 3.1"
				menus={[
					{ name: "task", label: "Task", all: "All tasks", value: view.task, groups: menus.tasks },
					{ name: "library", label: "Library", all: "All libraries", value: view.library, options: menus.libraries },
					{ name: "license", label: "License", all: "Any license", value: view.license, options: menus.licenses },
					{ name: "language", label: "Language", all: "Any language", value: view.language, options: menus.languages },
				]}
				sort={view.sort}
				sorts={SORTS}
				hidden={hidden}
			/>
			<p aria-live="polite" className="muted result-count">
				{total.exact ? "" : "about "}
				{total.value.toLocaleString("en")} model{total.value === 1 ? "" : "s"}
				{view.author ? ` by ${view.author}` : ""}
				{view.tags.length ? ` tagged ${view.tags.join(", ")}` : ""}
				{navigation.state === "loading" ? " · updating…" : ""}
				{hasFilter ? (
					<>
						{" · "}
						<Link to="/models">clear all filters</Link>
					</>
				) : null}
			</p>
			{page.models.length ? (
				<ScrollRegion label="Matching models">
					<table className="model-table">
						<thead>
							<tr>
								<th scope="col">Model</th>
								<th scope="col">Task</th>
								<th scope="col">Library</th>
								<th scope="col" className="num">
									Parameters
								</th>
								<th scope="col" className="num">
									Downloads
								</th>
								<th scope="col" className="num">
									Likes
								</th>
								<th scope="col">Updated</th>
							</tr>
						</thead>
						<tbody>
							{page.models.map((m) => (
								<tr key={m.id}>
									<th scope="row">
										<Link to={`/${m.id}`} prefetch="intent">
											{m.id}
										</Link>
									</th>
									<td data-label="Task">{m.task ?? "—"}</td>
									<td data-label="Library">{m.library_name ?? "—"}</td>
									<td className="num" data-label="Parameters" data-empty={m.parameters ? undefined : ""}>
										{m.parameters ? formatParameters(m.parameters) : "—"}
									</td>
									<td className="num" data-label="Downloads">
										{formatCount(m.downloads)}
									</td>
									<td className="num" data-label="Likes">
										{formatCount(m.likes)}
									</td>
									<td data-label="Updated" data-empty={m.lastModified ? undefined : ""}>
										{m.lastModified ? formatDate(m.lastModified) : "—"}
									</td>
								</tr>
							))}
						</tbody>
					</table>
				</ScrollRegion>
			) : (
				<p>No model matches. Try fewer words or filters.</p>
			)}
			<Pager
				first={page.prevCursor ? viewHref({ ...view, cursor: "", before: "" }) : undefined}
				prev={page.prevCursor ? viewHref({ ...view, cursor: "", before: page.prevCursor }) : undefined}
				next={page.nextCursor ? viewHref({ ...view, cursor: page.nextCursor, before: "" }) : undefined}
			/>
		</div>
	);
}
