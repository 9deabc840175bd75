import { useMemo, useState } from "react";
import { formatBits } from "./format";
import { RowAnchor, tensorTypeAnchor } from "./RowAnchor";
import type { TensorTypeRow } from "./rows";
import { SortHeader } from "./SortHeader";
import { nextSort, type SortState, sortRows } from "./sort";

/** Every ggml tensor type, sortable by number, name and bits per weight. */
export function TensorTypeTable({ rows, caption }: { rows: readonly TensorTypeRow[]; caption: string }) {
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
						<th scope="col">Family</th>
						<th scope="col">Block size</th>
						<th scope="col">Bytes per block</th>
						<SortHeader label="Bits per weight" column="bits" sort={sort} onSort={onSort} />
						<th scope="col">Description</th>
					</tr>
				</thead>
				<tbody>
					{shown.map((r) => (
						<tr key={r.name} id={tensorTypeAnchor(r.name)} className={r.legacy ? "status-legacy" : undefined}>
							<th scope="row" className="name-cell">
								<code>{r.name}</code>
								<RowAnchor id={tensorTypeAnchor(r.name)} name={r.name} />
							</th>
							<td className="num">{r.value}</td>
							<td>{r.family}</td>
							<td className="num">{r.blockSize}</td>
							<td className="num">{r.bytesPerBlock}</td>
							<td className="num">{formatBits(r.bitsPerWeight)}</td>
							<td className="description">{r.description}</td>
						</tr>
					))}
				</tbody>
			</table>
		</div>
	);
}
