/** Shared set-up for browser tests: the built hub served on a free port, and headless Debian Chromium. */
import { mkdtempSync, mkdirSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, chromium, type Page } from "playwright-core";
import { startServer } from "../../../packages/cli/src/server.js";

export const SITE_DIR = fileURLToPath(new URL("../build/client", import.meta.url));
export const SHOTS_DIR = fileURLToPath(new URL("../../../test-results/screenshots", import.meta.url));

export interface Harness {
	base: string;
	browser: Browser;
	/** Opens a new page that records console errors and page errors into `errors`. */
	open(path: string): Promise<{ page: Page; errors: string[] }>;
	close(): Promise<void>;
}

export async function startHarness(): Promise<Harness> {
	const server: Server = await startServer({ dir: SITE_DIR, port: 0, host: "127.0.0.1" });
	const { port } = server.address() as AddressInfo;
	const profile = mkdtempSync(join(tmpdir(), "modelhub-chromium-"));
	const browser = await chromium.launch({
		executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
		headless: true,
		args: [
			"--no-sandbox",
			"--disable-gpu",
			"--disable-quic",
			"--no-first-run",
			"--disable-background-networking",
			"--disable-component-update",
			"--disable-sync",
			`--user-data-dir=${profile}`,
		],
	});
	mkdirSync(SHOTS_DIR, { recursive: true });
	const base = `http://127.0.0.1:${port}`;
	return {
		base,
		browser,
		async open(path) {
			const context = await browser.newContext();
			const page = await context.newPage();
			const errors: string[] = [];
			page.on("console", (m) => {
				if (m.type() === "error") errors.push(m.text());
			});
			page.on("pageerror", (e) => errors.push(e.message));
			await page.goto(base + path, { waitUntil: "networkidle" });
			return { page, errors };
		},
		async close() {
			await browser.close();
			await new Promise((r) => server.close(r));
			rmSync(profile, { recursive: true, force: true });
		},
	};
}

/** Resolves once React has hydrated the page (root.tsx sets this flag after hydration). */
export async function hydrated(page: Page): Promise<void> {
	await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}
