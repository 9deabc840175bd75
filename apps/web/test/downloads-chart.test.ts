import { describe, expect, it } from "vitest";
import { chartSummary, downloadsChart } from "../app/lib/downloads-chart.server";

const days = (counts: number[]) =>
	counts.map((count, i) => ({ day: `2026-11-${String(i + 1).padStart(2, "0")}`, count }));

describe("a hosted model's downloads chart", () => {
	it("draws one bar per day, oldest first, the busiest day full height", () => {
		const svg = downloadsChart(days([0, 3, 6]));
		const bars = [...svg.matchAll(/<rect x="([\d.]+)" y="(\d+)" width="[\d.]+" height="(\d+)"( class="zero")?\/>/g)];
		expect(bars).toHaveLength(3);
		expect(bars.map((b) => Number(b[1]))).toEqual([...bars.map((b) => Number(b[1]))].sort((a, b) => a - b));
		expect(bars.map((b) => Number(b[3]))).toEqual([1, 19, 38]);
		// A day without downloads is a thin baseline mark, drawn apart.
		expect(bars.map((b) => Boolean(b[4]))).toEqual([true, false, false]);
		expect(svg).toMatch(/^<svg class="downloads-chart" [^>]*role="img" aria-label="[^"]+"/);
	});

	it("says in words what it shows", () => {
		expect(chartSummary(days([0, 3, 6, 1]))).toBe(
			"Downloads per day from Nov 1 to Nov 4: 10 in all, the most on Nov 3 (6).",
		);
		expect(chartSummary(days([0, 0]))).toBe("Downloads per day from Nov 1 to Nov 2: none.");
		expect(chartSummary([])).toBe("No downloads yet.");
		expect(downloadsChart([])).toContain('aria-label="No downloads yet."');
	});

	it("holds only numbers and its escaped label: nothing a day's text could add", () => {
		const svg = downloadsChart([{ day: '2026-11-01"><script>', count: 2 }]);
		expect(svg).not.toContain("<script>");
		expect(svg.match(/</g)).toHaveLength(3);
	});
});
