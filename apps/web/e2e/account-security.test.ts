// The account pages under attack, with real requests: a form posted from another site, a form without the session's
// token, the session cookie's flags (Secure behind https), `next=` addresses that leave the hub, repeated wrong
// passwords; and no page, cookie or log line that shows a token or a password.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { startServer, stopServer } from "@modelhub/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieHeader, csrfOf, form, makeUser, raw, signIn } from "./accounts";
import { type Harness, SITE_DIR, startHarness } from "./browser";

let h: Harness;
let attacker: Server;
let evil: string;
const PASSWORD = "p4ssword-that-must-never-show";
const SECRETS = [PASSWORD, "wrong-guess-that-must-never-show", "a-new-password-never-shown"];

beforeAll(async () => {
	h = await startHarness();
	for (const name of ["alice", "mallory-target", "limited"]) await makeUser(h.store, name, PASSWORD);
	// Another site: its page posts a form to the hub as soon as it is opened.
	attacker = createServer((req, res) => {
		const url = new URL(req.url ?? "/", "http://x");
		const target = url.searchParams.get("to") ?? "/login";
		const fields =
			target === "/login"
				? { name: "alice", password: PASSWORD }
				: { intent: "create", name: "stolen", role: "write", csrf: "guessed" };
		const inputs = Object.entries(fields)
			.map(([k, v]) => `<input type="hidden" name="${k}" value="${v}">`)
			.join("");
		res.writeHead(200, { "Content-Type": "text/html" });
		res.end(
			`<!doctype html><title>prize</title><form method="post" action="${h.base}${target}">${inputs}</form><script>document.forms[0].submit()</script>`,
		);
	});
	await new Promise<void>((done) => attacker.listen(0, "127.0.0.1", done));
	evil = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
});
afterAll(async () => {
	await new Promise((done) => attacker?.close(done));
	await h?.close();
});

/** Signs in with a raw request; the answer and the Cookie header it gives. */
async function rawSignIn(name: string, password: string, next = "/", base = h.base, origin = h.base) {
	const res = await raw(
		base,
		"POST",
		"/login",
		{ Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
		form({ name, password, next }),
	);
	return { res, cookie: cookieHeader(res.headers["set-cookie"]) };
}

describe("cross-site form posts", () => {
	it("a page on another origin posting to /login is refused, and opens no session", async () => {
		const { page } = await h.open("/");
		const answer = page.waitForResponse((r) => r.url() === `${h.base}/login`);
		await page.goto(`${evil}/?to=/login`);
		const res = await answer;
		expect(res.status()).toBe(403);
		expect(await res.headerValue("set-cookie")).toBeNull();
		expect((await page.context().cookies()).map((c) => c.name)).not.toContain("mh_session");
	});

	it("a page on another origin posting to the token form of a signed-in user is refused, and makes no token", async () => {
		const { page } = await h.open("/");
		await signIn(page, h.base, "mallory-target", PASSWORD);
		const before = (await h.store.tokens.list("mallory-target")).length;
		const answer = page.waitForResponse((r) => r.url() === `${h.base}/settings/tokens`);
		await page.goto(`${evil}/?to=/settings/tokens`);
		expect((await answer).status()).toBe(403);
		expect((await h.store.tokens.list("mallory-target")).length).toBe(before);
	});

	it("a form of the hub's own origin without the session's token is refused by the page, with a message", async () => {
		const { cookie } = await rawSignIn("alice", PASSWORD);
		const headers = { Origin: h.base, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" };
		const body = form({ intent: "create", name: "no-csrf", role: "read" });
		const res = await raw(h.base, "POST", "/settings/tokens", headers, body);
		expect(res.status).toBe(403);
		expect(res.body).toContain("This form has expired or did not come from this hub");
		const wrong = await raw(h.base, "POST", "/settings/tokens", headers, `${body}&csrf=${"x".repeat(43)}`);
		expect(wrong.status).toBe(403);
		expect((await h.store.tokens.list("alice")).map((t) => t.name)).not.toContain("no-csrf");
		// With the token of the page, the same form works.
		const csrf = csrfOf((await raw(h.base, "GET", "/settings/tokens", { Cookie: cookie })).body);
		const ok = await raw(h.base, "POST", "/settings/tokens", headers, `${body}&csrf=${encodeURIComponent(csrf)}`);
		expect(ok.status).toBe(200);
		expect(ok.headers["cache-control"]).toBe("no-store");
		expect((await h.store.tokens.list("alice")).map((t) => t.name)).toContain("no-csrf");
	});
});

describe("the session cookie", () => {
	it("is HttpOnly, SameSite=Lax and not Secure over http; the name cookie is readable but not the session", async () => {
		const { res } = await rawSignIn("alice", PASSWORD);
		const cookies = res.headers["set-cookie"] as string[];
		const session = cookies.find((c) => c.startsWith("mh_session="));
		const user = cookies.find((c) => c.startsWith("mh_user="));
		expect(session).toMatch(/; HttpOnly/);
		expect(session).toMatch(/; SameSite=Lax/);
		expect(session).toMatch(/; Path=\//);
		expect(session).not.toMatch(/Secure/);
		expect(user).toMatch(/^mh_user=alice;/);
		expect(user).not.toMatch(/HttpOnly/);
	});

	it("is Secure too when the hub's public address is https", async () => {
		const publicUrl = "https://hub.example.test";
		const server = await startServer({
			dir: SITE_DIR,
			port: 0,
			host: "127.0.0.1",
			store: h.store,
			address: { publicUrl },
		});
		try {
			const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
			// The page's form comes from the public address, which is the only origin this hub takes forms from.
			expect((await rawSignIn("alice", PASSWORD, "/", base, base)).res.status).toBe(403);
			const { res } = await rawSignIn("alice", PASSWORD, "/", base, publicUrl);
			expect(res.status).toBe(302);
			for (const c of res.headers["set-cookie"] as string[]) {
				expect(c).toMatch(/; Secure/);
				expect(c).toMatch(/; SameSite=Lax/);
			}
			expect((res.headers["set-cookie"] as string[]).find((c) => c.startsWith("mh_session="))).toMatch(/HttpOnly/);
		} finally {
			await stopServer(server, 1000);
		}
	});
});

describe("where a sign-in leads", () => {
	it("is a path of this hub only", async () => {
		for (const [next, to] of [
			["/settings/tokens", "/settings/tokens"],
			["/models?q=a#b", "/models?q=a#b"],
			["//evil.example/x", "/"],
			["/\\evil.example", "/"],
			["https://evil.example/", "/"],
			["javascript:alert(1)", "/"],
			["/%0d%0aSet-Cookie:x=1", "/%0d%0aSet-Cookie:x=1"],
		]) {
			const { res } = await rawSignIn("alice", PASSWORD, next);
			expect([next, res.status, res.headers.location]).toEqual([next, 302, to]);
		}
	});
});

describe("repeated wrong passwords", () => {
	it("from one address are told to wait, with Retry-After, and the page says so without a stack or the password", async () => {
		let last = await rawSignIn("limited", SECRETS[1] as string);
		for (let i = 0; i < 6; i++) last = await rawSignIn("limited", SECRETS[1] as string);
		expect(last.res.status).toBe(429);
		expect(Number(last.res.headers["retry-after"])).toBeGreaterThan(0);
		expect(last.res.body).toContain("Too many failed sign-ins");
		expect(last.res.body).not.toContain(SECRETS[1]);
		expect(last.res.body).not.toMatch(/\bat \S+ \(|Error:/);
		// From that address no password is checked any more, the right one neither: guessing there is over.
		expect((await rawSignIn("limited", PASSWORD)).res.status).toBe(429);
	});

	it("never lock the user out: not a flood from one address, nor, for a browser that signed in before, a spread guess", async () => {
		await makeUser(h.store, "target", PASSWORD);
		// The hub behind a proxy that names each client's address (X-Forwarded-For).
		const server = await startServer({
			dir: SITE_DIR,
			port: 0,
			host: "127.0.0.1",
			store: h.store,
			address: { trustProxy: true },
		});
		try {
			const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
			const from = (address: string, password: string, cookie?: string, name = "target") =>
				raw(
					base,
					"POST",
					"/login",
					{
						Origin: base,
						"Content-Type": "application/x-www-form-urlencoded",
						"X-Forwarded-For": address,
						...(cookie ? { Cookie: cookie } : {}),
					},
					form({ name, password, next: "/" }),
				);
			const wrong = SECRETS[1] as string;
			// The user's own browser signed in before: it holds the account's device cookie (HttpOnly, never a script's).
			const before = await from("198.51.100.7", PASSWORD);
			expect(before.status).toBe(302);
			const deviceOf = (answer: { headers: Record<string, string | string[] | undefined> }) =>
				[answer.headers["set-cookie"] ?? []].flat().find((c) => c.startsWith("mh_device=")) ?? "";
			expect(deviceOf(before)).toMatch(/; HttpOnly$/);
			const device = deviceOf(before).split(";")[0] as string;

			// A stranger floods the account from one address: refused after a few tries there...
			const flood = [];
			for (let i = 0; i < 20; i++) flood.push((await from("203.0.113.66", wrong)).status);
			expect(flood.slice(0, 5)).toEqual(Array(5).fill(200));
			expect(flood.slice(5)).toEqual(Array(15).fill(429));
			// ...and the user, from anywhere else, browser seen before or not, signs in with the right password.
			expect((await from("198.51.100.8", PASSWORD)).status).toBe(302);

			// A guess spread over four more addresses at once, five tries each: browsers the account has not seen now wait...
			await Promise.all(
				Array.from({ length: 4 }, async (_, a) => {
					for (let i = 0; i < 5; i++) await from(`203.0.113.${a + 1}`, wrong);
				}),
			);
			const unseen = await from("192.0.2.200", PASSWORD);
			expect(unseen.status).toBe(429);
			expect(Number(unseen.headers["retry-after"])).toBeGreaterThan(0);
			// ...but the user's own browser signs in, from any address.
			expect((await from("192.0.2.201", PASSWORD, device)).status).toBe(302);
			// A device cookie forged, or another account's, is no way around the limit.
			const forged = device.replace(/sig%3D[^;]*/, "sig%3Dforged");
			expect(forged).not.toBe(device);
			expect((await from("192.0.2.202", PASSWORD, forged)).status).toBe(429);
			const alices = deviceOf(await from("198.51.100.9", PASSWORD, undefined, "alice")).split(";")[0] as string;
			expect(alices).toMatch(/^mh_device=/);
			expect((await from("192.0.2.203", PASSWORD, alices)).status).toBe(429);
		} finally {
			await stopServer(server, 1000);
		}
	});
});

describe("open sign-up", () => {
	it("is closed by default, and `openSignup` opens /signup, which makes an account and signs it in", async () => {
		const closed = await raw(
			h.base,
			"POST",
			"/signup",
			{ Origin: h.base, "Content-Type": "application/x-www-form-urlencoded" },
			form({ name: "newcomer", password: PASSWORD, again: PASSWORD }),
		);
		expect(closed.status).toBe(403);
		expect(await h.store.accounts.get("newcomer")).toBeUndefined();
		expect((await raw(h.base, "GET", "/signup")).body).toContain("Sign-up is closed");

		const server = await startServer({ dir: SITE_DIR, port: 0, host: "127.0.0.1", store: h.store, openSignup: true });
		try {
			const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
			const post = (fields: Record<string, string>) =>
				raw(
					base,
					"POST",
					"/signup",
					{ Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
					form(fields),
				);
			expect((await raw(base, "GET", "/login")).body).toContain('href="/signup"');
			const bad = await post({ name: "../etc", password: PASSWORD, again: PASSWORD });
			expect(bad.body).toContain("Invalid name &quot;../etc&quot;");
			const taken = await post({ name: "ALICE", password: PASSWORD, again: PASSWORD });
			expect(taken.body).toContain("is taken");
			const made = await post({ name: "newcomer", password: PASSWORD, again: PASSWORD, next: "/settings/tokens" });
			expect([made.status, made.headers.location]).toEqual([302, "/settings/tokens"]);
			const cookie = cookieHeader(made.headers["set-cookie"]);
			expect((await raw(base, "GET", "/settings/tokens", { Cookie: cookie })).status).toBe(200);
		} finally {
			await stopServer(server, 1000);
		}
	});
});

describe("secrets", () => {
	it("no page, cookie or log line shows a token or a password in clear", async () => {
		const { page } = await h.open("/");
		await signIn(page, h.base, "alice", PASSWORD, "/settings/tokens");
		await page.getByLabel("Name").fill("leak-check");
		await page.getByRole("button", { name: "Create token" }).click();
		await page.getByRole("heading", { name: "Copy your new token now" }).waitFor();
		const token = await page.locator(".token-value code").innerText();
		expect((await fetch(`${h.base}/api/whoami-v2`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(
			200,
		);
		// A wrong password on the account page, then a change of password.
		await page.goto(`${h.base}/settings/account`, { waitUntil: "networkidle" });
		await page.getByLabel("Current password").fill(SECRETS[1] as string);
		await page.getByLabel("New password (at least 8 characters)").fill(SECRETS[2] as string);
		await page.getByLabel("New password again").fill(SECRETS[2] as string);
		await page.getByRole("button", { name: "Change password" }).click();
		await page.getByRole("alert").waitFor();
		const pages = [await page.content()];
		for (const path of ["/settings/tokens", "/settings/account", "/", "/login"]) {
			await page.goto(h.base + path, { waitUntil: "networkidle" });
			pages.push(await page.content());
		}
		const cookies = JSON.stringify(await page.context().cookies());
		for (const secret of [token, ...SECRETS]) {
			for (const html of pages) expect(html.includes(secret)).toBe(false);
			expect(cookies.includes(secret)).toBe(false);
			expect(h.log.filter((line) => line.includes(secret))).toEqual([]);
		}
		expect(h.log.length).toBeGreaterThan(10);
	});
});
