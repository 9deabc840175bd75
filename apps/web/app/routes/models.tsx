import { useEffect, useRef } from "react";
import { data, Form, Link, redirect, useLoaderData, useNavigation, useRouteError, useSubmit } from "react-router";
import { ErrorPage } from "../components/ErrorPage";
import { ScrollRegion } from "../components/ScrollRegion";
import { formatCount, formatDate, formatParameters } from "../lib/model-facts";
import { modelList } from "../lib/model-list.server";
import { controlCharParam, fromHubNames, readView, SORTS, setFields, viewHref } from "../lib/model-query";
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

const SEARCH_DELAY_MS = 250;

export default function Models() {
	const { view, page, total, menus } = useLoaderData<typeof loader>();
	const submit = useSubmit();
	const navigation = useNavigation();
	const form = useRef<HTMLFormElement>(null);
	const search = useRef<HTMLInputElement>(null);
	const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
	useEffect(() => () => clearTimeout(timer.current), []);
	// A link (clear filters, a tag) changes the search under the box: show it, unless the visitor is typing there.
	useEffect(() => {
		if (search.current && document.activeElement !== search.current) search.current.value = view.q;
	}, [view.q]);
	// Typing searches after a pause, a menu change at once. Each change is a history entry of its own (Back undoes
	// it), except that the pauses within one run of typing replace the entry the run began; the URL carries only the
	// fields that are set.
	const typing = useRef(false);
	const apply = (delay: number, fromTyping: boolean) => {
		clearTimeout(timer.current);
		timer.current = setTimeout(() => {
			if (!form.current) return;
			const replace = fromTyping && typing.current;
			typing.current = fromTyping;
			submit(setFields(form.current), { method: "get", action: "/models", replace, preventScrollReset: true });
		}, delay);
	};
	// Menus set (the sort counts when it is not the default): their panel is open when any is, on a phone too.
	const setFilters = [view.task, view.library, view.license, view.language, view.sort !== "downloads"].filter(
		Boolean,
	).length;
	const hasFilter = Boolean(
		view.q || view.task || view.library || view.license || view.language || view.author || view.tags.length,
	);
	return (
		<div className="page">
			<div className="page-title">
				<h1>Models</h1>
				{/* Publishing one: /new asks a visitor to sign in first. */}
				<Link to="/new">New model</Link>
			</div>
			<Form method="get" action="/models" className="filters" ref={form} role="search" aria-label="Models">
				<label className="grow">
					Search
					<input
						type="search"
						name="q"
						ref={search}
						defaultValue={view.q}
						placeholder="e.g. Llama 3.1"
						onChange={() => apply(SEARCH_DELAY_MS, true)}
						onBlur={() => {
							typing.current = false;
						}}
					/>
				</label>
				<details className="filter-menus" open={setFilters > 0}>
					<summary>Filters and sort{setFilters > 0 ? ` (${setFilters} set)` : ""}</summary>
					<div className="filter-menus-body">
						<label>
							Task
							<select key={view.task} name="task" defaultValue={view.task} onChange={() => apply(0, false)}>
								<option value="">All tasks</option>
								{menus.tasks.map((g) => (
									<optgroup key={g.label} label={g.label}>
										{g.options.map((o) => (
											<option key={o.value} value={o.value}>
												{o.label} ({formatCount(o.count)})
											</option>
										))}
									</optgroup>
								))}
							</select>
						</label>
						{(
							[
								["library", "Library", "All libraries", menus.libraries],
								["license", "License", "Any license", menus.licenses],
								["language", "Language", "Any language", menus.languages],
							] as const
						).map(([name, label, all, options]) => (
							<label key={name}>
								{label}
								<select key={view[name]} name={name} defaultValue={view[name]} onChange={() => apply(0, false)}>
									<option value="">{all}</option>
									{options.map((o) => (
										<option key={o.value} value={o.value}>
											{o.label} ({formatCount(o.count)})
										</option>
									))}
								</select>
							</label>
						))}
						<label>
							Sort
							<select key={view.sort} name="sort" defaultValue={view.sort} onChange={() => apply(0, false)}>
								{SORTS.map(([key, label]) => (
									<option key={key} value={key}>
										{label}
									</option>
								))}
							</select>
						</label>
						{view.author ? <input type="hidden" name="author" value={view.author} /> : null}
						{view.tags.map((t) => (
							<input key={t} type="hidden" name="tag" value={t} />
						))}
						<button type="submit">Apply</button>
					</div>
				</details>
			</Form>
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
			<nav className="pager" aria-label="Pages">
				{page.prevCursor ? (
					<>
						<Link to={viewHref({ ...view, cursor: "", before: "" })}>First page</Link>
						<Link to={viewHref({ ...view, cursor: "", before: page.prevCursor })} rel="prev">
							Previous page
						</Link>
					</>
				) : null}
				{page.nextCursor ? (
					<Link to={viewHref({ ...view, cursor: page.nextCursor, before: "" })} rel="next">
						Next page
					</Link>
				) : null}
			</nav>
		</div>
	);
}
