import { useEffect, useState } from "react";

type Theme = "light" | "dark";

function currentTheme(): Theme {
	const set = document.documentElement.dataset.theme;
	if (set === "dark" || set === "light") return set;
	return window.matchMedia?.("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}

/** Switches between light and dark; the first render follows the system setting (set before paint in root). */
export function ThemeToggle() {
	const [theme, setTheme] = useState<Theme | undefined>(undefined);
	useEffect(() => setTheme(currentTheme()), []);
	const next: Theme = theme === "dark" ? "light" : "dark";
	return (
		<button
			type="button"
			className="theme-toggle"
			aria-label={`Switch to ${next} mode`}
			onClick={() => {
				document.documentElement.dataset.theme = next;
				try {
					localStorage.setItem("theme", next);
				} catch {
					// Storage may be unavailable (private mode); the choice then lasts for this page only.
				}
				setTheme(next);
			}}
		>
			{theme === "dark" ? "☀︎" : "☾"}
		</button>
	);
}
