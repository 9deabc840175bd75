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
 * With JavaScript, typing searches after a pause and a menu change searches at once, replacing the history entry.
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
	const apply = (delay: number) => {
		clearTimeout(timer.current);
		timer.current = setTimeout(() => {
			if (form.current) submit(form.current, { replace: true, preventScrollReset: true });
		}, delay);
	};
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
					onChange={() => apply(SEARCH_DELAY_MS)}
				/>
			</label>
			{menus.map((m) => (
				<label key={m.name}>
					{m.label}
					<select key={m.value} name={m.name} defaultValue={m.value} onChange={() => apply(0)}>
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
				<select key={sort} name="sort" defaultValue={sort} onChange={() => apply(0)}>
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
		</Form>
	);
}
