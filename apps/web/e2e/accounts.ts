/** Helpers for the account pages' browser tests: users made as the admin makes them, signing in through the form. */
import { request } from "node:http";
import type { Store } from "@modelhub/store";
import type { Page } from "playwright-core";

/** A user made as `modelhub users add` makes one (straight in the store). */
export async function makeUser(store: Store, name: string, password: string, admin = false): Promise<void> {
	await store.accounts.createUser({ name, password, admin });
}

/** Signs in through the sign-in form of `page` (JavaScript on or off) and waits for the page it leads to. */
export async function signIn(page: Page, base: string, name: string, password: string, next = ""): Promise<void> {
	await page.goto(`${base}/login${next ? `?next=${encodeURIComponent(next)}` : ""}`, { waitUntil: "networkidle" });
	await page.getByLabel("Name").fill(name);
	await page.getByLabel("Password").fill(password);
	await Promise.all([
		page.waitForURL((url) => url.pathname !== "/login"),
		page.getByRole("button", { name: "Sign in" }).click(),
	]);
}

export interface RawAnswer {
	status: number;
	headers: Record<string, string | string[] | undefined>;
	body: string;
}

/** A request with exactly the headers given (a browser would add an Origin of its own). */
export function raw(
	base: string,
	method: string,
	path: string,
	headers: Record<string, string> = {},
	body?: string,
): Promise<RawAnswer> {
	const url = new URL(path, base);
	return new Promise((resolve, reject) => {
		const req = request(
			{ host: url.hostname, port: url.port, method, path: url.pathname + url.search, headers },
			(res) => {
				let text = "";
				res.setEncoding("utf8");
				res.on("data", (c: string) => {
					text += c;
				});
				res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
			},
		);
		req.on("error", reject);
		req.end(body);
	});
}

/** A form body. */
export const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** The `Cookie` header value for the cookies a sign-in answer set. */
export function cookieHeader(setCookie: string | string[] | undefined): string {
	return (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []).map((c) => c.split(";")[0]).join("; ");
}

/** The value of the first hidden `csrf` field of a page's HTML. */
export function csrfOf(html: string): string {
	const m = /name="csrf" value="([^"]+)"/.exec(html);
	if (!m?.[1]) throw new Error("no CSRF field in the page");
	return m[1];
}

/** A signed-in session's cookie and CSRF token, as the sign-in form gives them (without a browser). */
export async function signedIn(
	base: string,
	name: string,
	password: string,
): Promise<{ cookie: string; csrf: string }> {
	const login = await raw(base, "GET", "/login");
	const signin = await raw(
		base,
		"POST",
		"/login",
		{
			"Content-Type": "application/x-www-form-urlencoded",
			Origin: base,
			Cookie: cookieHeader(login.headers["set-cookie"]),
		},
		form({ name, password, next: "/" }),
	);
	const cookie = cookieHeader(signin.headers["set-cookie"]);
	const page = await raw(base, "GET", "/settings/tokens", { Cookie: cookie });
	return { cookie, csrf: csrfOf(page.body) };
}
