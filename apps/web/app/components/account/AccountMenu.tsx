import { useSyncExternalStore } from "react";
import { Link, useLocation, useRouteLoaderData } from "react-router";
import { userFromCookie } from "../../lib/user-cookie";
import type { RootData } from "../../root";

const subscribe = () => () => {};
const unknown = () => null;

/**
 * The header's account slot: a "Sign in" link, or the user's name with a menu (a `<details>`, so it opens without
 * JavaScript). A server-rendered page knows who is signed in; a prerendered one reads the `mh_user` cookie once
 * hydrated. The slot has a fixed size, so the name replacing "Sign in" moves nothing.
 */
export function AccountMenu() {
	const known = useRouteLoaderData<RootData>("root")?.account;
	// Read again on every navigation (signing in or out changes the cookie); the menu closes on each.
	const { pathname } = useLocation();
	const cookie = useSyncExternalStore(subscribe, userFromCookie, unknown);
	const name = known === undefined ? cookie : known?.name;
	return (
		<nav className="account" aria-label="Account">
			{name ? (
				<details key={pathname}>
					<summary>{name}</summary>
					<ul>
						<li>
							<Link to="/settings/account">Settings</Link>
						</li>
						<li>
							<Link to="/settings/tokens">Access tokens</Link>
						</li>
						<li>
							{/* Without the session's token (a prerendered page) the button opens /logout, whose form has it. */}
							<form method={known?.csrf ? "post" : "get"} action="/logout">
								{known?.csrf ? <input type="hidden" name="csrf" value={known.csrf} /> : null}
								<button type="submit">Sign out</button>
							</form>
						</li>
					</ul>
				</details>
			) : (
				<Link to={`/login?next=${encodeURIComponent(pathname)}`}>Sign in</Link>
			)}
		</nav>
	);
}
