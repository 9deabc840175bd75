import { Form, isRouteErrorResponse, Link } from "react-router";
import { LIST_PATH, repoHref } from "../lib/repo-query";
import { ErrorPage } from "./ErrorPage";

/**
 * The error page of a dataset's or a space's page: a missing one (or one the caller may not see: the same page) is
 * named as such, with the closest stored ids and a search of its list; any other failure is the site's error page.
 */
export function RepoError({ error, type }: { error: unknown; type: "dataset" | "space" }) {
	const d = isRouteErrorResponse(error) && error.status === 404 ? (error.data as { missing?: unknown }) : undefined;
	if (typeof d?.missing !== "string") return <ErrorPage error={error} />;
	const { missing, similar } = d as { missing: string; similar: string[] };
	return (
		<div className="page">
			<h1>{type === "dataset" ? "Dataset" : "Space"} not found</h1>
			<p>
				There is no {type} <code>{missing}</code> in this hub's catalogue.
			</p>
			{similar.length ? (
				<>
					<h2>Closest ids</h2>
					<ul className="listing">
						{similar.map((id) => (
							<li key={id}>
								<Link to={repoHref(type, id)}>{id}</Link>
							</li>
						))}
					</ul>
				</>
			) : null}
			<Form method="get" action={LIST_PATH[type]} className="search-box" role="search">
				<label>
					<span className="visually-hidden">Search {type}s</span>
					<input
						type="search"
						name="q"
						defaultValue={
							missing
								.split("/")
								.pop()
								?.replace(/[-_.]+/g, " ") ?? ""
						}
						placeholder={`Search ${type}s`}
					/>
				</label>
				<button type="submit">Search</button>
			</Form>
		</div>
	);
}
