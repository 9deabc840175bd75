import type { Cell } from "@modelhub/store";
import { formatBytes } from "../../lib/model-facts";

/**
 * One cell of the data viewer, typed: scalars as themselves, cut strings with their full length, lists and nested
 * objects folded (a `<details>`, which opens without JavaScript), images as thumbnails, sounds as a player.
 */
export function CellView({ cell }: { cell: Cell }) {
	if (cell === null) return <span className="muted">null</span>;
	if (typeof cell === "boolean") return <code>{String(cell)}</code>;
	if (typeof cell === "number") return <span className="num">{String(cell)}</span>;
	if (typeof cell === "string") return <span className="cell-text">{cell}</span>;
	switch (cell.type) {
		case "int":
		case "float":
			return <span className="num">{cell.value}</span>;
		case "date":
		case "timestamp":
			return <time dateTime={cell.value}>{cell.value}</time>;
		case "text":
			return (
				<span className="cell-text">
					{cell.value}
					<span className="muted">… ({cell.length.toLocaleString("en")} characters)</span>
				</span>
			);
		case "list":
			return (
				<details className="cell-fold">
					<summary>
						list of {cell.length.toLocaleString("en")} item{cell.length === 1 ? "" : "s"}
					</summary>
					<ol start={0}>
						{cell.items.map((c, i) => (
							// biome-ignore lint/suspicious/noArrayIndexKey: a list's items are its positions
							<li key={i}>
								<CellView cell={c} />
							</li>
						))}
					</ol>
					{cell.items.length < cell.length ? <p className="muted">and more</p> : null}
				</details>
			);
		case "object":
			return (
				<details className="cell-fold">
					<summary>
						{"{"} {cell.length.toLocaleString("en")} field{cell.length === 1 ? "" : "s"} {"}"}
					</summary>
					<dl>
						{cell.fields.map(([name, c]) => (
							<div key={name}>
								<dt>{name}</dt>
								<dd>
									<CellView cell={c} />
								</dd>
							</div>
						))}
					</dl>
					{cell.fields.length < cell.length ? <p className="muted">and more</p> : null}
				</details>
			);
		case "binary":
			return <span className="muted">{formatBytes(cell.length)} of binary data</span>;
		case "image":
			return cell.src ? (
				<img
					className="cell-image"
					src={cell.src}
					alt={cell.path ?? "image"}
					loading="lazy"
					decoding="async"
					width={128}
					height={64}
				/>
			) : (
				<span className="muted">
					image{cell.path ? ` ${cell.path}` : ""}, {formatBytes(cell.length)} (too large to show here)
				</span>
			);
		case "audio":
			return cell.src ? (
				// biome-ignore lint/a11y/useMediaCaption: a dataset's sound has no captions to offer
				<audio className="cell-audio" controls preload="none" src={cell.src} aria-label={cell.path ?? "audio"} />
			) : (
				<span className="muted">
					audio{cell.path ? ` ${cell.path}` : ""}, {formatBytes(cell.length)} (too large to play here)
				</span>
			);
		case "error":
			return <span className="cell-error">{cell.message}</span>;
		default:
			return null;
	}
}
