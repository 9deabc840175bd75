import { formatBytes } from "../../lib/model-facts";
import type { FileRow, QuantGroup } from "../../lib/quant-groups";
import { ScrollRegion } from "../ScrollRegion";
import { FileName } from "./FileName";

/** A repository page about a file: `/{id}/{page}/main/{path}` (the file deleting page, the card editor). */
const filePage = (id: string, page: string, path: string) =>
	`/${id}/${page}/main/${path.split("/").map(encodeURIComponent).join("/")}`;

/**
 * The repository's files with sizes; for GGUF repositories the quant files grouped by quant type; for a repository this
 * hub holds, its history, and for its writers uploading, editing the card and deleting files. Rendered to markup on the
 * server (files-html.server.tsx), so its links are plain anchors.
 */
export function ModelFiles({
	id,
	files,
	hosted = false,
	write = false,
}: {
	id: string;
	files: { count: number; shown: FileRow[]; quants: QuantGroup[]; downloads: boolean };
	/** The hub holds the repository: its history is linked. */
	hosted?: boolean;
	/** The visitor may write to it: uploading, deleting a file and editing the card are offered. */
	write?: boolean;
}) {
	if (files.count === 0 && !hosted) return null;
	const name = (f: FileRow) => <FileName id={id} file={f} hosted={files.downloads} />;
	return (
		<section aria-labelledby="files">
			<h2 id="files">Files</h2>
			{files.downloads ? (
				<p className="muted">
					The files of <code>main</code>: <a href={`/${id}/tree/main`}>browse its folders, or another branch or tag</a>
				</p>
			) : null}
			{hosted ? (
				<ul className="repo-actions" aria-label="Repository">
					<li>
						<a href={`/${id}/commits/main`}>History</a>
					</li>
					{write ? (
						<>
							<li>
								<a href={`/${id}/upload/main`}>Upload files</a>
							</li>
							<li>
								<a href={filePage(id, "edit", "README.md")}>Edit model card</a>
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
						<li key={f.name}>
							{name(f)}
							{write ? (
								<>
									{" "}
									<a href={filePage(id, "delete", f.name)} className="file-delete" aria-label={`Delete ${f.name}`}>
										Delete
									</a>
								</>
							) : null}
						</li>
					))}
				</ul>
				{files.count > files.shown.length ? (
					<p className="muted">
						and {files.count - files.shown.length} more files not listed
						{files.downloads ? (
							<>
								{" "}
								· <a href={`/${id}/tree/main`}>browse every file</a>
							</>
						) : null}
					</p>
				) : null}
			</details>
		</section>
	);
}
