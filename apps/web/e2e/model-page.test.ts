import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, type Harness, hydrated, startHarness } from "./browser";
import { HOSTILE, RICH } from "./cards";

let h: Harness;
beforeAll(async () => {
	h = await startHarness([RICH, HOSTILE]);
});
afterAll(async () => {
	await h?.close();
});

const RICH_PATH = `/${RICH.record.id}`;

describe("a server-rendered model page", () => {
	it("shows the header, gated notice, model tree, GGUF files by quant and the card, without JavaScript", async () => {
		const res = await fetch(h.base + RICH_PATH);
		expect(res.status).toBe(200);
		const html = await res.text();
		expect(html).toContain("Copy model id");
		expect(html).toContain("This model is gated");
		expect(html).toContain('href="/meta-llama/Llama-3.1-8B-Instruct"');
		expect(html).toMatch(/Q4_K_M[\s\S]*4\.92 GB/);
		expect(html).toContain("<table>");
		expect(html).toContain('type="checkbox"');
		expect(html).toContain('class="hljs-');
		// Math is MathML, laid out by the browser: no stylesheet or script of its own.
		expect(html).toMatch(/<math><semantics><mrow><mi mathvariant="script">L<\/mi>/);
		// The front matter is metadata, not text.
		expect(html).not.toContain("base_model: meta-llama");
		expect(html).toContain('href="/models?license=apache-2.0"');
	});

	it("counts the stored models built on a model, linking to them", async () => {
		const html = await (await fetch(`${h.base}/meta-llama/Llama-3.1-8B-Instruct`)).text();
		const href = `/models?tag=${encodeURIComponent(`base_model:quantized:meta-llama/Llama-3.1-8B-Instruct`)}`;
		expect(html).toContain(`href="${href.replace(/&/g, "&amp;")}"`);
		expect(html.replace(/<!-- -->/g, "")).toMatch(/>1 quantization</);
		const list = await (await fetch(h.base + href)).text();
		expect(list).toContain(`href="/${RICH.record.id}"`);
	});

	it("task pages link the stored models, the full filtered list, and datasets' public pages", async () => {
		const html = (await (await fetch(`${h.base}/tasks/text-generation`)).text()).replace(/<!-- -->/g, "");
		expect(html).toMatch(/href="\/models\?task=text-generation"[^>]*>Browse all \d+ models for this task/);
		expect(html).toMatch(/href="https:\/\/huggingface.co\/datasets\/[^"]+"/);
	});

	it("has no axe-core violation and no console error", async () => {
		const { page, errors } = await h.open(RICH_PATH);
		await hydrated(page);
		expect(await axeViolations(page)).toEqual([]);
		expect(errors).toEqual([]);
	});

	it("a hostile card renders inert and bounded: no dialog, no request to another host, page responsive", async () => {
		const context = await h.browser.newContext();
		const page = await context.newPage();
		let dialogs = 0;
		page.on("dialog", (d) => {
			dialogs++;
			void d.dismiss();
		});
		const foreign: string[] = [];
		page.on("request", (r) => {
			if (new URL(r.url()).host !== new URL(h.base).host && !r.url().startsWith("data:")) foreign.push(r.url());
		});
		const res = await page.goto(`${h.base}/${HOSTILE.record.id}`, { waitUntil: "networkidle" });
		expect(res?.status()).toBe(200);
		await hydrated(page);
		const card = page.locator(".card-body");
		await card.hover();
		await page.getByText("click me").click();
		await page.waitForTimeout(300);
		expect(dialogs).toBe(0);
		expect(foreign).toEqual([]);
		expect(await card.locator("script, iframe, form, object, link, [onerror], [onmouseover], [style]").count()).toBe(0);
		expect(await card.locator('a[href^="javascript:"], img[src^="data:"]').count()).toBe(0);
		// Math: no link, image or HTML island, whether typeset from TeX or written as MathML in the card.
		expect(await card.locator("math [href], mglyph, annotation-xml, math img, math a").count()).toBe(0);
		// At most the budget of typeset expressions (the card's own raw <math> elements carry no <semantics>).
		expect(await card.locator("math semantics").count()).toBeLessThanOrEqual(500);
		expect(await card.locator("tr").count()).toBeLessThanOrEqual(502);
		expect(await page.getByText("longer than a page shows").count()).toBe(1);
		expect(await page.getByRole("link", { name: "Read the whole README.md" }).count()).toBe(1);
		const started = Date.now();
		expect(await page.evaluate(() => 1 + 1)).toBe(2);
		expect(Date.now() - started).toBeLessThan(1000);
		await context.close();
	});

	it("an unknown id answers 404 naming it, with the closest ids and a search box", async () => {
		const res = await fetch(`${h.base}/meta-llama/Llama-3.1-8B-Instrukt`);
		expect(res.status).toBe(404);
		const { page } = await h.open("/meta-llama/Llama-3.1-8B-Instrukt");
		expect(await page.locator("main").innerText()).toContain("meta-llama/Llama-3.1-8B-Instrukt");
		expect(await page.getByRole("link", { name: "meta-llama/Llama-3.1-8B-Instruct" }).count()).toBe(1);
		expect(await page.getByRole("search").getByRole("searchbox").count()).toBe(1);
	});
});

describe("/models", () => {
	it("finds models by words as you type, keeping the search in the URL", async () => {
		const { page, errors } = await h.open("/models");
		await hydrated(page);
		await page.getByRole("searchbox", { name: "Search" }).fill("Llama 3.1");
		await page.waitForURL(/q=Llama/);
		await page.getByRole("link", { name: "meta-llama/Llama-3.1-8B-Instruct" }).waitFor();
		expect(await page.locator("main").innerText()).toMatch(/\d+ models?/);
		expect(errors).toEqual([]);
	});

	it("works as a plain GET form without JavaScript, with filters in the URL", async () => {
		const context = await h.browser.newContext({ javaScriptEnabled: false });
		const page = await context.newPage();
		await page.goto(`${h.base}/models`);
		await page.getByRole("searchbox", { name: "Search" }).fill("llama");
		await page.getByLabel("Task").selectOption("text-generation");
		await page.getByRole("button", { name: "Apply" }).click();
		await page.waitForURL(/task=text-generation/);
		const url = new URL(page.url());
		expect(url.searchParams.get("q")).toBe("llama");
		const rows = page.locator("table tbody tr");
		expect(await rows.count()).toBeGreaterThan(0);
		for (const text of await rows.allInnerTexts()) expect(text.toLowerCase()).toContain("llama");
		await context.close();
	});

	it("pages forwards with Next and back with Previous to the same rows", async () => {
		const { page, errors } = await h.open("/models");
		await hydrated(page);
		const pager = page.getByRole("navigation", { name: "Pages" });
		const rows = () => page.locator("table tbody tr th").allInnerTexts();
		// Follows a pager link and waits until the page it names is shown (navigations can be slow on a loaded machine).
		const follow = async (name: string) => {
			const link = pager.getByRole("link", { name, exact: true });
			const href = (await link.getAttribute("href")) ?? "";
			await link.click();
			await page.waitForURL(h.base + href);
			await page.locator(".result-count").filter({ hasNotText: "updating" }).waitFor();
			return rows();
		};
		const first = await rows();
		expect(await pager.getByRole("link", { name: "Previous page" }).count()).toBe(0);
		const second = await follow("Next page");
		const third = await follow("Next page");
		expect(new Set([first[0], second[0], third[0]]).size).toBe(3);
		expect(await follow("Previous page")).toEqual(second);
		expect(page.url()).toContain("before=");
		expect(await follow("Previous page")).toEqual(first);
		expect(await pager.getByRole("link", { name: "Previous page" }).count()).toBe(0);
		expect(errors).toEqual([]);
	});

	it("has no axe-core violation", async () => {
		const { page } = await h.open("/models?q=bert");
		await hydrated(page);
		expect(await axeViolations(page)).toEqual([]);
	});
});
