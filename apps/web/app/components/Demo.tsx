import type { DemoEntry } from "@modelhub/core";

/** Renders one demo entry: an image, an audio player, text, a table, label/score bars, or text with token spans. */
export function DemoItem({ entry }: { entry: DemoEntry }) {
	switch (entry.type) {
		case "img":
			return (
				<figure className="demo-img">
					<img src={`/demo/${entry.filename}`} alt={entry.label ?? entry.filename} width={240} height={160} />
					{entry.label ? <figcaption>{entry.label}</figcaption> : null}
				</figure>
			);
		case "audio":
			return (
				<figure className="demo-audio">
					{entry.label ? <figcaption>{entry.label}</figcaption> : null}
					{/* biome-ignore lint/a11y/useMediaCaption: demo clips are synthetic tones without speech */}
					<audio controls preload="none" src={`/demo/${entry.filename}`} />
				</figure>
			);
		case "text":
			return (
				<div className="demo-text">
					{entry.label ? <span className="demo-label">{entry.label}</span> : null}
					<p>{entry.content}</p>
				</div>
			);
		case "tabular":
			return <DemoTable rows={entry.table} />;
		case "chart":
			return (
				<ul className="demo-chart" aria-label="Scores">
					{entry.data.map((d) => (
						<li key={d.label}>
							<span className="bar-label">{d.label}</span>
							<span className="bar" style={{ width: `${Math.round(d.score * 100)}%` }} />
							<span className="bar-score">{d.score.toFixed(3)}</span>
						</li>
					))}
				</ul>
			);
		case "text-with-tokens":
			return <TokenText content={entry.content} tokens={entry.tokens} />;
	}
}

function DemoTable({ rows }: { rows: readonly (readonly string[])[] }) {
	const [head, ...body] = rows;
	return (
		<div className="table-scroll">
			<table className="demo-table">
				{head ? (
					<thead>
						<tr>
							{head.map((cell, i) => (
								// biome-ignore lint/suspicious/noArrayIndexKey: columns have no identity but their position
								<th key={i} scope="col">
									{cell}
								</th>
							))}
						</tr>
					</thead>
				) : null}
				<tbody>
					{body.map((row, r) => (
						// biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their position
						<tr key={r}>
							{row.map((cell, i) => (
								// biome-ignore lint/suspicious/noArrayIndexKey: columns have no identity but their position
								<td key={i}>{cell}</td>
							))}
						</tr>
					))}
				</tbody>
			</table>
		</div>
	);
}

function TokenText({
	content,
	tokens,
}: {
	content: string;
	tokens: readonly { type: string; start: number; end: number }[];
}) {
	const parts: { text: string; type?: string }[] = [];
	let at = 0;
	for (const t of [...tokens].sort((a, b) => a.start - b.start)) {
		if (t.start < at) continue;
		if (t.start > at) parts.push({ text: content.slice(at, t.start) });
		parts.push({ text: content.slice(t.start, t.end), type: t.type });
		at = t.end;
	}
	if (at < content.length) parts.push({ text: content.slice(at) });
	return (
		<p className="demo-tokens">
			{parts.map((p, i) =>
				p.type ? (
					// biome-ignore lint/suspicious/noArrayIndexKey: spans are positional
					<mark key={i} data-type={p.type}>
						{p.text}
						<span className="token-type">{p.type}</span>
					</mark>
				) : (
					// biome-ignore lint/suspicious/noArrayIndexKey: spans are positional
					<span key={i}>{p.text}</span>
				),
			)}
		</p>
	);
}
