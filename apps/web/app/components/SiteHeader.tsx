import { NavLink } from "react-router";
import { ThemeToggle } from "./ThemeToggle";

const LINKS: [string, string][] = [
	["/tasks", "Tasks"],
	["/models", "Models"],
	["/libraries", "Libraries"],
	["/quantization", "Quantization"],
	["/docs/transformers/tr/index", "Docs"],
	["/try", "Try your model"],
];

export function SiteHeader() {
	return (
		<header className="site-header">
			<NavLink to="/" className="brand">
				Modelhub
			</NavLink>
			<nav aria-label="Main">
				<ul>
					{LINKS.map(([to, label]) => (
						<li key={to}>
							<NavLink to={to} prefetch="intent">
								{label}
							</NavLink>
						</li>
					))}
				</ul>
			</nav>
			<ThemeToggle />
		</header>
	);
}
