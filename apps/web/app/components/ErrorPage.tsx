import { isRouteErrorResponse, Link } from "react-router";
import { useRequestId } from "../lib/request-id";
import { SearchBox } from "./SearchBox";

interface MissingModel {
	missing: string;
	similar: string[];
}

function isMissingModel(d: unknown): d is MissingModel {
	return typeof d === "object" && d !== null && typeof (d as MissingModel).missing === "string";
}

/**
 * The request's id, for a visitor to quote when reporting a failure (the hub's error log names it). The server writes
 * it; the browser, which does not know it, keeps what the server wrote.
 */
function RequestIdLine() {
	const id = useRequestId();
	return (
		<p className="muted" suppressHydrationWarning>
			{id ? `Request id: ${id}` : ""}
		</p>
	);
}

/**
 * The page for a failed request: an unknown model (with the closest ids), an unavailable catalogue, a bad address, or
 * else an internal error, which shows nothing of the failure (the error log has it) but the request's id.
 */
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
				<RequestIdLine />
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
	if (isRouteErrorResponse(error) && error.status < 500)
		return (
			<div className="page">
				<h1>{`${error.status} ${error.statusText}`}</h1>
				<p>
					<Link to="/">Back to the home page</Link>
				</p>
			</div>
		);
	return (
		<div className="page">
			<h1>Internal error</h1>
			<p>
				Something went wrong on the hub's side. If it happens again, tell the hub's administrator the request id below.{" "}
				<Link to="/">Back to the home page</Link>
			</p>
			<RequestIdLine />
		</div>
	);
}
