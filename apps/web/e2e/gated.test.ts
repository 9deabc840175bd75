// Gated and private models in a browser: a visitor is told to sign in, a user asks for access with the card's fields
// (`auto` grants at once, `manual` waits), the owners decide on the access-requests page, which is a missing page to
// anyone else; a private model is marked so for those who may see it. With JavaScript and without.
import type { StoredModel } from "@modelhub/store";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeUser, signIn } from "./accounts";
import { axeViolations, type Harness, hydrated, startHarness } from "./browser";

const PASSWORD = "gate keeper password";
const CHECK = "I accept the licence <b>terms</b> & conditions";

const model = (id: string, extra: Record<string, unknown>): StoredModel => ({
	record: {
		id,
		library_name: "transformers",
		pipeline_tag: "text-classification",
		tags: ["transformers"],
		transformersInfo: { auto_model: "AutoModelForSequenceClassification", processor: "AutoTokenizer" },
		...extra,
	},
	card: `# ${id}\n`,
});

const AUTO = model("acme/auto-gated", {
	gated: "auto",
	cardData: {
		extra_gated_prompt: "Tell us who you are.\nThank you.",
		extra_gated_button_content: "Agree and request",
		extra_gated_fields: {
			"Full name": "text",
			Country: "country",
			"Date of birth": "date_picker",
			Affiliation: { type: "select", options: ["Academia", { label: "Industry lab", value: "industry" }] },
			[CHECK]: "checkbox",
			geo: "ip_location",
		},
	},
});
const MANUAL = model("acme/manual-gated", { gated: "manual" });
const PRIVATE = model("acme/private-model", { private: true });
const HOSTILE = model("acme/hostile-gate", {
	gated: "manual",
	cardData: {
		extra_gated_heading: "<script>alert('heading')</script>",
		extra_gated_fields: {
			"<img src=x onerror=alert(1)>": "text",
			"not a list": { type: "select", options: "Academia" },
			"a number": 42,
			"<script>alert(2)</script> I agree": "checkbox",
			...Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`extra ${i}`, "text"])),
		},
	},
});

let h: Harness;
beforeAll(async () => {
	h = await startHarness([AUTO, MANUAL, PRIVATE, HOSTILE]);
	for (const name of ["olivia", "rick", "sam", "tom", "una", "nojs"]) await makeUser(h.store, name, PASSWORD);
	await h.store.accounts.createOrg({ name: "acme" });
	await h.store.accounts.setMember("acme", "olivia", "admin");
	await h.store.accounts.setMember("acme", "sam", "read");
});
afterAll(async () => {
	await h?.close();
});

async function as(name: string, path: string, javaScriptEnabled = true): Promise<{ page: Page; errors: string[] }> {
	const opened = await h.open("/", { javaScriptEnabled });
	await signIn(opened.page, h.base, name, PASSWORD, path);
	if (javaScriptEnabled) await hydrated(opened.page);
	return opened;
}

const access = (page: Page) => page.locator("#access");

async function fillAutoForm(page: Page, check = true): Promise<void> {
	await page.getByLabel("Full name").fill("Rick Doe");
	await page.getByLabel("Country").fill("France");
	await page.getByLabel("Date of birth").fill("1990-01-02");
	await page.getByLabel("Affiliation").selectOption("industry");
	if (check) await page.getByLabel(CHECK).check();
}

describe("a gated model's page", () => {
	it("tells a visitor to sign in, and its snippets to request access and set HF_TOKEN", async () => {
		const { page, errors } = await h.open(`/${AUTO.record.id}`);
		await hydrated(page);
		expect(await access(page).innerText()).toContain("This model is gated");
		expect(await access(page).getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe(
			`/login?next=${encodeURIComponent(`/${AUTO.record.id}`)}`,
		);
		expect(await access(page).locator("form").count()).toBe(0);
		const snippet = await page.locator(".code-block").first().innerText();
		expect(snippet).toContain(
			"# Gated model: request access on its page first, then set HF_TOKEN to an access token of your account.",
		);
		expect(errors).toEqual([]);
	});

	it("`auto`: a signed-in user fills the card's fields and has access at once", async () => {
		const { page, errors } = await as("rick", `/${AUTO.record.id}`);
		const gate = access(page);
		expect(await gate.getByRole("heading", { level: 3 }).count()).toBe(0);
		expect(await gate.innerText()).toContain("Tell us who you are.\nThank you.");
		// Each field from the card, `ip_location` left out (it is not asked).
		expect(await gate.locator("input:not([type=hidden]), select").count()).toBe(5);
		expect(await page.getByLabel("Date of birth").getAttribute("type")).toBe("date");
		expect(await page.getByLabel(CHECK).getAttribute("required")).not.toBeNull();
		await fillAutoForm(page);
		await page.getByRole("button", { name: "Agree and request" }).click();
		await gate.getByText("Your access is granted").waitFor();
		expect(new URL(page.url()).pathname).toBe(`/${AUTO.record.id}`);
		const [request] = await h.store.accessRequests.list({ type: "model", id: AUTO.record.id }, "accepted");
		expect(request?.user).toBe("rick");
		expect(request?.fields).toEqual({
			"Full name": "Rick Doe",
			Country: "France",
			"Date of birth": "1990-01-02",
			Affiliation: "industry",
			[CHECK]: "Yes",
		});
		expect(errors).toEqual([]);
	});

	it("`manual`: the request waits; the owner accepts it on the access-requests page; the user then has access", async () => {
		const rick = await as("rick", `/${MANUAL.record.id}`);
		await rick.page.getByRole("button", { name: "Request access" }).click();
		await access(rick.page).getByText("your request is pending").waitFor();
		expect(await access(rick.page).getByRole("link", { name: "Access requests" }).count()).toBe(0);

		const olivia = await as("olivia", `/${MANUAL.record.id}`);
		expect(await access(olivia.page).innerText()).toContain("You have access as its owner");
		await access(olivia.page).getByRole("link", { name: "Access requests" }).click();
		await olivia.page.waitForURL(`${h.base}/${MANUAL.record.id}/access-requests`);
		const pending = olivia.page.getByRole("region", { name: /Pending/ });
		expect(await pending.innerText()).toContain("rick");
		await pending.getByRole("button", { name: "Accept rick" }).click();
		await olivia.page.getByText("Accepted the request of rick.").waitFor();
		// The confirmation is the action's answer; the lists are the page's data, read again just after it.
		await olivia.page
			.getByRole("region", { name: /Accepted/ })
			.filter({ hasText: "rick" })
			.waitFor();

		await rick.page.reload({ waitUntil: "networkidle" });
		expect(await access(rick.page).innerText()).toContain("Your access is granted");
		expect(rick.errors).toEqual([]);
		expect(olivia.errors).toEqual([]);
	});

	it("the owner rejects with a reason and grants access to a user who never asked", async () => {
		const tom = await as("tom", `/${MANUAL.record.id}`);
		await tom.page.getByRole("button", { name: "Request access" }).click();
		await access(tom.page).getByText("your request is pending").waitFor();
		const { page } = await as("olivia", `/${MANUAL.record.id}/access-requests`);
		await page.getByLabel("Reason for rejecting tom (optional)").fill("not on the project");
		await page.getByRole("button", { name: "Reject tom" }).click();
		await page.getByText("Rejected the request of tom.").waitFor();
		await page
			.getByRole("region", { name: /Rejected/ })
			.filter({ hasText: "Reason: not on the project" })
			.waitFor();
		await page.getByLabel("User name").fill("una");
		await page.getByRole("button", { name: "Grant access" }).click();
		await page.getByText("una has access now.").waitFor();
		await page.getByLabel("User name").fill("no-such-user");
		await page.getByRole("button", { name: "Grant access" }).click();
		await page.getByRole("alert").getByText("There is no user no-such-user on this hub.").waitFor();

		await tom.page.reload({ waitUntil: "networkidle" });
		expect(await access(tom.page).innerText()).toContain("Your request for access was rejected");
		const una = await as("una", `/${MANUAL.record.id}`);
		expect(await access(una.page).innerText()).toContain("Your access is granted");
	});
});

describe("the access-requests page", () => {
	/** The page's main content, with the one address it names made neutral. */
	async function missingShape(path: string, cookieUser?: string): Promise<{ status: number; main: string }> {
		const opened = cookieUser ? await as(cookieUser, "/") : await h.open("/");
		const res = await opened.page.goto(h.base + path, { waitUntil: "networkidle" });
		const main = await opened.page.locator("main").innerHTML();
		await opened.page.context().close();
		return { status: res?.status() ?? 0, main };
	}

	it("is exactly a missing page to whoever may not manage the model: a visitor, a requester, a read member", async () => {
		const id = MANUAL.record.id;
		for (const who of [undefined, "rick", "sam"]) {
			const denied = await missingShape(`/${id}/access-requests`, who);
			const missing = await missingShape("/acme/no-such-model/access-requests", who);
			expect([who, denied.status]).toEqual([who, 404]);
			expect([who, denied]).toEqual([who, missing]);
		}
		// A form sent there anyway changes nothing.
		const rick = await as("rick", `/${id}`);
		const answer = await rick.page.evaluate(
			async (path) =>
				(await fetch(path, { method: "POST", body: new URLSearchParams({ intent: "grant", user: "tom" }) })).status,
			`/${id}/access-requests`,
		);
		expect(answer).toBe(404);
		expect(await h.store.accessRequests.statusOf({ type: "model", id }, "tom")).not.toBe("accepted");
	});

	it("has no axe-core violation and no console error, nor have the gated pages", async () => {
		const { page, errors } = await as("olivia", `/${MANUAL.record.id}/access-requests`);
		expect(await axeViolations(page)).toEqual([]);
		const visitor = await as("sam", "/");
		for (const path of [`/${AUTO.record.id}`, `/${AUTO.record.id}/ask-access`, `/${MANUAL.record.id}`]) {
			await visitor.page.goto(h.base + path, { waitUntil: "networkidle" });
			await hydrated(visitor.page);
			expect([path, await axeViolations(visitor.page)]).toEqual([path, []]);
		}
		expect(errors).toEqual([]);
		expect(visitor.errors).toEqual([]);
	});
});

describe("a private model", () => {
	it("is marked private for those who may see it, and missing for others", async () => {
		const { page } = await as("sam", `/${PRIVATE.record.id}`);
		expect(await page.locator(".model-title").innerText()).toContain("Private");
		const other = await as("tom", "/");
		const res = await other.page.goto(`${h.base}/${PRIVATE.record.id}`);
		expect(res?.status()).toBe(404);
		expect(await other.page.content()).not.toContain("Private");
		const pub = await h.open(`/${MANUAL.record.id}`);
		expect(await pub.page.locator(".model-title").innerText()).not.toContain("Private");
	});
});

describe("a hostile card's gate fields", () => {
	it("render as inert, bounded text", async () => {
		const { page, errors } = await as("tom", `/${HOSTILE.record.id}`);
		let dialogs = 0;
		page.on("dialog", (d) => {
			dialogs++;
			void d.dismiss();
		});
		const gate = access(page);
		expect(await gate.locator("img, script").count()).toBe(0);
		expect(await gate.innerText()).toContain("<img src=x onerror=alert(1)>");
		expect(await gate.getByRole("heading", { name: "<script>alert('heading')</script>" }).count()).toBe(1);
		expect(await gate.locator("input:not([type=hidden]), select").count()).toBe(30);
		expect(await gate.getByLabel("not a list").count()).toBe(0);
		expect(await gate.getByLabel("a number").count()).toBe(0);
		await page.waitForTimeout(200);
		expect(dialogs).toBe(0);
		expect(errors).toEqual([]);
	});
});

describe("without JavaScript", () => {
	it("a user asks with the card's fields (a missing answer is said, the others kept); the owner accepts", async () => {
		const { page } = await as("nojs", `/${AUTO.record.id}`, false);
		await fillAutoForm(page, false);
		// The browser's own check (required) is skipped so that the server's is seen.
		await access(page)
			.locator("form")
			.evaluate((f) => f.setAttribute("novalidate", ""));
		await page.getByRole("button", { name: "Agree and request" }).click();
		await page.waitForURL(`${h.base}/${AUTO.record.id}/ask-access`);
		expect(await page.getByRole("alert").innerText()).toContain("check this box");
		expect(await page.getByLabel("Full name").inputValue()).toBe("Rick Doe");
		expect(await page.getByLabel("Affiliation").inputValue()).toBe("industry");
		await page.getByLabel(CHECK).check();
		await page.getByRole("button", { name: "Agree and request" }).click();
		await page.waitForURL(`${h.base}/${AUTO.record.id}#access`);
		expect(await access(page).innerText()).toContain("Your access is granted");

		await page.goto(`${h.base}/${MANUAL.record.id}`);
		await page.getByRole("button", { name: "Request access" }).click();
		expect(await access(page).innerText()).toContain("your request is pending");
		const owner = await as("olivia", `/${MANUAL.record.id}/access-requests`, false);
		await owner.page.getByRole("button", { name: "Accept nojs" }).click();
		await owner.page.getByText("Accepted the request of nojs.").waitFor();
		await page.reload();
		expect(await access(page).innerText()).toContain("Your access is granted");
	});
});
