/**
 * Shared set-up for browser tests: the real server (`modelhub serve`'s) on a free port over a throwaway store seeded
 * with the shipped catalogue (plus any records a test adds), and headless Debian Chromium.
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type ServeOptions, startServer, stopServer } from "@modelhub/server";
import { openStore, type Store, type StoredModel } from "@modelhub/store";
import { type Browser, chromium, type Page } from "playwright-core";

export const SITE_DIR = fileURLToPath(new URL("../build/client", import.meta.url));
export const SHOTS_DIR = fileURLToPath(new URL("../../../test-results/screenshots", import.meta.url));

export interface Harness {
	base: string;
	store: Store;
	browser: Browser;
	/** Every line the server logged: one per request, and its own failures. */
	log: string[];
	/**
	 * Opens a new page (in a new browser context, so with its own cookies) that records console errors and page errors
	 * into `errors`.
	 */
	open(
		path: string,
		options?: { permissions?: string[]; javaScriptEnabled?: boolean },
	): Promise<{ page: Page; errors: string[] }>;
	close(): Promise<void>;
}

/** Server options a test may set (its public address, open sign-up). */
export type HarnessServe = Pick<ServeOptions, "address" | "openSignup">;

/** Headless Debian Chromium (`CHROMIUM_PATH` elsewhere); Playwright gives every launch a fresh temporary profile. */
export function launchBrowser(): Promise<Browser> {
	return chromium.launch({
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
}

export async function startHarness(extra: StoredModel[] = [], serve: HarnessServe = {}): Promise<Harness> {
	const dbDir = mkdtempSync(join(tmpdir(), "modelhub-e2e-"));
	const store = await openStore({ dir: dbDir });
	if (extra.length) {
		await store.writer.upsert(extra);
		await store.writer.refreshFacets();
	}
	const log: string[] = [];
	const server: Server = await startServer({
		dir: SITE_DIR,
		port: 0,
		host: "127.0.0.1",
		store,
		log: (line) => log.push(line),
		errorLog: (line) => log.push(line),
		...serve,
	});
	const { port } = server.address() as AddressInfo;
	const browser = await launchBrowser();
	mkdirSync(SHOTS_DIR, { recursive: true });
	const base = `http://127.0.0.1:${port}`;
	return {
		base,
		store,
		browser,
		log,
		async open(path, options) {
			const context = await browser.newContext(
				options?.javaScriptEnabled === false ? { javaScriptEnabled: false } : {},
			);
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
			await stopServer(server, 1000);
			await store.close();
			rmSync(dbDir, { recursive: true, force: true });
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
	// Evaluated rather than added as a script tag: the page's Content-Security-Policy rightly refuses inline scripts.
	const { readFileSync } = await import("node:fs");
	await page.evaluate(readFileSync(require.resolve("axe-core/axe.min.js"), "utf8"));
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
