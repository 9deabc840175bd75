import { isRouteErrorResponse } from "react-router";
import { ErrorPage } from "../ErrorPage";

interface Missing {
	id: string;
	/** The repository's page. */
	page: string;
	noRevision?: string;
	noPath?: string;
	rev?: string;
}

/**
 * The error page of a folder's or a file's page at a revision: a revision the repository does not have, or a path the
 * revision does not hold, is named as such (the repository's page lists what it has); any other failure — a
 * repository that is missing or that the caller may not see among them — is the site's error page.
 */
export function RevisionMissing({ error }: { error: unknown }) {
	const d = isRouteErrorResponse(error) && error.status === 404 ? (error.data as Missing | null) : null;
	if (typeof d?.id !== "string" || (d.noRevision === undefined && d.noPath === undefined))
		return <ErrorPage error={error} />;
	return (
		<div className="page">
			<h1>{d.noRevision !== undefined ? "Revision not found" : "File or folder not found"}</h1>
			<p>
				{d.noRevision !== undefined ? (
					<>
						<code>{d.id}</code> has no branch, tag or commit <code>{d.noRevision}</code> on this hub.
					</>
				) : (
					<>
						<code>{d.id}</code> holds no <code>{d.noPath}</code> at <code>{d.rev}</code>.
					</>
				)}
			</p>
			<p>
				<a href={d.page}>Its page</a> lists its files.
			</p>
		</div>
	);
}
