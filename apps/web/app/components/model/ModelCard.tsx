import type { RenderedCard } from "../../lib/card.server";
import { ExternalLink, publicHubModelUrl } from "../ExternalLink";

/**
 * The model card, rendered and sanitized on the server. Without one, says why: a repository whose files this hub
 * holds has no card; a model known here only by its record has one whose text was not imported, on its page at its
 * origin hub.
 */
export function ModelCard({ id, card, hostsFiles }: { id: string; card: RenderedCard | null; hostsFiles: boolean }) {
	return (
		<section aria-labelledby="card" className="model-card">
			<h2 id="card">Model card</h2>
			{card ? (
				<>
					{/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server by rehype-sanitize (card.server.ts) */}
					<div className="prose card-body" dangerouslySetInnerHTML={{ __html: card.html }} />
					{card.truncated ? (
						<p className="muted">The card is longer than the hub shows; the rest is left out.</p>
					) : null}
				</>
			) : hostsFiles ? (
				<p className="muted">This model has no model card.</p>
			) : (
				<p className="muted">
					The card's text was not imported into this hub: only its metadata is shown here. Read it on{" "}
					<ExternalLink href={publicHubModelUrl(id)}>the model's page on Hugging Face</ExternalLink>.
				</p>
			)}
		</section>
	);
}
