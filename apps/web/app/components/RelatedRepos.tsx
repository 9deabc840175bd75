import { Link } from "react-router";

/** A short list of related repositories (models trained on a dataset, spaces that use it…) with a link to all. */
export function RelatedRepos({
	id,
	title,
	items,
	empty,
	all,
}: {
	id: string;
	title: string;
	items: { href: string; label: string; note?: string }[];
	/** What is said when there are none (nothing is shown when undefined). */
	empty?: string;
	/** The list of them all, when there are more than shown. */
	all?: { href: string; label: string };
}) {
	if (!items.length && empty === undefined) return null;
	return (
		<section aria-labelledby={id}>
			<h2 id={id}>{title}</h2>
			{items.length ? (
				<ul className="related-list">
					{items.map((r) => (
						<li key={r.href}>
							<Link to={r.href}>{r.label}</Link>
							{r.note ? <span className="muted"> · {r.note}</span> : null}
						</li>
					))}
				</ul>
			) : (
				<p className="muted">{empty}</p>
			)}
			{all ? (
				<p>
					<Link to={all.href}>{all.label}</Link>
				</p>
			) : null}
		</section>
	);
}
