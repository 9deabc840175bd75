import { Link } from "react-router";

/** The links between a list's keyset pages: the first and previous pages (when there is one before), the next. */
export function Pager({ first, prev, next }: { first?: string; prev?: string; next?: string }) {
	return (
		<nav className="pager" aria-label="Pages">
			{prev ? (
				<>
					{first ? <Link to={first}>First page</Link> : null}
					<Link to={prev} rel="prev">
						Previous page
					</Link>
				</>
			) : null}
			{next ? (
				<Link to={next} rel="next">
					Next page
				</Link>
			) : null}
		</nav>
	);
}
