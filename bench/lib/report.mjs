/** Plain-text and Markdown tables, number formatting and budget verdicts. */

export const OK = "OK";
export const MISS = "MISS";

/** "OK" or "MISS" for a figure against a budget; "n/a" when the figure could not be taken. */
export function verdict(pass) {
	if (pass === undefined || pass === null) return "n/a";
	return pass ? OK : MISS;
}

export function fixed(value, digits = 1) {
	if (value === undefined || value === null || Number.isNaN(value)) return "-";
	return value.toFixed(digits);
}

/** A byte count in kB (1000 bytes), two decimals. */
export const kB = (bytes) => (bytes === undefined || bytes === null ? "-" : `${(bytes / 1000).toFixed(2)} kB`);

/** A speed ratio (peer time / our time), said both ways: "12.3× faster" or "4.0× slower". */
export function times(ratio) {
	if (ratio === undefined || ratio === null || !Number.isFinite(ratio) || ratio <= 0) return "-";
	const n = ratio >= 1 ? ratio : 1 / ratio;
	return `${n.toFixed(n < 10 ? 2 : 1)}× ${ratio >= 1 ? "faster" : "slower"}`;
}

function widths(header, rows) {
	return header.map((h, i) => Math.max(String(h).length, ...rows.map((r) => String(r[i] ?? "").length)));
}

/** A fixed-width text table; columns after the first are right-aligned. */
export function textTable(title, header, rows) {
	const w = widths(header, rows);
	const line = (cells) =>
		cells.map((c, i) => (i === 0 ? String(c ?? "").padEnd(w[i]) : String(c ?? "").padStart(w[i]))).join("  ");
	return [title, line(header), w.map((n) => "-".repeat(n)).join("  "), ...rows.map(line)].join("\n");
}

/** The same table in Markdown. */
export function markdownTable(title, header, rows) {
	const esc = (c) => String(c ?? "").replaceAll("|", "\\|");
	const align = header.map((_, i) => (i === 0 ? ":--" : "--:"));
	return [
		`### ${title}`,
		"",
		`| ${header.map(esc).join(" | ")} |`,
		`| ${align.join(" | ")} |`,
		...rows.map((r) => `| ${r.map(esc).join(" | ")} |`),
	].join("\n");
}
