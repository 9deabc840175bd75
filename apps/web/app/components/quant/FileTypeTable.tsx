import { useMemo, useState } from "react";
import { formatBits } from "./format";
import { fileTypeAnchor, RowAnchor, tensorTypeAnchor } from "./RowAnchor";
import type { FileTypeRow } from "./rows";
import { SortHeader } from "./SortHeader";
import { nextSort, type SortState, sortRows } from "./sort";

/** Every GGUF file type, sortable by number, name and bits per weight. */
export function FileTypeTable({ rows, caption }: { rows: readonly FileTypeRow[]; caption: string }) {
	const [sort, setSort] = useState<SortState>({ key: "bits", dir: -1 });
	const shown = useMemo(() => sortRows(rows, sort), [rows, sort]);
	const onSort = (key: SortState["key"]) => setSort((s) => nextSort(s, key));
	return (
		<div className="table-scroll">
			<table className="quant-table">
				<caption className="visually-hidden">{caption}</caption>
				<thead>
					<tr>
						<SortHeader label="Name" column="name" sort={sort} onSort={onSort} />
						<SortHeader label="Number" column="value" sort={sort} onSort={onSort} />
						<SortHeader label="Bits per weight" column="bits" sort={sort} onSort={onSort} />
						<th scope="col">Main tensor types</th>
						<th scope="col">Status</th>
					</tr>
				</thead>
				<tbody>
					{shown.map((r) => (
						<tr
							key={r.name}
							id={fileTypeAnchor(r.name)}
							className={r.status === "current" ? undefined : `status-${r.status}`}
						>
							<th scope="row" className="name-cell">
								<code>{r.name}</code>
								<RowAnchor id={fileTypeAnchor(r.name)} name={r.name} />
							</th>
							<td className="num">{r.value ?? <span className="muted">none</span>}</td>
							<td className="num">≈ {formatBits(r.bitsPerWeight)}</td>
							<td>
								{r.tensorTypes.length > 0 ? (
									r.tensorTypes.map((t, i) => (
										<span key={t}>
											{i > 0 ? ", " : ""}
											<a href={`#${tensorTypeAnchor(t)}`}>{t}</a>
										</span>
									))
								) : (
									<span className="muted">layout no longer defined</span>
								)}
							</td>
							<td>{r.statusText}</td>
						</tr>
					))}
				</tbody>
			</table>
		</div>
	);
}
