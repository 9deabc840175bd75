import type { ReactNode } from "react";

type Level = 2 | 3;

/** A section heading that offers a link to itself (the "#" anchor shows on hover and focus). */
export function Heading({ id, level = 2, children }: { id: string; level?: Level; children: ReactNode }) {
	const Tag = level === 2 ? "h2" : "h3";
	return (
		<Tag id={id} className="anchored">
			{children}
			<a className="anchor" href={`#${id}`} aria-label="Link to this section">
				#
			</a>
		</Tag>
	);
}
