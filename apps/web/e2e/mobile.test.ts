import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, hydrated, startHarness } from "./browser";

let h: Harness;
beforeAll(async () => {
	h = await startHarness();
});
afterAll(async () => {
	await h?.close();
});

// A phone-width screen (390 px): no page may scroll sideways; wide tables and code scroll inside their own boxes.
describe("phone-width screens", () => {
	for (const path of [
		"/",
		"/tasks",
		"/tasks/table-question-answering",
		"/models",
		"/meta-llama/Llama-3.1-8B-Instruct",
		"/bartowski/Llama-3.2-1B-Instruct-GGUF",
		"/TheBloke/Llama-2-7B-GGUF",
		"/libraries",
		"/quantization",
		"/try",
		"/docs/transformers/tr/index",
	]) {
		it(`${path} fits without sideways scrolling`, async () => {
			const { page } = await h.open(path);
			await page.setViewportSize({ width: 390, height: 844 });
			await hydrated(page);
			expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
		});
	}
});

describe("the phone header", () => {
	it("fits in one row, and its menu opens and leads to a page", async () => {
		const context = await h.browser.newContext({ viewport: { width: 390, height: 844 } });
		const page = await context.newPage();
		await page.goto(`${h.base}/`, { waitUntil: "networkidle" });
		await hydrated(page);
		const height = await page.locator(".site-header").evaluate((e) => e.getBoundingClientRect().height);
		expect(height).toBeLessThan(70);
		await page.getByText("Menu", { exact: true }).click();
		await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Models" }).click();
		await page.waitForURL(`${h.base}/models`);
		expect(await page.locator(".nav-menu").getAttribute("open")).toBeNull();
		await context.close();
	});

	it("/libraries keeps its key columns, and its sort order in the URL", async () => {
		const context = await h.browser.newContext({ viewport: { width: 390, height: 844 } });
		const page = await context.newPage();
		await page.goto(`${h.base}/libraries`, { waitUntil: "networkidle" });
		await hydrated(page);
		const visible = await page.locator("table.libraries thead th:visible").allInnerTexts();
		expect(visible.join(" ")).toMatch(/Library[\s\S]*Models/);
		expect(visible.join(" ")).not.toContain("Tasks");
		await page.getByRole("button", { name: /^Models/ }).click();
		await page.waitForURL(/sort=models/);
		await page.reload({ waitUntil: "networkidle" });
		await hydrated(page);
		expect(await page.locator('th[aria-sort="ascending"]').innerText()).toContain("Models");
		await context.close();
	});
});

/** A phone-width page, hydrated. */
async function phone(path: string) {
	const context = await h.browser.newContext({ viewport: { width: 390, height: 844 } });
	const page = await context.newPage();
	await page.goto(h.base + path, { waitUntil: "networkidle" });
	await hydrated(page);
	return { page, context };
}

describe("phone layout", () => {
	it("a GGUF model page's 21 local apps are one row of tabs that scrolls, not ten rows", async () => {
		const { page, context } = await phone("/bartowski/Llama-3.2-1B-Instruct-GGUF");
		const tabs = page.getByRole("tablist", { name: "Local app" });
		expect(await tabs.getByRole("tab").count()).toBeGreaterThan(10);
		const box = await tabs.boundingBox();
		expect(box?.height).toBeLessThan(60);
		expect(await tabs.evaluate((t) => t.scrollWidth > t.clientWidth)).toBe(true);
		await context.close();
	});

	it("/models folds its menus away and shows the models as rows from the first screen", async () => {
		const { page, context } = await phone("/models");
		expect(await page.getByLabel("Task").isVisible()).toBe(false);
		const firstScreen = await page
			.locator(".model-table tbody th a")
			.evaluateAll((links) => links.filter((a) => a.getBoundingClientRect().bottom < innerHeight).length);
		expect(firstScreen).toBeGreaterThanOrEqual(4);
		// Each row shows the model's figures, not two of seven columns.
		const downloads = page.locator('.model-table tbody tr td[data-label="Downloads"]').first();
		expect(await downloads.isVisible()).toBe(true);
		expect(await downloads.innerText()).toMatch(/^[\d.]+[KM]?$/);
		await page.getByText("Filters and sort").click();
		expect(await page.getByLabel("Task").isVisible()).toBe(true);
		await context.close();
	});

	it("a model page reaches its use-this-model panel on the first screen, past a few tags that matter", async () => {
		const { page, context } = await phone("/meta-llama/Llama-3.1-8B-Instruct");
		const heading = await page.getByRole("heading", { name: "Use this model" }).boundingBox();
		expect(heading && heading.y + heading.height).toBeLessThan(844);
		const chips = await page.locator(".model-header .chips:visible a").allInnerTexts();
		expect(chips.length).toBeLessThanOrEqual(8);
		for (const raw of chips) expect(raw).not.toMatch(/^(region:|base_model:|license:)/);
		// The others are one closed list: no tab stops until it is opened.
		expect(await page.locator(".all-tags a:visible").count()).toBe(0);
		await context.close();
	});
});

describe("code blocks", () => {
	it("are tab stops only when they scroll", async () => {
		const { page } = await h.open("/meta-llama/Llama-3.1-8B-Instruct");
		await page.setViewportSize({ width: 390, height: 844 });
		await hydrated(page);
		// The panel's code arrives after the page hydrates; each block marks itself once it has measured itself.
		await page.waitForFunction(() => {
			const blocks = [...document.querySelectorAll(".code-block")];
			return blocks.length > 0 && blocks.every((b) => b.hasAttribute("data-measured"));
		});
		const blocks = await page
			.locator(".code-block pre")
			.evaluateAll((pres) =>
				pres.map((p) => ({ scrolls: p.scrollWidth > p.clientWidth + 1, tab: p.getAttribute("tabindex") === "0" })),
			);
		expect(blocks.length).toBeGreaterThan(0);
		for (const b of blocks) expect(b.tab).toBe(b.scrolls);
	});

	it("are all reachable by keyboard before the page's JavaScript has measured them", async () => {
		const context = await h.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
		const page = await context.newPage();
		await page.goto(`${h.base}/meta-llama/Llama-3.1-8B-Instruct`);
		const tabs = await page.locator(".code-block pre").evaluateAll((pres) => pres.map((p) => p.tabIndex));
		expect(tabs.length).toBeGreaterThan(0);
		expect(tabs.every((t) => t === 0)).toBe(true);
		await context.close();
	});
});
