import { printable } from "@modelhub/store";
import type { Io } from "../command.js";

/**
 * A progress line on a terminal (records, records/s, percentage and ETA when the input's size is known), redrawn
 * at most five times a second; nothing when standard error is not a terminal. Notes (rejections, retries) print
 * above it.
 */
export class Progress {
	private readonly started = performance.now();
	private lastDraw = 0;
	private drawn = false;

	constructor(private readonly io: Io) {}

	rate(count: number): number {
		const seconds = (performance.now() - this.started) / 1000;
		return seconds > 0 ? count / seconds : 0;
	}

	update(count: number, read?: { bytes: number; total?: number }): void {
		if (!this.io.stderrIsTTY) return;
		const now = performance.now();
		if (now - this.lastDraw < 200) return;
		this.lastDraw = now;
		const rate = this.rate(count);
		let line = `${count.toLocaleString("en-US")} records  ${Math.round(rate).toLocaleString("en-US")}/s`;
		if (read?.total) {
			const fraction = Math.min(read.bytes / read.total, 1);
			const width = 24;
			const filled = Math.round(fraction * width);
			const elapsed = (now - this.started) / 1000;
			const eta = fraction > 0 ? elapsed / fraction - elapsed : 0;
			line = `[${"#".repeat(filled)}${" ".repeat(width - filled)}] ${(fraction * 100).toFixed(0).padStart(3)}%  ${line}  ETA ${clock(eta)}`;
		}
		this.io.stderr(`\r${line}\x1b[K`);
		this.drawn = true;
	}

	/** Prints a line above the bar: its first line, with any control character escaped (notes quote input). */
	note(text: string): void {
		if (this.drawn) this.io.stderr("\r\x1b[K");
		this.io.stderr(`${printable(text.split("\n")[0] ?? "")}\n`);
	}

	done(): void {
		if (this.drawn) this.io.stderr("\r\x1b[K");
		this.drawn = false;
	}
}

function clock(seconds: number): string {
	const s = Math.max(0, Math.round(seconds));
	const m = Math.floor(s / 60);
	return `${m}:${String(s % 60).padStart(2, "0")}`;
}
