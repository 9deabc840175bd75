import type { ReactNode } from "react";

/** The public Hub, where a model this hub does not hold may be found. */
export const PUBLIC_HUB = "https://huggingface.co";

/** A model's page on the public Hub (each part of the id encoded). */
export function publicHubModelUrl(id: string): string {
	return `${PUBLIC_HUB}/${id.split("/").map(encodeURIComponent).join("/")}`;
}

/** A link that leaves this hub, marked so: an arrow that is seen and "(external)" that is heard. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
	return (
		<a href={href} rel="external noopener noreferrer" className="external">
			{children}
			<span aria-hidden="true"> ↗</span>
			<span className="visually-hidden"> (external)</span>
		</a>
	);
}
