// A repository's settings page, one for every type (`/{id}/settings`, `/datasets/{id}/settings`, `/spaces/{id}/settings`):
// its owner makes a model private from it in the browser and an anonymous visitor then finds the model missing; a
// dataset is gated from it with JavaScript off; a space is moved and a model deleted through its forms. To anyone the
// policy does not let manage the repository (a visitor, a stranger, a member who may only write) the page is missing and
// the repository page has no link to it; forms without the session's token or from another site change nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { form, makeUser, raw, signedIn, signIn } from "./accounts";
import { axeViolations, type Harness, hydrated, startHarness } from "./browser";

let h: Harness;
const PASSWORD = "correct horse battery";
/** Each type's repository of the organization `crew`, and its page. */
const REPOS = [
	{ type: "model", id: "crew/zzalpha", path: "/crew/zzalpha" },
	{ type: "dataset", id: "crew/zzbeta", path: "/datasets/crew/zzbeta" },
	{ type: "space", id: "crew/zzgamma", path: "/spaces/crew/zzgamma" },
] as const;

beforeAll(async () => {
	h = await startHarness();
	for (const name of ["olga", "wes", "sam"]) await makeUser(h.store, name, PASSWORD);
	for (const org of ["crew", "other"]) {
		await h.store.accounts.createOrg({ name: org });
		await h.store.accounts.setMember(org, "olga", "admin");
	}
	await h.store.accounts.setMember("crew", "wes", "write");
	for (const { type, id } of [...REPOS, { type: "model", id: "crew/zzdoomed" } as const])
		await h.store.repoAdmin.create({ type, id }, { private: false });
});
afterAll(async () => {
	await h?.close();
});

/** A signed-in session's cookie and CSRF token, as the sign-in form gives them. */
const session = (name: string) => signedIn(h.base, name, PASSWORD);

/** Posts a settings form as `who`'s session, from this hub's pages. */
async function post(who: { cookie: string; csrf?: string }, path: string, fields: Record<string, string>) {
	return raw(
		h.base,
		"POST",
		`${path}/settings`,
		{ "Content-Type": "application/x-www-form-urlencoded", Origin: h.base, Cookie: who.cookie },
		form({ ...(who.csrf ? { csrf: who.csrf } : {}), ...fields }),
	);
}

const record = async (type: string, id: string) =>
	(await fetch(`${h.base}/api/${type}s/${id}`, { headers: { Authorization: `Bearer ${await ownerToken()}` } })).json();
let token: string | undefined;
const ownerToken = async () => {
	token ??= (await h.store.tokens.create({ owner: "olga", name: "t", role: "read" })).token;
	return token;
};

describe("the settings page", () => {
	it("is missing, and not linked, for whoever may not manage the repository", async () => {
		const [wes, sam] = [await session("wes"), await session("sam")];
		for (const { path } of REPOS) {
			for (const [who, cookie] of [
				["anonymous", ""],
				["wes (writes to crew)", wes.cookie],
				["sam", sam.cookie],
			]) {
				const settings = await raw(h.base, "GET", `${path}/settings`, cookie ? { Cookie: cookie } : {});
				const absent = await raw(h.base, "GET", "/crew/zzabsent/settings", cookie ? { Cookie: cookie } : {});
				expect([path, who, settings.status, absent.status]).toEqual([path, who, 404, 404]);
				expect(settings.body).not.toContain('name="intent"');
				const repoPage = await raw(h.base, "GET", path, cookie ? { Cookie: cookie } : {});
				expect([path, who, repoPage.status, repoPage.body.includes(`${path}/settings`)]).toEqual([
					path,
					who,
					200,
					false,
				]);
			}
			// A form posted by one who may not manage is answered as the page is: missing, and nothing changes.
			const refused = await post(wes, path, { intent: "visibility", visibility: "private" });
			expect([path, refused.status]).toEqual([path, 404]);
		}
		for (const { type, id } of REPOS) expect((await record(type, id)).private).toBe(false);
	});

	it("refuses a form without the session's token, or from another site", async () => {
		const olga = await session("olga");
		const missing = await post({ cookie: olga.cookie }, "/crew/zzalpha", {
			intent: "visibility",
			visibility: "private",
		});
		expect(missing.status).toBe(403);
		const foreign = await raw(
			h.base,
			"POST",
			"/crew/zzalpha/settings",
			{ "Content-Type": "application/x-www-form-urlencoded", Origin: "http://evil.example", Cookie: olga.cookie },
			form({ csrf: olga.csrf, intent: "visibility", visibility: "private" }),
		);
		expect(foreign.status).toBe(403);
		expect((await record("model", "crew/zzalpha")).private).toBe(false);
	});

	it("makes a model private in the browser; an anonymous visitor then gets the missing page", async () => {
		const { page, errors } = await h.open("/");
		await signIn(page, h.base, "olga", PASSWORD, "/crew/zzalpha");
		await hydrated(page);
		await page.getByRole("link", { name: "Settings" }).click();
		await page.waitForURL(`${h.base}/crew/zzalpha/settings`);
		await page.getByRole("heading", { name: "Settings" }).waitFor();
		expect(await axeViolations(page)).toEqual([]);
		await page.getByLabel(/^Private/).check();
		await page.getByRole("button", { name: "Save visibility" }).click();
		await expect.poll(() => page.getByRole("status").innerText()).toMatch(/is private/);
		expect(errors).toEqual([]);
		const visitor = await h.open("/crew/zzalpha");
		const hidden = await visitor.page.goto(`${h.base}/crew/zzalpha`);
		const absent = await visitor.page.goto(`${h.base}/crew/zzabsent`);
		expect([hidden?.status(), absent?.status()]).toEqual([404, 404]);
		const shown = async (path: string) =>
			(await (await visitor.page.goto(h.base + path))?.text())?.replaceAll(path.split("/")[2] ?? "", "NAME");
		expect(await shown("/crew/zzalpha")).toBe(await shown("/crew/zzabsent"));
		// Its owner still has it, and makes it public again from the same page.
		await page.reload({ waitUntil: "networkidle" });
		await hydrated(page);
		expect(await page.getByLabel(/^Private/).isChecked()).toBe(true);
		await page.getByLabel(/^Public/).check();
		await page.getByRole("button", { name: "Save visibility" }).click();
		await expect.poll(() => page.getByRole("status").innerText()).toMatch(/is public/);
		expect((await visitor.page.goto(`${h.base}/crew/zzalpha`))?.status()).toBe(200);
		await page.context().close();
		await visitor.page.context().close();
	});

	it("gates a dataset with JavaScript off", async () => {
		const { page } = await h.open("/", { javaScriptEnabled: false });
		await signIn(page, h.base, "olga", PASSWORD, "/datasets/crew/zzbeta/settings");
		await page.getByLabel(/^Gated, manual/).check();
		await Promise.all([page.waitForLoadState("load"), page.getByRole("button", { name: "Save gating" }).click()]);
		await expect.poll(() => page.getByRole("status").innerText()).toMatch(/by its owners, on request/);
		expect(await page.getByRole("link", { name: "Access requests" }).getAttribute("href")).toBe(
			"/datasets/crew/zzbeta/access-requests",
		);
		expect((await record("dataset", "crew/zzbeta")).gated).toBe("manual");
		expect(await (await fetch(`${h.base}/datasets/crew/zzbeta`)).text()).toContain("Gated dataset");
		await page.context().close();
	});

	it("moves a space to another owner and name; its old address leads there", async () => {
		const olga = await session("olga");
		const sam = await post(olga, "/spaces/crew/zzgamma", { intent: "move", owner: "sam", name: "taken" });
		expect([sam.status, sam.body.includes("You may not move spaces to sam")]).toEqual([403, true]);
		const taken = await post(olga, "/spaces/crew/zzgamma", { intent: "move", owner: "crew", name: "zzgamma" });
		expect(taken.body).toContain("The space is already crew/zzgamma.");
		const bad = await post(olga, "/spaces/crew/zzgamma", { intent: "move", owner: "other", name: "bad--name" });
		expect(bad.body).toMatch(/may not hold &quot;--&quot;/);
		const moved = await post(olga, "/spaces/crew/zzgamma", { intent: "move", owner: "other", name: "zzdelta" });
		expect([moved.status, moved.headers.location]).toEqual([302, "/spaces/other/zzdelta/settings"]);
		expect((await record("space", "other/zzdelta")).id).toBe("other/zzdelta");
		const old = await raw(h.base, "GET", "/spaces/crew/zzgamma", { Cookie: olga.cookie });
		expect([old.status, old.headers.location]).toEqual([307, `${h.base}/spaces/other/zzdelta`]);
		const page = await raw(h.base, "GET", "/spaces/other/zzdelta/settings", { Cookie: olga.cookie });
		expect(page.status).toBe(200);
		expect(page.body).toContain('<option value="other" selected="">other</option>');
	});

	it("deletes a model once its id is typed again", async () => {
		const olga = await session("olga");
		const wrong = await post(olga, "/crew/zzdoomed", { intent: "delete", confirm: "crew/zzdoom" });
		expect(wrong.body).toContain("Type crew/zzdoomed exactly to delete the model.");
		expect((await record("model", "crew/zzdoomed")).id).toBe("crew/zzdoomed");
		const done = await post(olga, "/crew/zzdoomed", { intent: "delete", confirm: "crew/zzdoomed" });
		expect([done.status, done.headers.location]).toEqual([302, "/"]);
		expect((await raw(h.base, "GET", "/api/models/crew/zzdoomed", { Cookie: olga.cookie })).status).toBe(404);
		expect((await raw(h.base, "GET", "/crew/zzdoomed/settings", { Cookie: olga.cookie })).status).toBe(404);
	});
});
