import type { RenderedCard } from "../../lib/card.server";
import { ExternalLink, publicHubModelUrl } from "../ExternalLink";

/**
 * A repository's card, rendered and sanitized on the server. Without one, says why: a repository whose files this hub
 * holds has no card; a model known here only by its record has one whose text was not imported, on its page at its
 * origin hub.
 */
export function ModelCard({
	id,
	card,
	hostsFiles = true,
	noun = "model",
}: {
	id?: string;
	card: RenderedCard | null;
	hostsFiles?: boolean;
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
						<p className="muted card-notice">
							{card.notice?.text ?? "The card is longer than the hub shows; the rest is left out."}
							{card.notice?.href ? (
								<>
									{" "}
									<a href={card.notice.href}>Read the whole README.md</a>.
								</>
							) : null}
						</p>
					) : null}
				</>
			) : hostsFiles || !id || noun !== "model" ? (
				<p className="muted">
					This {noun} has no {noun} card.
				</p>
			) : (
				<p className="muted">
					The card's text was not imported into this hub: only its metadata is shown here. Read it on{" "}
					<ExternalLink href={publicHubModelUrl(id)}>the model's page on Hugging Face</ExternalLink>.
				</p>
			)}
		</section>
	);
}
