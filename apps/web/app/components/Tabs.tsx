import { type KeyboardEvent, useId, useRef } from "react";

export interface TabItem {
	id: string;
	label: string;
}

/**
 * A tab list following the ARIA tabs pattern: one tab in the tab order, arrow keys (and Home/End) move and select.
 * The panel is rendered by the caller with `tabPanelProps`.
 */
export function TabList({
	label,
	items,
	selected,
	onSelect,
	idPrefix,
}: {
	label: string;
	items: TabItem[];
	selected: string;
	onSelect: (id: string) => void;
	idPrefix?: string;
}) {
	const generated = useId();
	const prefix = idPrefix ?? generated;
	const refs = useRef<(HTMLButtonElement | null)[]>([]);
	const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
		const last = items.length - 1;
		const next =
			e.key === "ArrowRight"
				? index === last
					? 0
					: index + 1
				: e.key === "ArrowLeft"
					? index === 0
						? last
						: index - 1
					: e.key === "Home"
						? 0
						: e.key === "End"
							? last
							: undefined;
		if (next === undefined) return;
		e.preventDefault();
		const item = items[next];
		if (!item) return;
		onSelect(item.id);
		refs.current[next]?.focus();
	};
	return (
		<div role="tablist" aria-label={label} className="tablist">
			{items.map((item, i) => {
				const active = item.id === selected;
				return (
					<button
						key={item.id}
						ref={(el) => {
							refs.current[i] = el;
						}}
						type="button"
						role="tab"
						id={`${prefix}-tab-${item.id}`}
						aria-selected={active}
						aria-controls={`${prefix}-panel`}
						tabIndex={active ? 0 : -1}
						className={active ? "tab active" : "tab"}
						onClick={() => onSelect(item.id)}
						onKeyDown={(e) => onKeyDown(e, i)}
					>
						{item.label}
					</button>
				);
			})}
		</div>
	);
}

/** Props for the element that shows the selected tab's content. */
export function tabPanelProps(prefix: string, selected: string) {
	return {
		role: "tabpanel",
		id: `${prefix}-panel`,
		"aria-labelledby": `${prefix}-tab-${selected}`,
		tabIndex: 0,
	} as const;
}
