import type { ReactNode } from "react";

/** A wide table's box: it scrolls sideways instead of widening the page, and a keyboard can reach it to scroll. */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
	return (
		// biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
		<section className="table-scroll" aria-label={label} tabIndex={0}>
			{children}
		</section>
	);
}
