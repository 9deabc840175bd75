import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, hydrated, startHarness } from "./browser";

let h: Harness;
beforeAll(async () => {
	h = await startHarness();
});
afterAll(async () => {
	await h?.close();
});

const LLAMA = "/meta-llama/Llama-3.1-8B-Instruct";
const GGUF = "/bartowski/Llama-3.2-1B-Instruct-GGUF";

describe("without JavaScript", () => {
	it("a model page shows the use-this-model panel with its default tab's code", async () => {
		const context = await h.browser.newContext({ javaScriptEnabled: false });
		const page = await context.newPage();
		await page.goto(h.base + LLAMA);
		const panel = page.locator("section.panel");
		expect(await panel.isVisible()).toBe(true);
		expect(await panel.getByRole("heading", { name: "Use this model" }).isVisible()).toBe(true);
		expect(await panel.getByRole("tab", { selected: true }).first().isVisible()).toBe(true);
		expect(await panel.locator('[role="tabpanel"] pre').first().innerText()).toMatch(/transformers/);
		expect(await page.locator("[hidden] section.panel, div[hidden]").count()).toBe(0);
		await context.close();
	});

	it("a GGUF model page shows its local apps above the note that points to them", async () => {
		const context = await h.browser.newContext({ javaScriptEnabled: false });
		const page = await context.newPage();
		await page.goto(h.base + GGUF);
		const apps = page.getByRole("heading", { name: "Local apps" });
		expect(await apps.isVisible()).toBe(true);
		const note = page.getByText("run this one on your own machine with a local app");
		expect(await note.isVisible()).toBe(true);
		const [a, n] = await Promise.all([apps.boundingBox(), note.boundingBox()]);
		expect(a && n && a.y < n.y).toBe(true);
		await context.close();
	});

	it("/quantization shows the size estimator's table", async () => {
		const context = await h.browser.newContext({ javaScriptEnabled: false });
		const page = await context.newPage();
		await page.goto(`${h.base}/quantization`);
		expect(await page.locator(".estimate-table").isVisible()).toBe(true);
		await context.close();
	});
});

describe("the theme switch", () => {
	it("names the theme it switches to from the first paint, in a dark system theme and after a saved choice", async () => {
		// Scripts other than the page's inline theme script never load: what shows is the server's HTML and CSS.
		const dark = await h.browser.newContext({ colorScheme: "dark" });
		await dark.route(/\.js$/, (r) => r.abort());
		const page = await dark.newPage();
		await page.goto(`${h.base}/`);
		expect(await page.getByRole("button", { name: "Switch to light mode" }).isVisible()).toBe(true);
		expect(await page.getByRole("button", { name: "Switch to dark mode" }).count()).toBe(0);
		await dark.close();

		const saved = await h.browser.newContext({ colorScheme: "light" });
		await saved.addInitScript(() => localStorage.setItem("theme", "dark"));
		await saved.route(/\.js$/, (r) => r.abort());
		const second = await saved.newPage();
		await second.goto(`${h.base}/models`);
		expect(await second.getByRole("button", { name: "Switch to light mode" }).isVisible()).toBe(true);
		await saved.close();
	});

	it("switches, and the next page keeps the choice", async () => {
		const context = await h.browser.newContext({ colorScheme: "light" });
		const page = await context.newPage();
		await page.goto(`${h.base}/`, { waitUntil: "networkidle" });
		await hydrated(page);
		await page.getByRole("button", { name: "Switch to dark mode" }).click();
		expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
		expect(await page.getByRole("button", { name: "Switch to light mode" }).isVisible()).toBe(true);
		await page.goto(`${h.base}/tasks`);
		expect(await page.getByRole("button", { name: "Switch to light mode" }).isVisible()).toBe(true);
		await context.close();
	});
});

describe("client-side navigation", () => {
	it("shows a loading bar while the next page's data loads, and removes it when the page is shown", async () => {
		const context = await h.browser.newContext();
		// A slow hub: the next page's data takes a second and a half.
		await context.route(/\.data(\?|$)/, async (route) => {
			await new Promise((r) => setTimeout(r, 1500));
			await route.continue();
		});
		const page = await context.newPage();
		await page.goto(`${h.base}/tasks`, { waitUntil: "networkidle" });
		await hydrated(page);
		await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Models" }).first().click();
		const bar = page.getByRole("progressbar", { name: "Loading the page" });
		await bar.waitFor({ state: "visible", timeout: 1200 });
		await page.waitForURL(`${h.base}/models`);
		await bar.waitFor({ state: "detached" });
		expect(await page.getByRole("heading", { name: "Models", level: 1 }).isVisible()).toBe(true);
		await context.close();
	});
});

describe("code blocks", () => {
	it("start their first line where the others start (no inline-code padding)", async () => {
		const { page } = await h.open(LLAMA);
		const code = page.locator(".code-block pre code").first();
		expect(await code.evaluate((c) => getComputedStyle(c).paddingLeft)).toBe("0px");
	});
});

describe("copy buttons", () => {
	for (const path of [LLAMA, GGUF, "/google-bert/bert-base-uncased"]) {
		it(`${path}: no two share a name`, async () => {
			const { page } = await h.open(path);
			await hydrated(page);
			const names = await page
				.getByRole("button")
				.filter({ hasText: /^Copy/ })
				.evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-label") ?? b.textContent ?? ""));
			expect(names.length).toBeGreaterThan(1);
			expect(names.length).toBe(new Set(names).size);
		});
	}
});

describe("/models filters", () => {
	it("each change is a history entry of its own, and the URL carries only what is set", async () => {
		const { page } = await h.open("/models");
		await hydrated(page);
		expect(await page.getByLabel("Task").isVisible()).toBe(true);
		await page.getByLabel("Task").selectOption("text-generation");
		await page.waitForURL(`${h.base}/models?task=text-generation`);
		await page.getByLabel("Sort").selectOption("likes");
		await page.waitForURL(`${h.base}/models?task=text-generation&sort=likes`);
		await page.goBack();
		await page.waitForURL(`${h.base}/models?task=text-generation`);
		await page.goBack();
		await page.waitForURL(`${h.base}/models`);
	});

	it("a plain GET form's empty fields are sent on to the clean URL", async () => {
		const res = await fetch(`${h.base}/models?q=bert&task=&library=&license=&language=&sort=downloads`, {
			redirect: "manual",
		});
		expect(res.status).toBe(302);
		expect(res.headers.get("location")).toBe("/models?q=bert");
	});
});

describe("the home page", () => {
	it("shows what is popular, from the store, and a way into the tasks", async () => {
		const html = (await (await fetch(`${h.base}/`)).text()).replace(/<!-- -->/g, "");
		expect(html).toContain("Most downloaded");
		const popular = /id="home-downloads"[\s\S]*?<\/ol>/.exec(html)?.[0] ?? "";
		const ids = [...popular.matchAll(/<a href="\/([^"]+)"/g)].map((m) => m[1]);
		expect(ids.length).toBe(6);
		// In the order of the store's figures (the shipped catalogue's most downloaded model first).
		expect(ids[0]).toBe("sentence-transformers/all-MiniLM-L6-v2");
		expect(html).toMatch(/href="\/tasks\/text-generation"/);
		expect(html).toContain('href="/tasks"');
	});

	it("'Docs' says its page is in Turkish, and that page links to the English original", async () => {
		const { page } = await h.open("/");
		const docs = page.getByRole("navigation", { name: "Main" }).locator('a[hreflang="tr"]').first();
		expect(await docs.innerText()).toContain("Türkçe");
		const html = await (await fetch(`${h.base}/docs/transformers/tr/index`)).text();
		expect(html).toContain('href="https://huggingface.co/docs/transformers/index"');
	});
});
