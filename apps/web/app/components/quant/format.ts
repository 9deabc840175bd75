// Fixed "en-US" formatting: the prerendered HTML and the browser must print numbers the same way.
const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const short = new Intl.NumberFormat("en-US", { maximumSignificantDigits: 3 });

/** "8,030,261,248" */
export function formatInteger(n: number): string {
	return whole.format(n);
}

const SCALES: [number, string][] = [
	[1e12, "T"],
	[1e9, "B"],
	[1e6, "M"],
	[1e3, "K"],
];

/** A parameter count the way model cards write it: "8.03B", "350M", "125". */
export function formatParameters(n: number): string {
	for (const [scale, unit] of SCALES) if (n >= scale) return `${short.format(n / scale)}${unit}`;
	return whole.format(n);
}

const BYTE_UNITS: [number, string][] = [
	[1e12, "TB"],
	[1e9, "GB"],
	[1e6, "MB"],
	[1e3, "kB"],
];

/** Decimal units, as disk and download sizes are written: "4.92 GB", "512 kB", "96 bytes". */
export function formatBytes(n: number): string {
	for (const [scale, unit] of BYTE_UNITS) if (n >= scale) return `${short.format(n / scale)} ${unit}`;
	return `${whole.format(n)} ${n === 1 ? "byte" : "bytes"}`;
}

/** Gigabytes with one decimal at most: "4.9", "140", "0.1". */
export function formatGb(gb: number): string {
	if (gb >= 100) return whole.format(gb);
	const rounded = Math.round(gb * 10) / 10;
	return rounded === 0 && gb > 0 ? "< 0.1" : String(rounded);
}

/** Bits per weight with up to four decimals: "4.5", "6.5625", "9.125". */
export function formatBits(bits: number): string {
	return String(Math.round(bits * 10_000) / 10_000);
}
