import { Link } from "react-router";
import { formatDate } from "../lib/model-facts";
import type { UpdatedRepo } from "../lib/updated-repos.server";

/** A list of recently updated repositories: each a link to its page, with (if asked) its type, "private", its date. */
export function UpdatedRepos({ repos, withType = false }: { repos: UpdatedRepo[]; withType?: boolean }) {
	return (
		<ol className="model-rows">
			{repos.map((r) => (
				<li key={r.href}>
					<Link to={r.href} prefetch="intent">
						{r.id}
					</Link>
					<span className="muted small">
						{[
							withType ? r.type : "",
							r.private ? "private" : "",
							r.lastModified ? `updated ${formatDate(r.lastModified)}` : "",
						]
							.filter(Boolean)
							.join(" · ")}
					</span>
				</li>
			))}
		</ol>
	);
}
