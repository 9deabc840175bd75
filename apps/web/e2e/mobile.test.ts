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
