type Theme = "light" | "dark";

function currentTheme(): Theme {
	const set = document.documentElement.dataset.theme;
	if (set === "dark" || set === "light") return set;
	return window.matchMedia?.("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}

/**
 * Switches between light and dark. The button holds both of its states and the stylesheet shows the one that fits
 * the theme in force (the saved choice, set before first paint in root, else the system setting), so it is right
 * from the first paint, before and without JavaScript; a click only changes the document's theme.
 */
export function ThemeToggle() {
	return (
		<button
			type="button"
			className="theme-toggle"
			onClick={() => {
				const next: Theme = currentTheme() === "dark" ? "light" : "dark";
				document.documentElement.dataset.theme = next;
				try {
					localStorage.setItem("theme", next);
				} catch {
					// Storage may be unavailable (private mode); the choice then lasts for this page only.
				}
			}}
		>
			<span className="when-light">
				<span aria-hidden="true">☾</span>
				<span className="visually-hidden">Switch to dark mode</span>
			</span>
			<span className="when-dark">
				<span aria-hidden="true">☀︎</span>
				<span className="visually-hidden">Switch to light mode</span>
			</span>
		</button>
	);
}
