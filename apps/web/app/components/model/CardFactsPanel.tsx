import type { FactRow } from "../../lib/fact-rows";
import { FactList } from "./FactList";

/**
 * The card's metadata as facts beside the card (licence, languages, datasets, parameters, tensor types, size), made
 * into rows on the server (`cardFactRows`). Renders nothing when the record states none of them.
 */
export function CardFactsPanel({ rows }: { rows: FactRow[] }) {
	if (rows.length === 0) return null;
	return (
		<aside className="card-facts" aria-labelledby="card-facts">
			<h2 id="card-facts">About this model</h2>
			<FactList rows={rows} />
		</aside>
	);
}
