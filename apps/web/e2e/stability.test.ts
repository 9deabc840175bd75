import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, hydrated, startHarness } from "./browser";
import { RICH } from "./cards";

let h: Harness;
beforeAll(async () => {
	h = await startHarness([RICH]);
});
afterAll(async () => {
	await h?.close();
});

/** Every route the hub has, one page each (a model page of each kind: library snippets, GGUF with local apps). */
const ROUTES = [
	"/",
	"/tasks",
	"/tasks/text-generation",
	"/models",
	"/models?q=bert",
	"/libraries",
	"/quantization",
	"/try",
	"/docs/transformers/tr/index",
	"/meta-llama/Llama-3.1-8B-Instruct",
	"/bartowski/Llama-3.2-1B-Instruct-GGUF",
	`/${RICH.record.id}`,
	"/no-such/model",
];

/** Sums the page's layout shifts (not caused by input) from first paint until it is hydrated and has settled. */
async function cumulativeLayoutShift(page: Page): Promise<number> {
	await hydrated(page);
	// Lazy parts (the use-this-model panel, local apps) hydrate after the root: give them time to arrive and settle.
	await page.waitForLoadState("networkidle");
	await page.waitForTimeout(500);
	return page.evaluate(
		() =>
			new Promise<number>((resolve) => {
				let sum = 0;
				new PerformanceObserver((list) => {
					for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
						if (!e.hadRecentInput) sum += e.value;
				}).observe({ type: "layout-shift", buffered: true });
				setTimeout(() => resolve(sum), 100);
			}),
	);
}

describe("pages hold still while they load and hydrate", () => {
	for (const width of [1280, 390]) {
		for (const path of ROUTES) {
			it(`${path} at ${width} px: cumulative layout shift ≤ 0.05`, async () => {
				const context = await h.browser.newContext({ viewport: { width, height: 800 } });
				// A slow script makes a late hydration visible: the layout must not change when it happens.
				await context.route(/\.js$/, async (route) => {
					await new Promise((r) => setTimeout(r, 150));
					await route.continue();
				});
				const page = await context.newPage();
				await page.goto(h.base + path, { waitUntil: "load" });
				const cls = await cumulativeLayoutShift(page);
				console.log(`CLS ${width} ${path} ${cls.toFixed(3)}`);
				expect(cls).toBeLessThanOrEqual(0.05);
				await context.close();
			});
		}
	}
});
