import { Link } from "react-router";
import { type BaseModel, RELATION_LABELS, RELATIONS, type Relation } from "../../lib/model-facts";
import { ExternalLink, publicHubModelUrl } from "../ExternalLink";

/**
 * What this model is built on (from its tags and card) and how many stored models are built on it. A base model
 * this hub holds links to its page here; one it does not hold is named, with a link to its page on the public Hub.
 */
export function ModelTree({
	id,
	bases,
	built: counts,
}: {
	id: string;
	bases: (BaseModel & { stored: boolean })[];
	built: Partial<Record<string, number>>;
}) {
	const built = RELATIONS.filter((r) => (counts[r] ?? 0) > 0);
	if (bases.length === 0 && built.length === 0) return null;
	return (
		<section aria-labelledby="tree">
			<h2 id="tree">Model tree</h2>
			{bases.length ? (
				<>
					<h3>Built on</h3>
					<ul className="listing">
						{bases.map((b) => (
							<li key={b.id}>
								{b.stored ? (
									<Link to={`/${b.id}`}>{b.id}</Link>
								) : (
									<>
										<code>{b.id}</code> <span className="muted">(not on this hub:</span>{" "}
										<ExternalLink href={publicHubModelUrl(b.id)}>its page on Hugging Face</ExternalLink>
										<span className="muted">)</span>
									</>
								)}
								{b.relation ? (
									<span className="muted"> — this model is a {RELATION_LABELS[b.relation][0]} of it</span>
								) : null}
							</li>
						))}
					</ul>
				</>
			) : null}
			{built.length ? (
				<>
					<h3>Built on this model</h3>
					<ul className="listing">
						{built.map((r: Relation) => {
							const n = counts[r] ?? 0;
							return (
								<li key={r}>
									<Link to={`/models?tag=${encodeURIComponent(`base_model:${r}:${id}`)}`}>
										{n} {RELATION_LABELS[r][n === 1 ? 0 : 1]}
									</Link>
								</li>
							);
						})}
					</ul>
				</>
			) : null}
		</section>
	);
}
