import { downloadPath, filePagePath, formatBytes } from "../../lib/model-facts";
import type { FileRow, ModelPageData } from "../../lib/model-page.server";
import { ScrollRegion } from "../ScrollRegion";

/** The repository's files with sizes; for GGUF repositories the quant files grouped by quant type. */
export function ModelFiles({ id, files }: { id: string; files: ModelPageData["files"] }) {
	if (files.count === 0) return null;
	// Files this hub holds link to their page when a browser can show them (configs, cards, code) and to their
	// download otherwise; files known only by name are shown as text.
	const name = (f: FileRow) =>
		files.downloads ? (
			<a
				href={f.viewable ? filePagePath(id, f.name) : downloadPath(id, f.name)}
				download={f.viewable ? undefined : true}
			>
				<code>{f.name}</code>
			</a>
		) : (
			<code>{f.name}</code>
		);
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
									<th scope="row">{g.quant}</th>
									<td>{g.bitsPerWeight?.toFixed(2) ?? "—"}</td>
									<td>{g.estimate !== undefined ? formatBytes(g.estimate) : "—"}</td>
									<td>
										{g.files.map((f) => (
											<div key={f.name}>
												{name(f)}
												{f.size !== undefined ? ` (${formatBytes(f.size)})` : ""}
											</div>
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
						<li key={f.name}>
							{name(f)}
							{f.size !== undefined ? <span className="muted"> {formatBytes(f.size)}</span> : null}
						</li>
					))}
				</ul>
				{files.count > files.shown.length ? (
					<p className="muted">and {files.count - files.shown.length} more files not listed</p>
				) : null}
			</details>
		</section>
	);
}
