import type { SortKey, SortState } from "./sort";

/** A column header whose button sorts the table; `aria-sort` tells assistive technology the current order. */
export function SortHeader({
	label,
	column,
	sort,
	onSort,
}: {
	label: string;
	column: SortKey;
	sort: SortState;
	onSort: (column: SortKey) => void;
}) {
	const active = sort.key === column;
	const direction = sort.dir === 1 ? "ascending" : "descending";
	return (
		<th scope="col" aria-sort={active ? direction : "none"}>
			<button type="button" className="sort" onClick={() => onSort(column)}>
				{label}
				<span aria-hidden="true" className="sort-mark">
					{active ? (sort.dir === 1 ? "▲" : "▼") : "↕"}
				</span>
			</button>
		</th>
	);
}
