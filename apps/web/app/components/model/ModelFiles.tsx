import { Link } from "react-router";
import { downloadPath, filePagePath, formatBytes } from "../../lib/model-facts";
import type { FileRow, ModelPageData } from "../../lib/model-page.server";
import { ScrollRegion } from "../ScrollRegion";

/** A repository page about a file: `/{id}/{page}/main/{path}` (the file deleting page, the card editor). */
const filePage = (id: string, page: string, path: string) =>
	`/${id}/${page}/main/${path.split("/").map(encodeURIComponent).join("/")}`;

/** The repository's files with sizes; for GGUF repositories the quant files grouped by quant type. */
export function ModelFiles({
	id,
	files,
	hosted = false,
	write = false,
}: {
	id: string;
	files: ModelPageData["files"];
	/** The hub holds the repository: its history is linked. */
	hosted?: boolean;
	/** The visitor may write to it: uploading, deleting a file and editing the card are offered. */
	write?: boolean;
}) {
	if (files.count === 0 && !hosted) return null;
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
			{hosted ? (
				<ul className="repo-actions" aria-label="Repository">
					<li>
						<Link to={`/${id}/commits/main`}>History</Link>
					</li>
					{write ? (
						<>
							<li>
								<Link to={`/${id}/upload/main`}>Upload files</Link>
							</li>
							<li>
								<Link to={filePage(id, "edit", "README.md")}>Edit model card</Link>
							</li>
						</>
					) : null}
				</ul>
			) : null}
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
							{write ? (
								<>
									{" "}
									<Link to={filePage(id, "delete", f.name)} className="file-delete" aria-label={`Delete ${f.name}`}>
										Delete
									</Link>
								</>
							) : null}
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
