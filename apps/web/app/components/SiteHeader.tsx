import { type ReactNode, useRef } from "react";
import { NavLink } from "react-router";
import { AccountMenu } from "./account/AccountMenu";
import { ThemeToggle } from "./ThemeToggle";

/** The main links; one whose page is in another language says so, in its name and in `hreflang`. */
const LINKS: [to: string, label: ReactNode, lang?: string][] = [
	["/tasks", "Tasks"],
	["/models", "Models"],
	["/datasets", "Datasets"],
	["/spaces", "Spaces"],
	["/libraries", "Libraries"],
	["/quantization", "Quantization"],
	[
		"/docs/transformers/tr/index",
		<>
			Docs{" "}
			<span lang="tr" className="muted small">
				(Türkçe)
			</span>
		</>,
		"tr",
	],
	["/try", "Try your model"],
];

function Links({ onPick }: { onPick?: () => void }) {
	return (
		<ul>
			{LINKS.map(([to, label, lang]) => (
				<li key={to}>
					<NavLink to={to} prefetch="intent" onClick={onPick} hrefLang={lang}>
						{label}
					</NavLink>
				</li>
			))}
		</ul>
	);
}

/**
 * The site header: brand, navigation, the account slot and theme switch in one row. On a phone the links fold into a menu (a
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
			<AccountMenu />
			<ThemeToggle />
		</header>
	);
}
