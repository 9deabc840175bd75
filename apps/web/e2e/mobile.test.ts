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
