import type { RenderedCard } from "../../lib/card.server";

/** The repository's card, rendered and sanitized on the server; or a note that the repository has none. */
export function ModelCard({
	card,
	noun = "model",
}: {
	card: RenderedCard | null;
	noun?: "model" | "dataset" | "space";
}) {
	const title = `${noun[0]?.toUpperCase()}${noun.slice(1)} card`;
	return (
		<section aria-labelledby="card" className="model-card">
			<h2 id="card">{title}</h2>
			{card ? (
				<>
					{/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server by rehype-sanitize (card.server.ts) */}
					<div className="prose card-body" dangerouslySetInnerHTML={{ __html: card.html }} />
					{card.truncated ? (
						<p className="muted">The card is longer than the hub shows; the rest is left out.</p>
					) : null}
				</>
			) : (
				<p className="muted">
					This {noun} has no {noun} card.
				</p>
			)}
		</section>
	);
}
