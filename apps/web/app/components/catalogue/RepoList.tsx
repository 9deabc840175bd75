import type { CatalogType } from "@modelhub/store";
import { Link, useNavigation } from "react-router";
import { formatCount, formatDate } from "../../lib/model-facts";
import type { RepoFilters, RepoRow } from "../../lib/repo-list.server";
import { LIST_PATH, REPO_SORTS, type RepoView, repoHref, repoViewHref } from "../../lib/repo-query";
import { ScrollRegion } from "../ScrollRegion";
import { CatalogueFilters, type FilterMenu } from "./CatalogueFilters";
import { Pager } from "./Pager";

const NOUN: Record<CatalogType, [string, string, string]> = {
	dataset: ["Datasets", "dataset", "datasets"],
	space: ["Spaces", "space", "spaces"],
};

/** /datasets and /spaces: the search form, the count, a table of one page, and the links to the other pages. */
export function RepoList({
	type,
	view,
	page,
	total,
	menus,
}: {
	type: CatalogType;
	view: RepoView;
	page: { items: RepoRow[]; nextCursor?: string; prevCursor?: string };
	total: { value: number; exact: boolean };
	menus: RepoFilters;
}) {
	const navigation = useNavigation();
	const [title, one, many] = NOUN[type];
	const menu = (name: keyof RepoView & string, label: string, all: string, options: FilterMenu["options"]) =>
		({ name, label, all, value: String(view[name]), options }) satisfies FilterMenu;
	const menuList: FilterMenu[] =
		type === "dataset"
			? [
					menu("task", "Task", "All tasks", menus.tasks),
					menu("modality", "Modality", "Any modality", menus.modalities),
					menu("format", "Format", "Any format", menus.formats),
					menu("size", "Size (rows)", "Any size", menus.sizes),
					menu("language", "Language", "Any language", menus.languages),
					menu("license", "License", "Any license", menus.licenses),
				]
			: [
					menu("sdk", "SDK", "Any SDK", menus.sdks),
					menu("license", "License", "Any license", menus.licenses),
					menu("language", "Language", "Any language", menus.languages),
				];
	// A filter from a link (a task page's "browse all") that this type's menus do not offer is kept as it is.
	const shown = new Set(menuList.map((m) => m.name));
	const hidden: [string, string][] = [];
	for (const name of ["task", "modality", "format", "size", "language", "license", "sdk", "author"] as const)
		if (view[name] && !shown.has(name)) hidden.push([name, view[name]]);
	for (const t of view.tags) hidden.push(["tag", t]);
	const filtered = Boolean(view.q || view.tags.length || [...shown, "author"].some((n) => view[n as "task"]));
	const href = (v: Partial<RepoView>) => repoViewHref(type, { ...view, ...v });
	return (
		<div className="page">
			<h1>{title}</h1>
			{type === "space" ? (
				<p className="muted">
					Spaces are demo apps' repositories. Modelhub keeps their files and cards; it runs no Space runtime.
				</p>
			) : null}
			<CatalogueFilters
				action={LIST_PATH[type]}
				label={title}
				q={view.q}
				placeholder={type === "dataset" ? "e.g. squad" : "e.g. chat demo"}
				menus={menuList}
				sort={view.sort}
				sorts={REPO_SORTS[type]}
				hidden={hidden}
			/>
			<p aria-live="polite" className="muted result-count">
				{total.exact ? "" : "about "}
				{total.value.toLocaleString("en")} {total.value === 1 ? one : many}
				{view.author ? ` by ${view.author}` : ""}
				{view.tags.length ? ` tagged ${view.tags.join(", ")}` : ""}
				{navigation.state === "loading" ? " · updating…" : ""}
				{filtered ? (
					<>
						{" · "}
						<Link to={LIST_PATH[type]}>clear all filters</Link>
					</>
				) : null}
			</p>
			{page.items.length ? (
				<ScrollRegion label={`Matching ${many}`}>
					<table className="model-table">
						<thead>
							<tr>
								<th scope="col">{type === "dataset" ? "Dataset" : "Space"}</th>
								{type === "dataset" ? (
									<>
										<th scope="col">Task</th>
										<th scope="col">Modality</th>
										<th scope="col">Rows</th>
										<th scope="col" className="num">
											Downloads
										</th>
									</>
								) : (
									<th scope="col">SDK</th>
								)}
								<th scope="col" className="num">
									Likes
								</th>
								<th scope="col">Updated</th>
							</tr>
						</thead>
						<tbody>
							{page.items.map((r) => (
								<tr key={r.id}>
									<th scope="row">
										<Link to={repoHref(type, r.id)} prefetch="intent">
											{r.id}
										</Link>
									</th>
									{type === "dataset" ? (
										<>
											<td>{r.task ?? "—"}</td>
											<td>{r.modality ?? "—"}</td>
											<td>{r.size ?? "—"}</td>
											<td className="num">{formatCount(r.downloads)}</td>
										</>
									) : (
										<td>{r.sdk ?? "—"}</td>
									)}
									<td className="num">{formatCount(r.likes)}</td>
									<td>{r.lastModified ? formatDate(r.lastModified) : "—"}</td>
								</tr>
							))}
						</tbody>
					</table>
				</ScrollRegion>
			) : (
				<p>No {one} matches. Try fewer words or filters.</p>
			)}
			<Pager
				first={page.prevCursor ? href({ cursor: "", before: "" }) : undefined}
				prev={page.prevCursor ? href({ cursor: "", before: page.prevCursor }) : undefined}
				next={page.nextCursor ? href({ cursor: page.nextCursor, before: "" }) : undefined}
			/>
		</div>
	);
}
