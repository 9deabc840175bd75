/** Shared set-up for browser tests: the built hub served on a free port, and headless Debian Chromium. */
import { mkdirSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { type Browser, chromium, type Page } from "playwright-core";
import { startServer } from "../../../packages/cli/src/server.js";

export const SITE_DIR = fileURLToPath(new URL("../build/client", import.meta.url));
export const SHOTS_DIR = fileURLToPath(new URL("../../../test-results/screenshots", import.meta.url));

export interface Harness {
	base: string;
	browser: Browser;
	/** Opens a new page that records console errors and page errors into `errors`. */
	open(path: string, options?: { permissions?: string[] }): Promise<{ page: Page; errors: string[] }>;
	close(): Promise<void>;
}

export async function startHarness(): Promise<Harness> {
	const server: Server = await startServer({ dir: SITE_DIR, port: 0, host: "127.0.0.1" });
	const { port } = server.address() as AddressInfo;
	// Playwright gives every launch a fresh temporary profile of its own.
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
		],
	});
	mkdirSync(SHOTS_DIR, { recursive: true });
	const base = `http://127.0.0.1:${port}`;
	return {
		base,
		browser,
		async open(path, options) {
			const context = await browser.newContext();
			if (options?.permissions) await context.grantPermissions(options.permissions, { origin: base });
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
		},
	};
}

/** Resolves once React has hydrated the page (root.tsx sets this flag after hydration). */
export async function hydrated(page: Page): Promise<void> {
	await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** Runs axe-core in the page and returns its violations as "rule: target" lines (empty when accessible). */
export async function axeViolations(page: Page): Promise<string[]> {
	const { createRequire } = await import("node:module");
	const require = createRequire(import.meta.url);
	await page.addScriptTag({ path: require.resolve("axe-core/axe.min.js") });
	const violations = await page.evaluate(async () => {
		const axe = (
			window as unknown as { axe: { run(): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }
		).axe;
		const result = await axe.run();
		return result.violations.map(
			(v) =>
				`${v.id}: ${v.nodes
					.map((n) => n.target.join(" "))
					.slice(0, 3)
					.join(", ")}`,
		);
	});
	return violations;
}
