// The account pages in a browser: signing in, access tokens (shown once, listed, revoked), changing the password (which
// signs out the other sessions), organizations' members, the header's account slot; each with JavaScript and without.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeUser, signIn } from "./accounts";
import { axeViolations, type Harness, hydrated, startHarness } from "./browser";

let h: Harness;
const PASSWORD = "correct horse battery";
beforeAll(async () => {
	h = await startHarness();
	for (const name of ["alice", "bob", "carol", "dave", "erin"]) await makeUser(h.store, name, PASSWORD);
	await h.store.accounts.createOrg({ name: "acme", displayName: "Acme Labs" });
	await h.store.accounts.setMember("acme", "alice", "admin");
	await h.store.accounts.setMember("acme", "bob", "read");
});
afterAll(async () => {
	await h?.close();
});

/** `whoami` with a token, as the Hub's clients ask it. */
async function whoami(token: string): Promise<number> {
	return (await fetch(`${h.base}/api/whoami-v2`, { headers: { Authorization: `Bearer ${token}` } })).status;
}

async function newToken(page: Page, name: string, role: "read" | "write", days = ""): Promise<string> {
	await page.getByLabel("Name").fill(name);
	await page.getByLabel(role).check();
	await page.getByLabel("Expires after (days, optional)").fill(days);
	await page.getByRole("button", { name: "Create token" }).click();
	await page.getByRole("heading", { name: "Copy your new token now" }).waitFor();
	return page.locator(".token-value code").innerText();
}

describe("signing in and access tokens", () => {
	it("an admin-made user signs in, makes a token shown once, sees it listed, and revokes it", async () => {
		const { page, errors } = await h.open("/login?next=/settings/tokens", {
			permissions: ["clipboard-read", "clipboard-write"],
		});
		await hydrated(page);
		await page.getByLabel("Name").fill("alice");
		await page.getByLabel("Password").fill(PASSWORD);
		await page.getByRole("button", { name: "Sign in" }).click();
		await page.waitForURL(`${h.base}/settings/tokens`);
		await expect.poll(() => page.getByRole("navigation", { name: "Account" }).innerText()).toContain("alice");

		const token = await newToken(page, "laptop", "write", "30");
		expect(token).toMatch(/^hf_mh[A-Za-z0-9]{44}$/);
		const lines = await page.locator(".token-lines").allInnerTexts();
		expect(lines.join("\n")).toContain(`export HF_ENDPOINT='${h.base}'\nexport HF_TOKEN='${token}'`);
		expect(lines.join("\n")).toContain(`hf auth login --token '${token}'`);
		await page.getByRole("button", { name: "Copy token" }).click();
		await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(token);
		expect(await whoami(token)).toBe(200);

		// Listed, with its last use; never shown again.
		await page.reload({ waitUntil: "networkidle" });
		await hydrated(page);
		const row = page.getByRole("row", { name: /laptop/ });
		expect(await row.innerText()).toMatch(/laptop\s+write\s+\S+ \S+ UTC\s+\S+ \S+ UTC\s+\S+ \S+ UTC/);
		expect(await page.content()).not.toContain(token);

		await page.getByRole("button", { name: "Revoke laptop" }).click();
		await page.getByText("Revoked the token laptop").waitFor();
		expect(await page.getByRole("row", { name: /laptop/ }).count()).toBe(0);
		expect(await whoami(token)).toBe(401);
		expect(errors).toEqual([]);
	});

	it("a wrong password is told generically, and the next= address is only ever a path of this hub", async () => {
		const { page } = await h.open("/login?next=//evil.example/x");
		await hydrated(page);
		await page.getByLabel("Name").fill("alice");
		await page.getByLabel("Password").fill("not the password");
		await page.getByRole("button", { name: "Sign in" }).click();
		const alert = page.getByRole("alert");
		await alert.waitFor();
		expect(await alert.innerText()).toBe("That name and password do not match an account.");
		await page.getByLabel("Name").fill("nobody-at-all");
		await page.getByRole("button", { name: "Sign in" }).click();
		await expect.poll(() => alert.innerText()).toBe("That name and password do not match an account.");
		await page.getByLabel("Name").fill("alice");
		await page.getByLabel("Password").fill(PASSWORD);
		await page.getByRole("button", { name: "Sign in" }).click();
		await page.waitForURL(`${h.base}/`);
	});

	it("changing the password signs out every other session, and keeps this one", async () => {
		const a = await h.open("/");
		const b = await h.open("/");
		await signIn(a.page, h.base, "bob", PASSWORD, "/settings/account");
		await signIn(b.page, h.base, "bob", PASSWORD, "/settings/tokens");
		await hydrated(a.page);
		await a.page.getByLabel("Current password").fill(PASSWORD);
		await a.page.getByLabel("New password (at least 8 characters)").fill("a much newer secret");
		await a.page.getByLabel("New password again").fill("a much newer secret");
		await a.page.getByRole("button", { name: "Change password" }).click();
		await a.page.getByText("Your password is changed").waitFor();

		await b.page.reload({ waitUntil: "networkidle" });
		expect(new URL(b.page.url()).pathname).toBe("/login");
		await a.page.reload({ waitUntil: "networkidle" });
		expect(new URL(a.page.url()).pathname).toBe("/settings/account");
		await signIn(b.page, h.base, "bob", "a much newer secret");
		expect(new URL(b.page.url()).pathname).toBe("/");
		expect(a.errors).toEqual([]);
		// The old password no longer opens a session.
		expect((await h.store.accounts.checkPassword("bob", PASSWORD)) === undefined).toBe(true);
	});
});

describe("the header's account slot", () => {
	it("shows the user's name on prerendered and rendered pages, without moving anything, and signs out", async () => {
		const { page, errors } = await h.open("/");
		await signIn(page, h.base, "carol", PASSWORD);
		for (const path of ["/tasks", "/models"]) {
			await page.goto(`${h.base}${path}`, { waitUntil: "networkidle" });
			await page.evaluate(() => {
				(window as unknown as { shifts: number }).shifts = 0;
				new PerformanceObserver((list) => {
					for (const e of list.getEntries())
						(window as unknown as { shifts: number }).shifts += (e as unknown as { value: number }).value;
				}).observe({ type: "layout-shift", buffered: true });
			});
			await hydrated(page);
			const slot = page.getByRole("navigation", { name: "Account" });
			await expect.poll(() => slot.innerText()).toBe("carol");
			await page.waitForTimeout(200);
			expect([path, await page.evaluate(() => (window as unknown as { shifts: number }).shifts)]).toEqual([path, 0]);
		}
		await page.getByRole("navigation", { name: "Account" }).getByText("carol").click();
		await page.getByRole("button", { name: "Sign out" }).click();
		await page.waitForURL(`${h.base}/`);
		await expect.poll(() => page.getByRole("navigation", { name: "Account" }).innerText()).toBe("Sign in");
		expect((await page.context().cookies()).map((c) => c.name)).not.toContain("mh_session");
		expect(errors).toEqual([]);
	});
});

describe("an organization's page", () => {
	it("lets its admin add a member, change a role and remove one; a member sees roles only; others no members", async () => {
		const admin = await h.open("/");
		await signIn(admin.page, h.base, "alice", PASSWORD, "/organizations/acme");
		await hydrated(admin.page);
		const page = admin.page;
		await page.getByLabel("User name").fill("dave");
		await page.getByLabel("Role", { exact: true }).selectOption("write");
		await page.getByRole("button", { name: "Add member" }).click();
		await page.getByText("dave is now a write member of acme.").waitFor();
		await page.getByRole("combobox", { name: "Role of dave" }).selectOption("contributor");
		await page.getByRole("button", { name: "Change the role of dave" }).click();
		await page.getByText("dave is now a contributor member of acme.").waitFor();
		expect((await h.store.accounts.members("acme")).find((m) => m.name === "dave")?.role).toBe("contributor");
		await page.getByLabel("User name").fill("nobody-here");
		await page.getByRole("button", { name: "Add member" }).click();
		await page.getByRole("alert").getByText("No user nobody-here.").waitFor();
		// The last admin stays.
		await page.getByRole("button", { name: "Remove alice" }).click();
		await page.getByText("alice is the last admin of acme").waitFor();
		await page.getByRole("button", { name: "Remove dave" }).click();
		await page.getByText("dave is no longer a member of acme.").waitFor();
		expect(admin.errors).toEqual([]);

		const member = await h.open("/");
		await signIn(member.page, h.base, "bob", "a much newer secret", "/organizations/acme");
		expect(await member.page.getByRole("row", { name: /alice/ }).innerText()).toContain("admin");
		expect(await member.page.getByRole("button", { name: /Remove|Add member/ }).count()).toBe(0);

		const other = await h.open("/");
		await signIn(other.page, h.base, "erin", PASSWORD, "/organizations/acme");
		await other.page.getByRole("heading", { name: "Acme Labs" }).waitFor();
		expect(await other.page.getByRole("heading", { name: "Acme Labs" }).count()).toBe(1);
		expect(await other.page.content()).not.toContain("alice");
		// A form sent anyway by someone who may not manage the organization is refused as for a missing page.
		expect((await fetch(`${h.base}/organizations/no-such-org`)).status).toBe(404);
	});
});

describe("the account pages", () => {
	it("have no axe-core violation and no console error", async () => {
		const { page, errors } = await h.open("/login");
		await hydrated(page);
		expect(["/login", await axeViolations(page)]).toEqual(["/login", []]);
		for (const path of ["/signup", "/logout"]) {
			await page.goto(h.base + path, { waitUntil: "networkidle" });
			await hydrated(page);
			expect([path, await axeViolations(page)]).toEqual([path, []]);
		}
		await signIn(page, h.base, "alice", PASSWORD, "/settings/tokens");
		await hydrated(page);
		await newToken(page, "axe", "read");
		expect(["tokens", await axeViolations(page)]).toEqual(["tokens", []]);
		for (const path of ["/settings/account", "/organizations/acme", "/logout", "/login"]) {
			await page.goto(h.base + path, { waitUntil: "networkidle" });
			await hydrated(page);
			expect([path, await axeViolations(page)]).toEqual([path, []]);
		}
		await page.getByRole("navigation", { name: "Account" }).getByText("alice").click();
		expect(["menu", await axeViolations(page)]).toEqual(["menu", []]);
		expect(errors).toEqual([]);
	});

	it("fit a phone's width", async () => {
		const { page } = await h.open("/");
		await page.setViewportSize({ width: 390, height: 844 });
		await signIn(page, h.base, "alice", PASSWORD, "/settings/tokens");
		await hydrated(page);
		await newToken(page, "phone", "read");
		for (const path of ["", "/settings/account", "/organizations/acme", "/login"]) {
			if (path) await page.goto(h.base + path, { waitUntil: "networkidle" });
			await hydrated(page);
			const over = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
			const header = await page.locator(".site-header").evaluate((e) => e.getBoundingClientRect().height);
			expect(header).toBeLessThan(70);
			expect([path, over]).toEqual([path, 0]);
		}
	});
});

describe("without JavaScript", () => {
	it("signing in, making and revoking a token, changing the password and signing out all work", async () => {
		const { page } = await h.open("/", { javaScriptEnabled: false });
		await signIn(page, h.base, "erin", PASSWORD, "/settings/tokens");
		const token = await newToken(page, "no-js", "read", "7");
		expect(await whoami(token)).toBe(200);
		expect(await page.locator(".token-lines").first().innerText()).toContain(`export HF_TOKEN='${token}'`);
		await page.goto(`${h.base}/settings/tokens`);
		await page.getByRole("button", { name: "Revoke no-js" }).click();
		await page.getByText("Revoked the token no-js").waitFor();
		expect(await whoami(token)).toBe(401);

		await page.goto(`${h.base}/settings/account`);
		await page.getByLabel("Current password").fill(PASSWORD);
		await page.getByLabel("New password (at least 8 characters)").fill("short");
		await page.getByLabel("New password again").fill("short");
		// The browser's own check (minlength) is skipped so that the server's is seen.
		await page.locator("form.stack-form").evaluate((f) => f.setAttribute("novalidate", ""));
		await page.getByRole("button", { name: "Change password" }).click();
		expect(await page.getByRole("alert").innerText()).toContain("at least 8 characters");
		await page.getByLabel("Current password").fill(PASSWORD);
		await page.getByLabel("New password (at least 8 characters)").fill("erin's new password");
		await page.getByLabel("New password again").fill("erin's new password");
		await page.getByRole("button", { name: "Change password" }).click();
		await page.getByText("Your password is changed").waitFor();

		// The header's menu is a <details>: it opens, and its sign-out form posts, without a script.
		await page.getByRole("navigation", { name: "Account" }).getByText("erin").click();
		await page.getByRole("button", { name: "Sign out" }).click();
		await page.waitForURL(`${h.base}/`);
		expect(await page.getByRole("navigation", { name: "Account" }).innerText()).toBe("Sign in");
	});
});
