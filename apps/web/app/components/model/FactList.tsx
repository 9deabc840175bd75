import { Link } from "react-router";
import type { FactItem, FactRow } from "../../lib/fact-rows";
import { ExternalLink } from "../ExternalLink";

function Item({ item }: { item: FactItem }) {
	if (item.svg)
		return (
			<>
				{item.text}
				{/* biome-ignore lint/security/noDangerouslySetInnerHtml: numbers only, written on the server (downloads-chart.server.ts) */}
				<span className="chart" dangerouslySetInnerHTML={{ __html: item.svg }} />
			</>
		);
	if (item.to) return <Link to={item.to}>{item.text}</Link>;
	if (item.href) return <ExternalLink href={item.href}>{item.text}</ExternalLink>;
	if (item.dateTime) return <time dateTime={item.dateTime}>{item.text}</time>;
	return <>{item.text}</>;
}

/** Facts as a description list; a fact with several values lists them inline. */
export function FactList({ rows }: { rows: FactRow[] }) {
	return (
		<dl className="facts">
			{rows.map((row) => (
				<div key={row.label}>
					<dt>{row.label}</dt>
					<dd>
						{row.items.length === 1 && row.items[0] ? (
							<Item item={row.items[0]} />
						) : (
							<ul className="inline-list">
								{row.items.map((item) => (
									<li key={item.text}>
										<Item item={item} />
									</li>
								))}
							</ul>
						)}
					</dd>
				</div>
			))}
		</dl>
	);
}
