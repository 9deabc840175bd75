import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, hydrated, SHOTS_DIR, startHarness } from "./browser";

let h: Harness;
beforeAll(async () => {
	h = await startHarness();
});
afterAll(async () => {
	await h?.close();
});

describe("home → tasks → task page", () => {
	it("navigates client-side and shows the demo, with no console error", async () => {
		const { page, errors } = await h.open("/");
		await hydrated(page);
		// A marker on window survives client-side navigation but not a full page load.
		await page.evaluate(() => {
			(window as unknown as { __spa: boolean }).__spa = true;
		});
		await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Tasks" }).click();
		await page.waitForURL(`${h.base}/tasks`);
		await page.getByRole("heading", { level: 1, name: "Tasks" }).waitFor();
		await page
			.getByRole("link", { name: /^Image Classification/ })
			.first()
			.click();
		await page.waitForURL(`${h.base}/tasks/image-classification`);
		await page.getByRole("heading", { name: "Demo" }).waitFor();
		expect(await page.locator(".demo img, .demo .demo-chart").count()).toBeGreaterThan(0);
		expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);
		await page.screenshot({ path: join(SHOTS_DIR, "task-image-classification.png"), fullPage: true });
		expect(errors).toEqual([]);
	});

	it("serves each task page as complete HTML without JavaScript", async () => {
		const res = await fetch(`${h.base}/tasks/text-classification`);
		expect(res.status).toBe(200);
		const html = await res.text();
		expect(html).toContain("<h1>Text Classification</h1>");
		expect(html).toMatch(/id="models"/);
	});

	it("a heading's anchor link sets the URL hash", async () => {
		const { page, errors } = await h.open("/tasks/summarization");
		await hydrated(page);
		await page.locator("#models").hover();
		await page.locator("#models a.anchor").click();
		expect(new URL(page.url()).hash).toBe("#models");
		expect(errors).toEqual([]);
	});

	it("unknown paths answer 404 with the app's not-found page", async () => {
		const res = await fetch(`${h.base}/no/such/page/here`);
		expect(res.status).toBe(404);
		const { page } = await h.open("/no/such/page/here");
		await page.getByRole("heading", { name: "Page not found" }).waitFor();
	});
});
