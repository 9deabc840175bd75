import { useRef } from "react";
import { NavLink } from "react-router";
import { ThemeToggle } from "./ThemeToggle";

/** The main links; one whose page is in another language says so, in its name and in `hreflang`. */
const LINKS: [to: string, label: string, lang?: [code: string, name: string]][] = [
	["/tasks", "Tasks"],
	["/models", "Models"],
	["/libraries", "Libraries"],
	["/quantization", "Quantization"],
	["/docs/transformers/tr/index", "Docs", ["tr", "Türkçe"]],
	["/try", "Try your model"],
];

function Links({ onPick }: { onPick?: () => void }) {
	return (
		<ul>
			{LINKS.map(([to, label, lang]) => (
				<li key={to}>
					<NavLink to={to} prefetch="intent" onClick={onPick} hrefLang={lang?.[0]}>
						{label}
						{lang ? (
							<>
								{" "}
								<span lang={lang[0]} className="muted small">
									({lang[1]})
								</span>
							</>
						) : null}
					</NavLink>
				</li>
			))}
		</ul>
	);
}

/**
 * The site header: brand, navigation and theme switch in one row. On a phone the links fold into a menu (a
 * `<details>`, so it opens without JavaScript too), which closes again when a link is followed.
 */
export function SiteHeader() {
	const menu = useRef<HTMLDetailsElement>(null);
	return (
		<header className="site-header">
			<NavLink to="/" className="brand">
				Modelhub
			</NavLink>
			<nav aria-label="Main">
				<div className="nav-wide">
					<Links />
				</div>
				<details className="nav-menu" ref={menu}>
					<summary>Menu</summary>
					<Links onPick={() => menu.current?.removeAttribute("open")} />
				</details>
			</nav>
			<ThemeToggle />
		</header>
	);
}
