import { loadCatalog } from "@modelhub/catalog";
import { getPipeline, LIBRARIES } from "@modelhub/core";
import { useMemo } from "react";
import { Link, useLoaderData, useSearchParams } from "react-router";
import { useHydrated } from "../lib/hydrated";
import { samePathNoRevalidate } from "../lib/revalidate";

export const shouldRevalidate = samePathNoRevalidate;

export function meta() {
	return [
		{ title: "Models · Modelhub" },
		{ name: "description", content: "The model catalogue, filterable by task and library." },
	];
}

// Build time: only what the list needs (id, task, library) goes into the page's data.
export function loader() {
	const models = loadCatalog().map((m) => ({ id: m.id, task: m.pipeline_tag ?? "", library: m.library_name ?? "" }));
	const filterLibraries = new Set(LIBRARIES.filter((l) => l.filter).map((l) => l.key));
	const tasks = [...new Set(models.map((m) => m.task).filter(Boolean))]
		.sort()
		.map((id) => ({ id, label: getPipeline(id)?.label ?? id }));
	const libraries = LIBRARIES.filter((l) => filterLibraries.has(l.key) && models.some((m) => m.library === l.key)).map(
		(l) => ({
			key: l.key,
			label: l.prettyLabel,
		}),
	);
	return { models, tasks, libraries, filterLibraries: [...filterLibraries] };
}

export default function Models() {
	const { models, tasks, libraries, filterLibraries } = useLoaderData<typeof loader>();
	const [params, setParams] = useSearchParams();
	// The prerendered HTML shows the unfiltered list; the URL's filters apply once the page is hydrated.
	const hydrated = useHydrated();
	const task = hydrated ? (params.get("task") ?? "") : "";
	const library = hydrated ? (params.get("library") ?? "") : "";
	const q = hydrated ? (params.get("q") ?? "") : "";
	const shown = useMemo(() => {
		const filters = new Set(filterLibraries);
		const needle = q.trim().toLowerCase();
		return models.filter(
			(m) =>
				(!task || m.task === task) &&
				(!library || (library === "other" ? !filters.has(m.library) : m.library === library)) &&
				(!needle || m.id.toLowerCase().includes(needle)),
		);
	}, [models, filterLibraries, task, library, q]);
	const update = (key: string, value: string) => {
		const next = new URLSearchParams(params);
		if (value) next.set(key, value);
		else next.delete(key);
		setParams(next, { replace: true, preventScrollReset: true });
	};
	return (
		<div className="page">
			<h1>Models</h1>
			<p className="lede">
				{models.length} models with ready-to-copy code. Have your own? <Link to="/try">Try your model's metadata</Link>.
			</p>
			<form className="filters" onSubmit={(e) => e.preventDefault()}>
				<label>
					Task
					<select value={task} onChange={(e) => update("task", e.target.value)}>
						<option value="">All tasks</option>
						{tasks.map((t) => (
							<option key={t.id} value={t.id}>
								{t.label}
							</option>
						))}
					</select>
				</label>
				<label>
					Library
					<select value={library} onChange={(e) => update("library", e.target.value)}>
						<option value="">All libraries</option>
						{libraries.map((l) => (
							<option key={l.key} value={l.key}>
								{l.label}
							</option>
						))}
						<option value="other">Other</option>
					</select>
				</label>
				<label>
					Name contains
					<input type="search" value={q} onChange={(e) => update("q", e.target.value)} placeholder="e.g. llama" />
				</label>
			</form>
			<p aria-live="polite" className="muted">
				{shown.length === models.length ? `${models.length} models` : `${shown.length} of ${models.length} models`}
			</p>
			<ul className="model-list">
				{shown.map((m) => (
					<li key={m.id}>
						<Link to={`/${m.id}`} prefetch="intent">
							{m.id}
						</Link>
						<span className="muted">
							{m.task ? ` · ${getPipeline(m.task)?.label ?? m.task}` : ""}
							{m.library ? ` · ${m.library}` : ""}
						</span>
					</li>
				))}
			</ul>
		</div>
	);
}
