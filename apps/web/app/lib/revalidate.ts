import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * For pages whose query string only holds view state (tabs, filters): changing it must not refetch the page's
 * prerendered data, so the view updates at once and no request is made.
 */
export function samePathNoRevalidate({
	currentUrl,
	nextUrl,
	defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
	return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}
