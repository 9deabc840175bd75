import type { GgufReport, QuantLabel } from "@modelhub/core";
import type { ReactNode } from "react";
import { formatBits, formatBytes, formatInteger, formatParameters } from "./format";
import { fileTypeAnchor, tensorTypeAnchor } from "./RowAnchor";

function labelText(label: QuantLabel): string {
	const notes = [label.dynamic ? "dynamic (UD) quant" : "", label.suffix ? `size suffix ${label.suffix}` : ""].filter(
		Boolean,
	);
	return notes.length > 0 ? `${label.name} (${notes.join(", ")})` : label.name;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
	return (
		<div className="fact">
			<dt>{term}</dt>
			<dd>{children}</dd>
		</div>
	);
}

const missing = <span className="muted">not stated</span>;

/** What the inspector found in a GGUF header. */
export function GgufReportView({
	file,
	report,
	onParameters,
}: {
	file: string;
	report: GgufReport;
	onParameters?: (count: number) => void;
}) {
	const total = report.tensorBytes;
	return (
		<section className="report" aria-label={`Report for ${file}`}>
			<h3 className="report-title">{file}</h3>
			<dl className="facts">
				<Fact term="Architecture">{report.architecture ?? missing}</Fact>
				<Fact term="Name">{report.name ?? missing}</Fact>
				<Fact term="Context length">
					{report.contextLength === undefined ? missing : `${formatInteger(report.contextLength)} tokens`}
				</Fact>
				<Fact term="File type">
					{report.fileType === undefined ? (
						missing
					) : report.fileType.name ? (
						<>
							<a href={`#${fileTypeAnchor(report.fileType.name)}`}>{report.fileType.name}</a> ({report.fileType.value})
						</>
					) : (
						`unknown (${report.fileType.value})`
					)}
				</Fact>
				<Fact term="Quant label in the file name">
					{report.quantLabel ? labelText(report.quantLabel) : <span className="muted">none found</span>}
				</Fact>
				<Fact term="Parameters">
					{formatParameters(report.parameterCount)} ({formatInteger(report.parameterCount)})
					{onParameters && report.parameterCount > 0 ? (
						<>
							{" "}
							<button type="button" className="link-button" onClick={() => onParameters(report.parameterCount)}>
								Estimate sizes for this count
							</button>
						</>
					) : null}
				</Fact>
				<Fact term="Tensors">{formatInteger(report.tensorCount)}</Fact>
				<Fact term="Tensor data">
					{formatBytes(report.tensorBytes)}
					{report.bitsPerWeight === undefined ? "" : `, ${formatBits(report.bitsPerWeight)} bits per weight on average`}
				</Fact>
				<Fact term="Chat template">{report.chatTemplate ? "present" : "none"}</Fact>
				<Fact term="GGUF">
					version {report.version}, {report.littleEndian ? "little-endian" : "big-endian"},{" "}
					{formatBytes(report.fileSize)} file
				</Fact>
			</dl>
			{report.warnings.length > 0 ? (
				<ul className="report-warnings">
					{report.warnings.map((w) => (
						<li key={w}>Warning: {w}</li>
					))}
				</ul>
			) : null}
			{report.tensorTypes.length > 0 ? (
				<div className="table-scroll">
					<table className="quant-table histogram">
						<caption>Tensor types in this file</caption>
						<thead>
							<tr>
								<th scope="col">Type</th>
								<th scope="col">Tensors</th>
								<th scope="col">Parameters</th>
								<th scope="col">Bytes</th>
								<th scope="col">Share of data</th>
							</tr>
						</thead>
						<tbody>
							{report.tensorTypes.map((t) => {
								const share = t.bytes !== undefined && total > 0 ? t.bytes / total : undefined;
								return (
									<tr key={t.value}>
										<th scope="row">
											{t.name.startsWith("unknown") ? t.name : <a href={`#${tensorTypeAnchor(t.name)}`}>{t.name}</a>}
										</th>
										<td className="num">{formatInteger(t.count)}</td>
										<td className="num">{formatParameters(t.parameters)}</td>
										<td className="num">{t.bytes === undefined ? "unknown" : formatBytes(t.bytes)}</td>
										<td className="share">
											{share === undefined ? (
												"—"
											) : (
												<>
													<span className="track" aria-hidden="true">
														<span className="bar" style={{ width: `${Math.max(share * 100, 1)}%` }} />
													</span>
													<span className="share-text">{(share * 100).toFixed(1)}%</span>
												</>
											)}
										</td>
									</tr>
								);
							})}
						</tbody>
					</table>
				</div>
			) : (
				<p className="muted">The file has no tensors.</p>
			)}
			{report.metadata.length > 0 ? (
				<details className="metadata">
					<summary>Metadata ({report.metadata.length} keys)</summary>
					<div className="table-scroll">
						<table className="quant-table">
							<thead>
								<tr>
									<th scope="col">Key</th>
									<th scope="col">Type</th>
									<th scope="col">Value</th>
								</tr>
							</thead>
							<tbody>
								{report.metadata.map((m) => (
									<tr key={m.key}>
										<th scope="row">
											<code>{m.key}</code>
										</th>
										<td>{m.type}</td>
										<td className="value-cell">{m.value}</td>
									</tr>
								))}
							</tbody>
						</table>
					</div>
				</details>
			) : null}
		</section>
	);
}
