import { NavLink } from "react-router";

/** The settings pages' own links. */
export function SettingsNav() {
	return (
		<nav aria-label="Settings" className="settings-nav">
			<NavLink to="/settings/account">Account</NavLink>
			<NavLink to="/settings/tokens">Access tokens</NavLink>
		</nav>
	);
}
