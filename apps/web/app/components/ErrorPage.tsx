import { isRouteErrorResponse, Link } from "react-router";
import { SearchBox } from "./SearchBox";

interface MissingModel {
	missing: string;
	similar: string[];
}

function isMissingModel(d: unknown): d is MissingModel {
	return typeof d === "object" && d !== null && typeof (d as MissingModel).missing === "string";
}

/** The page for a failed request: an unknown model (with the closest ids), an unavailable catalogue, or else. */
export function ErrorPage({ error }: { error: unknown }) {
	if (isRouteErrorResponse(error) && error.status === 404 && isMissingModel(error.data)) {
		const { missing, similar } = error.data;
		return (
			<div className="page">
				<h1>Model not found</h1>
				<p>
					There is no model <code>{missing}</code> in this hub's catalogue.
				</p>
				{similar.length ? (
					<>
						<h2>Closest ids</h2>
						<ul className="listing">
							{similar.map((id) => (
								<li key={id}>
									<Link to={`/${id}`}>{id}</Link>
								</li>
							))}
						</ul>
					</>
				) : null}
				<SearchBox
					defaultValue={
						missing
							.split("/")
							.pop()
							?.replace(/[-_.]+/g, " ") ?? ""
					}
				/>
			</div>
		);
	}
	if (isRouteErrorResponse(error) && error.status === 503) {
		return (
			<div className="page">
				<h1>The model catalogue is unavailable</h1>
				<p>The hub cannot reach its model store right now. Try again in a moment.</p>
			</div>
		);
	}
	if (isRouteErrorResponse(error) && error.status === 400) {
		const reason = (error.data as { badQuery?: unknown } | null)?.badQuery;
		return (
			<div className="page">
				<h1>Bad request</h1>
				<p>{typeof reason === "string" ? `The address cannot be read: ${reason}.` : "The address cannot be read."}</p>
				<SearchBox />
			</div>
		);
	}
	if (isRouteErrorResponse(error) && error.status === 404) {
		return (
			<div className="page">
				<h1>Page not found</h1>
				<p>
					Nothing lives at this address. Try the <Link to="/tasks">tasks</Link> or search the models:
				</p>
				<SearchBox />
			</div>
		);
	}
	const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong";
	return (
		<div className="page">
			<h1>{title}</h1>
			<p>
				<Link to="/">Back to the home page</Link>
			</p>
		</div>
	);
}
