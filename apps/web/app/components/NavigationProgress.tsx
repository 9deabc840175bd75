import { useNavigation } from "react-router";

/**
 * A bar across the top of the window while a client-side navigation loads the next page's data (a slow search, a
 * model page on a busy hub). Fixed in place, so it moves nothing; it fades in only after a short delay (in the
 * stylesheet), so quick navigations do not flash it.
 */
export function NavigationProgress() {
	const navigation = useNavigation();
	if (navigation.state === "idle") return null;
	return <div className="nav-progress" role="progressbar" aria-label="Loading the page" />;
}
