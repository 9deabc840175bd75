import { GGUF_LIBRARY_KEY, GGUF_LIBRARY_LABEL, LIBRARIES, LIBRARY_SNIPPETS, TASK_LIBRARIES } from "@modelhub/core";
import { useMemo } from "react";
import { Link, useLoaderData, useRouteError, useSearchParams } from "react-router";
import { ErrorPage } from "../components/ErrorPage";
import { ScrollRegion } from "../components/ScrollRegion";
import { useHydrated } from "../lib/hydrated";
import { samePathNoRevalidate } from "../lib/revalidate";
import { fromStore } from "../lib/store.server";
import type { Route } from "./+types/libraries";

export const shouldRevalidate = samePathNoRevalidate;

export function meta() {
	return [{ title: "Libraries · Modelhub" }, { name: "description", content: "Every model library the hub knows." }];
}

/**
 * Per request (the server caches the rendered page for a minute): the registry joined with the generators, the task
 * table and how many stored models each library has — the store's facet counts, one indexed read, in which a GGUF
 * repository counts under llama.cpp's entry as the store files it.
 */
export async function loader({ context }: Route.LoaderArgs) {
	const facets = await fromStore(context, (s, viewer) => s.models.facets("library_name", viewer, { limit: 10_000 }));
	const counts = new Map(facets.map((f) => [f.value, f.count]));
	const rows = LIBRARIES.map((l) => ({
		key: l.key,
		label: l.prettyLabel,
		repoName: l.repoName,
		repoUrl: l.repoUrl,
		docsUrl: l.docsUrl ?? null,
		filter: l.filter,
		query: l.countDownloads ?? null,
		hasSnippets: l.key in LIBRARY_SNIPPETS,
		tasks: Object.entries(TASK_LIBRARIES)
			.filter(([, libs]) => libs.includes(l.key))
			.map(([task]) => task),
		models: counts.get(l.key) ?? 0,
		// Other names the library goes by on model pages and in the model list: GGUF repositories are filed under
		// llama.cpp's entry as "GGUF (llama.cpp)", and a search for "gguf" must find it.
		alias: l.key === GGUF_LIBRARY_KEY ? GGUF_LIBRARY_LABEL : null,
	}));
	return { rows };
}

export function ErrorBoundary() {
	return <ErrorPage error={useRouteError()} />;
}

type Row = Awaited<ReturnType<typeof loader>>["rows"][number];
type SortKey = "label" | "key" | "filter" | "hasSnippets" | "tasks" | "models";
const COLUMNS: [SortKey, string][] = [
	["label", "Library"],
	["key", "Key"],
	["filter", "Filter"],
	["hasSnippets", "Snippets"],
	["tasks", "Tasks"],
	["models", "Models"],
];

/** Columns a phone leaves out: the library, its key, model count and links stay. */
const SECONDARY = new Set<string>(["filter", "hasSnippets", "tasks"]);

function compare(a: Row, b: Row, key: SortKey): number {
	const x = a[key];
	const y = b[key];
	if (Array.isArray(x) && Array.isArray(y)) return x.length - y.length;
	if (typeof x === "number" && typeof y === "number") return x - y;
	if (typeof x === "boolean" && typeof y === "boolean") return Number(x) - Number(y);
	return String(x).localeCompare(String(y), "en", { sensitivity: "base" });
}

export default function Libraries() {
	const { rows } = useLoaderData<typeof loader>();
	const [params, setParams] = useSearchParams();
	const hydrated = useHydrated();
	const q = hydrated ? (params.get("q") ?? "") : "";
	// The sort order lives in the URL (`sort`, `dir=desc`) so that a link reproduces the view.
	const sortParam = hydrated ? params.get("sort") : null;
	const sort: { key: SortKey; dir: 1 | -1 } = {
		key: COLUMNS.some(([k]) => k === sortParam) ? (sortParam as SortKey) : "label",
		dir: hydrated && params.get("dir") === "desc" ? -1 : 1,
	};
	const setSort = (key: SortKey) => {
		const next = new URLSearchParams(params);
		const dir = sort.key === key && sort.dir === 1 ? "desc" : "asc";
		if (key === "label" && dir === "asc") next.delete("sort");
		else next.set("sort", key);
		if (dir === "desc") next.set("dir", "desc");
		else next.delete("dir");
		setParams(next, { replace: true, preventScrollReset: true });
	};
	const shown = useMemo(() => {
		const needle = q.trim().toLowerCase();
		const hits = needle
			? rows.filter((r) =>
					[r.key, r.label, r.alias ?? "", r.repoName, ...r.tasks].some((s) => s.toLowerCase().includes(needle)),
				)
			: rows;
		return [...hits].sort((a, b) => compare(a, b, sort.key) * sort.dir || a.key.localeCompare(b.key));
	}, [rows, q, sort.key, sort.dir]);
	return (
		<div className="page">
			<h1>Libraries</h1>
			<p className="lede">
				{rows.length} model libraries: where they live, which tasks they serve, and which files count as a download.
			</p>
			<form className="filters" onSubmit={(e) => e.preventDefault()}>
				<label>
					Search libraries
					<input
						type="search"
						value={q}
						placeholder="name, key or task"
						onChange={(e) => {
							const next = new URLSearchParams(params);
							if (e.target.value) next.set("q", e.target.value);
							else next.delete("q");
							setParams(next, { replace: true, preventScrollReset: true });
						}}
					/>
				</label>
			</form>
			<p aria-live="polite" className="muted">
				{shown.length === rows.length ? `${rows.length} libraries` : `${shown.length} of ${rows.length} libraries`}
			</p>
			<ScrollRegion label="Libraries">
				<table className="libraries">
					<thead>
						<tr>
							{COLUMNS.map(([key, label]) => (
								<th
									key={key}
									scope="col"
									className={SECONDARY.has(key) ? "secondary" : undefined}
									aria-sort={sort.key === key ? (sort.dir === 1 ? "ascending" : "descending") : "none"}
								>
									<button type="button" className="sort" onClick={() => setSort(key)}>
										{label}
										<span aria-hidden="true">{sort.key === key ? (sort.dir === 1 ? " ▲" : " ▼") : ""}</span>
									</button>
								</th>
							))}
							<th scope="col">Links</th>
							<th scope="col" className="secondary">
								Download count
							</th>
						</tr>
					</thead>
					<tbody>
						{shown.map((r) => (
							<tr key={r.key} id={`library-${r.key}`}>
								<td>
									{r.label}
									{r.alias ? <div className="muted small">models filed as {r.alias}</div> : null}
								</td>
								<td>
									<code>{r.key}</code>
								</td>
								<td className="secondary">{r.filter ? "yes" : "no"}</td>
								<td className="secondary">{r.hasSnippets ? "yes" : "no"}</td>
								<td className="tasks-cell secondary">{r.tasks.length > 0 ? r.tasks.join(", ") : "—"}</td>
								<td>
									{r.models > 0 ? <Link to={`/models?library=${encodeURIComponent(r.key)}`}>{r.models}</Link> : "0"}
								</td>
								<td>
									<a href={r.repoUrl} rel="noopener" target="_blank">
										{r.repoName}
									</a>
									{r.docsUrl ? (
										<>
											{" · "}
											<a href={r.docsUrl} rel="noopener" target="_blank">
												docs
											</a>
										</>
									) : null}
								</td>
								<td className="secondary">
									{r.query ? <code>{r.query}</code> : <span className="muted">default files</span>}
								</td>
							</tr>
						))}
					</tbody>
				</table>
			</ScrollRegion>
		</div>
	);
}
