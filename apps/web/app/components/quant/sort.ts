export type SortKey = "value" | "name" | "bits";
export interface SortState {
	key: SortKey;
	dir: 1 | -1;
}

export interface SortableRow {
	name: string;
	value: number | null;
	bitsPerWeight: number;
	legacy: boolean;
}

/** Clicking a column: the same one flips the direction, another one sorts ascending by it. */
export function nextSort(current: SortState, key: SortKey): SortState {
	return { key, dir: current.key === key ? (-current.dir as 1 | -1) : 1 };
}

const byName = (a: SortableRow, b: SortableRow) => a.name.localeCompare(b.name, "en", { numeric: true });

/**
 * Rows in the chosen order. By bits per weight, legacy types form their own group after the others (in either
 * direction); by number, rows without one come last.
 */
export function sortRows<T extends SortableRow>(rows: readonly T[], sort: SortState): T[] {
	const last = (r: T) => (sort.key === "bits" ? r.legacy : sort.key === "value" ? r.value === null : false);
	const compare = (a: T, b: T): number => {
		if (sort.key === "name") return byName(a, b);
		if (sort.key === "bits") return a.bitsPerWeight - b.bitsPerWeight;
		return (a.value ?? 0) - (b.value ?? 0);
	};
	return [...rows].sort((a, b) => Number(last(a)) - Number(last(b)) || compare(a, b) * sort.dir || byName(a, b));
}
