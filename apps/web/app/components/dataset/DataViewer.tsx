import { Form, Link } from "react-router";
import type { ViewerState } from "../../lib/dataset-page.server";
import { ScrollRegion } from "../ScrollRegion";
import { CellView } from "./CellView";

/** The address of a state of the viewer on the dataset's page (config, split, offset, search), at its section. */
export function viewerHref(
	path: string,
	v: { config: string; split: string; offset?: number; q?: string },
	defaults: { config: string; split: string },
): string {
	const p = new URLSearchParams();
	if (v.config !== defaults.config || v.split !== defaults.split) {
		p.set("config", v.config);
		p.set("split", v.split);
	}
	if (v.q) p.set("q", v.q);
	if (v.offset) p.set("offset", String(v.offset));
	const s = p.toString();
	return `${path}${s ? `?${s}` : ""}#viewer`;
}

/**
 * The data viewer: for each config and split a link; for the chosen split its columns with their types, its row
 * count, a page of rows as a typed table, links to the other pages, and a search within it (a GET form: it works
 * without JavaScript). A split that cannot be read says why, here only.
 */
export function DataViewer({
	path,
	state,
}: {
	/** The dataset page's path. */
	path: string;
	state: ViewerState;
}) {
	const { table, first } = state;
	const href = (v: { config?: string; split?: string; offset?: number; q?: string }) =>
		viewerHref(path, { config: state.config, split: state.split, ...v }, first);
	const query = table?.search?.query ?? "";
	const end = table ? table.offset + table.rows.length : 0;
	const more = table
		? table.search
			? table.rows.length === state.pageRows
			: end < table.numRows || (!table.exact && table.rows.length === state.pageRows)
		: false;
	return (
		<section aria-labelledby="viewer" className="data-viewer">
			<h2 id="viewer">Dataset viewer</h2>
			{state.configs.length > 1 || (state.configs[0]?.splits.length ?? 0) > 1 ? (
				<nav aria-label="Configs and splits">
					<ul className="viewer-splits">
						{state.configs.map((c) => (
							<li key={c.name}>
								{state.configs.length > 1 ? <span className="muted">{c.name}: </span> : null}
								{c.splits.map((s) => {
									const current = c.name === state.config && s === state.split;
									return (
										<Link
											key={s}
											to={href({ config: c.name, split: s, offset: 0, q: "" })}
											aria-current={current ? "page" : undefined}
											className={current ? "chip current" : "chip"}
										>
											{s}
										</Link>
									);
								})}
							</li>
						))}
					</ul>
				</nav>
			) : null}
			{state.problems.length ? (
				<ul className="muted">
					{state.problems.map((p) => (
						<li key={p}>{p}</li>
					))}
				</ul>
			) : null}
			{state.error ? (
				<p role="alert" className="viewer-error">
					{state.config ? `${state.config} / ` : ""}
					{state.split || "this dataset"}: {state.error}
				</p>
			) : null}
			{table ? (
				<>
					{table.searchable ? (
						<Form
							method="get"
							action={`${path}#viewer`}
							role="search"
							aria-label="Search this split"
							className="filters"
						>
							{state.config !== first.config || state.split !== first.split ? (
								<>
									<input type="hidden" name="config" value={state.config} />
									<input type="hidden" name="split" value={state.split} />
								</>
							) : null}
							<label className="grow">
								Search in {state.split}
								<input type="search" name="q" defaultValue={query} placeholder="words in any text column" />
							</label>
							<button type="submit">Search</button>
						</Form>
					) : null}
					<p className="muted" aria-live="polite">
						{table.exact ? "" : "about "}
						{table.numRows.toLocaleString("en")} row{table.numRows === 1 ? "" : "s"} in {state.config}/{state.split}
						{table.columnCount > table.columns.length
							? ` · ${table.columns.length} of ${table.columnCount.toLocaleString("en")} columns shown`
							: ` · ${table.columnCount} column${table.columnCount === 1 ? "" : "s"}`}
						{table.search
							? ` · ${table.search.numMatches !== undefined ? `${table.search.numMatches.toLocaleString("en")} matching “${table.search.query}”` : `matches for “${table.search.query}” (${table.search.scannedRows.toLocaleString("en")} rows searched so far)`}`
							: ""}
						{table.rows.length ? ` · rows ${table.offset + 1}–${end} shown` : ""}
						{table.search ? (
							<>
								{" · "}
								<Link to={href({ q: "", offset: 0 })}>all rows</Link>
							</>
						) : null}
					</p>
					{table.problems.length ? (
						<ul className="muted">
							{table.problems.map((p) => (
								<li key={p}>{p}</li>
							))}
						</ul>
					) : null}
					{table.rows.length ? (
						<ScrollRegion label={`Rows of ${state.config}/${state.split}`}>
							<table className="viewer-table">
								<thead>
									<tr>
										<th scope="col" className="num">
											#
										</th>
										{table.columns.map((c) => (
											<th scope="col" key={c.name}>
												{c.name}
												<br />
												<span className="muted dtype">{c.dtype}</span>
											</th>
										))}
									</tr>
								</thead>
								<tbody>
									{table.rows.map((r) => (
										<tr key={r.row}>
											<th scope="row" className="num">
												{r.row}
											</th>
											{r.error ? (
												<td colSpan={table.columns.length} className="cell-error">
													{r.error}
												</td>
											) : (
												r.cells.map((c, i) => (
													// biome-ignore lint/suspicious/noArrayIndexKey: cells are in their columns' order
													<td key={i}>
														<CellView cell={c} />
													</td>
												))
											)}
										</tr>
									))}
								</tbody>
							</table>
						</ScrollRegion>
					) : (
						<p>{table.search ? "No row matches." : "No rows here."}</p>
					)}
					<nav className="pager" aria-label="Pages of rows">
						{table.offset > 0 ? (
							<>
								<Link to={href({ q: query, offset: 0 })}>First rows</Link>
								<Link to={href({ q: query, offset: Math.max(0, table.offset - state.pageRows) })} rel="prev">
									Previous rows
								</Link>
							</>
						) : null}
						{more ? (
							<Link to={href({ q: query, offset: table.offset + state.pageRows })} rel="next">
								Next rows
							</Link>
						) : null}
					</nav>
				</>
			) : null}
		</section>
	);
}
