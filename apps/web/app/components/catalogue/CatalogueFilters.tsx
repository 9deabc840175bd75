import { useEffect, useRef } from "react";
import { Form, useSubmit } from "react-router";
import { formatCount } from "../../lib/model-facts";

export interface FilterOption {
	value: string;
	label: string;
	count: number;
}

/** One filter menu: a flat list of options, or options in labelled groups (tasks by modality). */
export interface FilterMenu {
	name: string;
	label: string;
	/** The first option, which filters nothing ("All tasks"). */
	all: string;
	value: string;
	options?: FilterOption[];
	groups?: { label: string; options: FilterOption[] }[];
}

const SEARCH_DELAY_MS = 250;

/**
 * The search form of a catalogue list (/models, /datasets, /spaces): a search box, filter menus and a sort menu, sent
 * as a GET to the list's own address, so that the URL holds the whole view and the form works without JavaScript.
 * The menus fold into "Filters and sort", open when any is set. With JavaScript, typing searches after a pause and a
 * menu change at once; each change is a history entry of its own (Back undoes it), except that the pauses within one
 * run of typing replace the entry the run began; the URL carries only the fields that are set.
 */
export function CatalogueFilters({
	action,
	label,
	q,
	placeholder,
	menus,
	sort,
	sorts,
	hidden = [],
}: {
	action: string;
	/** The form's accessible name (the list's). */
	label: string;
	q: string;
	placeholder: string;
	menus: FilterMenu[];
	sort: string;
	sorts: readonly (readonly [string, string])[];
	/** Filters set by links (an author, tags) kept as the form is sent again. */
	hidden?: [string, string][];
}) {
	const submit = useSubmit();
	const form = useRef<HTMLFormElement>(null);
	const search = useRef<HTMLInputElement>(null);
	const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
	useEffect(() => () => clearTimeout(timer.current), []);
	// A link (clear filters, a tag) changes the search under the box: show it, unless the visitor is typing there.
	useEffect(() => {
		if (search.current && document.activeElement !== search.current) search.current.value = q;
	}, [q]);
	const typing = useRef(false);
	const apply = (delay: number, fromTyping: boolean) => {
		clearTimeout(timer.current);
		timer.current = setTimeout(() => {
			if (!form.current) return;
			const replace = fromTyping && typing.current;
			typing.current = fromTyping;
			const fields = new URLSearchParams();
			for (const [name, value] of new FormData(form.current)) {
				if (typeof value !== "string" || value.trim() === "") continue;
				if (name === "sort" && value === sorts[0]?.[0]) continue;
				fields.append(name, value);
			}
			submit(fields, { method: "get", action, replace, preventScrollReset: true });
		}, delay);
	};
	// Menus set (the sort counts when it is not the default): their panel is open when any is, on a phone too.
	const set = menus.filter((m) => m.value).length + (sort !== sorts[0]?.[0] ? 1 : 0);
	const option = (o: FilterOption) => (
		<option key={o.value} value={o.value}>
			{o.label} ({formatCount(o.count)})
		</option>
	);
	return (
		<Form method="get" action={action} className="filters" ref={form} role="search" aria-label={label}>
			<label className="grow">
				Search
				<input
					type="search"
					name="q"
					ref={search}
					defaultValue={q}
					placeholder={placeholder}
					onChange={() => apply(SEARCH_DELAY_MS, true)}
					onBlur={() => {
						typing.current = false;
					}}
				/>
			</label>
			<details className="filter-menus" open={set > 0}>
				<summary>Filters and sort{set > 0 ? ` (${set} set)` : ""}</summary>
				<div className="filter-menus-body">
					{menus.map((m) => (
						<label key={m.name}>
							{m.label}
							<select key={m.value} name={m.name} defaultValue={m.value} onChange={() => apply(0, false)}>
								<option value="">{m.all}</option>
								{m.groups
									? m.groups.map((g) => (
											<optgroup key={g.label} label={g.label}>
												{g.options.map(option)}
											</optgroup>
										))
									: (m.options ?? []).map(option)}
							</select>
						</label>
					))}
					<label>
						Sort
						<select key={sort} name="sort" defaultValue={sort} onChange={() => apply(0, false)}>
							{sorts.map(([key, text]) => (
								<option key={key} value={key}>
									{text}
								</option>
							))}
						</select>
					</label>
					{hidden.map(([name, value]) => (
						<input key={`${name}=${value}`} type="hidden" name={name} value={value} />
					))}
					<button type="submit">Apply</button>
				</div>
			</details>
		</Form>
	);
}
