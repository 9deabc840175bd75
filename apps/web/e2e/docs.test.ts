import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, type Harness, hydrated, startHarness } from "./browser";

let h: Harness;
beforeAll(async () => {
	h = await startHarness();
});
afterAll(async () => {
	await h?.close();
});

const PAGE = "/docs/transformers/tr/index";

describe("the Turkish transformers docs page", () => {
	it("is lang=tr, and clicking a heading's anchor sets the URL hash", async () => {
		const { page, errors } = await h.open(PAGE);
		await hydrated(page);
		expect(await page.getAttribute("html", "lang")).toBe("tr");
		const heading = page.locator("h2#içindekiler");
		await heading.hover();
		await heading.locator("a.anchor").click();
		expect(decodeURIComponent(new URL(page.url()).hash)).toBe("#içindekiler");
		expect(errors).toEqual([]);
	});

	it("renders the same content with ?fw=tf", async () => {
		const plain = await h.open(PAGE);
		const withFw = await h.open(`${PAGE}?fw=tf`);
		await hydrated(plain.page);
		await hydrated(withFw.page);
		const body = (p: typeof plain.page) => p.locator("main").innerHTML();
		expect(await body(withFw.page)).toBe(await body(plain.page));
		expect(withFw.errors).toEqual([]);
	});

	it("has no accessibility violations", async () => {
		const { page } = await h.open(PAGE);
		await hydrated(page);
		expect(await axeViolations(page)).toEqual([]);
	});

	it("a model_doc link opens its fallback page, which links to the English docs", async () => {
		const { page, errors } = await h.open(PAGE);
		await hydrated(page);
		await page.locator('a[href="model_doc/bert"]').click();
		await page.waitForURL(`${h.base}/docs/transformers/tr/model_doc/bert`);
		await page.getByRole("heading", { level: 1, name: "BERT" }).waitFor();
		expect(await page.locator('a[href="https://huggingface.co/docs/transformers/model_doc/bert"]').count()).toBe(1);
		expect(errors).toEqual([]);
	});

	it("/docs/transformers/tr leads to the index page", async () => {
		const { page } = await h.open("/docs/transformers/tr");
		await page.waitForURL(`${h.base}${PAGE}`);
		expect(await page.locator("h1").first().textContent()).toContain("Transformers");
	});

	it("no link on the page leads to a 404", async () => {
		const { page } = await h.open(PAGE);
		const hrefs = await page.$$eval("main a[href]", (as) => as.map((a) => (a as HTMLAnchorElement).href));
		const local = [...new Set(hrefs.filter((u) => u.startsWith(h.base)).map((u) => u.split("#")[0] ?? u))];
		expect(local.length).toBeGreaterThan(200);
		const statuses = await Promise.all(local.map(async (u) => [u, (await fetch(u)).status] as const));
		expect(statuses.filter(([, s]) => s !== 200)).toEqual([]);
	});
});
