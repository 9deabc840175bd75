import { formatBytes } from "../../lib/model-facts";
import type { FileRow, QuantGroup } from "../../lib/quant-groups";
import { ScrollRegion } from "../ScrollRegion";
import { FileName } from "./FileName";

/** The repository's files with sizes; for GGUF repositories the quant files grouped by quant type. */
export function ModelFiles({
	id,
	files,
}: {
	id: string;
	files: { count: number; shown: FileRow[]; quants: QuantGroup[]; downloads: boolean };
}) {
	if (files.count === 0) return null;
	const name = (f: FileRow) => <FileName id={id} file={f} hosted={files.downloads} />;
	return (
		<section aria-labelledby="files">
			<h2 id="files">Files</h2>
			{files.quants.length ? (
				<ScrollRegion label="GGUF files by quant type">
					<table>
						<caption>GGUF files by quant type</caption>
						<thead>
							<tr>
								<th scope="col">Quant type</th>
								<th scope="col">Bits per weight</th>
								<th scope="col">Estimated weights size</th>
								<th scope="col">Files</th>
							</tr>
						</thead>
						<tbody>
							{files.quants.map((g) => (
								<tr key={g.quant}>
									<th scope="row">
										{g.quant}
										{g.variant ? <div className="muted small">{g.variant}</div> : null}
									</th>
									<td>
										{g.bitsPerWeight === undefined ? "—" : `${g.variant ? "≈ " : ""}${g.bitsPerWeight.toFixed(2)}`}
									</td>
									<td>{g.estimate !== undefined ? `${g.variant ? "≈ " : ""}${formatBytes(g.estimate)}` : "—"}</td>
									<td>
										{g.files.map((f) => (
											<div key={f.name}>{name(f)}</div>
										))}
									</td>
								</tr>
							))}
						</tbody>
					</table>
				</ScrollRegion>
			) : null}
			<details open={files.quants.length === 0}>
				<summary>
					All {files.count} file{files.count === 1 ? "" : "s"}
				</summary>
				<ul className="file-list">
					{files.shown.map((f) => (
						<li key={f.name}>{name(f)}</li>
					))}
				</ul>
				{files.count > files.shown.length ? (
					<p className="muted">and {files.count - files.shown.length} more files not listed</p>
				) : null}
			</details>
		</section>
	);
}
