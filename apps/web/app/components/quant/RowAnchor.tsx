/** A small link icon pointing at a table row's own anchor. */
export function RowAnchor({ id, name }: { id: string; name: string }) {
	return (
		<a className="row-anchor" href={`#${id}`}>
			<span className="visually-hidden">Link to {name}</span>
			<svg
				aria-hidden="true"
				viewBox="0 0 16 16"
				width="14"
				height="14"
				fill="none"
				stroke="currentColor"
				strokeWidth="1.6"
			>
				<path d="M6.5 9.5l3-3" strokeLinecap="round" />
				<path d="M7.2 4.6l1.3-1.3a2.6 2.6 0 013.7 3.7L10.9 8.3" strokeLinecap="round" />
				<path d="M8.8 11.4l-1.3 1.3a2.6 2.6 0 01-3.7-3.7l1.3-1.3" strokeLinecap="round" />
			</svg>
		</a>
	);
}

export const fileTypeAnchor = (name: string) => `file-type-${name}`;
export const tensorTypeAnchor = (name: string) => `tensor-type-${name}`;
