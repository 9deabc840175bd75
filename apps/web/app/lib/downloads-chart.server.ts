/**
 * A hosted model's downloads per day as a small bar chart: SVG markup written on the server (no chart library, no
 * script), with its text alternative. Every value in it is a number or a date the store wrote, and the label is
 * escaped all the same.
 */

export interface DayCount {
	/** YYYY-MM-DD */
	day: string;
	count: number;
}

const WIDTH = 240;
const HEIGHT = 40;

const escapeText = (s: string) =>
	s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

const dateOf = (day: string) =>
	new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** What the chart says in words: its total, the busiest day, and the days it covers. */
export function chartSummary(series: DayCount[]): string {
	const total = series.reduce((a, d) => a + d.count, 0);
	const first = series[0];
	const last = series[series.length - 1];
	if (!first || !last) return "No downloads yet.";
	const span = `${dateOf(first.day)} to ${dateOf(last.day)}`;
	if (total === 0) return `Downloads per day from ${span}: none.`;
	const top = series.reduce((a, d) => (d.count > a.count ? d : a), first);
	return `Downloads per day from ${span}: ${total.toLocaleString("en-US")} in all, the most on ${dateOf(top.day)} (${top.count.toLocaleString("en-US")}).`;
}

/** The chart's SVG: one bar per day, oldest on the left; a day without downloads is a thin baseline mark. */
export function downloadsChart(series: DayCount[]): string {
	const max = Math.max(1, ...series.map((d) => d.count));
	const step = WIDTH / Math.max(1, series.length);
	const bar = Math.max(1, step - 2);
	const bars = series
		.map((d, i) => {
			const h = d.count ? Math.max(2, Math.round((d.count / max) * (HEIGHT - 2))) : 1;
			return `<rect x="${(i * step + 1).toFixed(1)}" y="${HEIGHT - h}" width="${bar.toFixed(1)}" height="${h}"${d.count ? "" : ' class="zero"'}/>`;
		})
		.join("");
	return `<svg class="downloads-chart" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${escapeText(chartSummary(series))}" focusable="false">${bars}</svg>`;
}
