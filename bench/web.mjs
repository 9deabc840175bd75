/**
 * `npm run bench:web`: Lighthouse (desktop preset) on four pages of the built site, served by the CLI's own server.
 * Prints performance and accessibility scores and writes results/web-latest.json.
 *
 * Environment: BENCH_WEB_RUNS=n runs Lighthouse n times per page and keeps the median performance score (default 3).
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadCatalog } from "@modelhub/catalog";
import { openStore } from "@modelhub/store";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { startServer, stopServer } from "../packages/cli/dist/server.js";
import { waitForWebBuilds } from "./lib/machine.mjs";
import { markdownTable, textTable, verdict } from "./lib/report.mjs";
import { median } from "./lib/timing.mjs";

const SITE = fileURLToPath(new URL("../apps/web/build/client", import.meta.url));
const CHROME = "/usr/bin/chromium";
const CHROME_FLAGS = [
	"--headless=new",
	"--no-sandbox",
	"--disable-gpu",
	"--disable-quic",
	"--no-first-run",
	"--disable-background-networking",
	"--disable-component-update",
	"--disable-sync",
];
const PERFORMANCE_BUDGET = 95;
const ACCESSIBILITY_BUDGET = 100;
const METRICS = [
	"first-contentful-paint",
	"largest-contentful-paint",
	"total-blocking-time",
	"cumulative-layout-shift",
	"speed-index",
];

const runs = Number(process.env.BENCH_WEB_RUNS ?? 3);
if (!Number.isInteger(runs) || runs < 1) {
	console.error(`bench:web: BENCH_WEB_RUNS must be a whole number ≥ 1, got "${process.env.BENCH_WEB_RUNS}"`);
	process.exit(2);
}

const PAGES = [
	{ name: "home", path: "/", rendered: true },
	{ name: "task", path: "/tasks/image-classification", rendered: true },
	{ name: "model", path: `/${loadCatalog()[0].id}`, rendered: true },
	{ name: "docs", path: "/docs/transformers/tr/index" },
];

const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** What a run says about a page: scores, the main metrics and the accessibility audits that failed. */
function summarise(lhr) {
	const failing = Object.values(lhr.audits)
		.filter((a) => lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0))
		.filter((a) => a.score !== null && a.score < 1)
		.map((a) => a.id);
	return {
		performance: score(lhr, "performance"),
		accessibility: score(lhr, "accessibility"),
		metrics: Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id]?.displayValue])),
		failingAccessibilityAudits: failing,
		runWarnings: lhr.runWarnings,
	};
}

/**
 * A private copy of the built site: other work in this checkout may rebuild apps/web (which empties build/client)
 * while Lighthouse runs. The copy is taken once no build is running, and refused when a page under test is missing.
 */
/** Home, model and task pages are rendered by the server from the store; the other pages are prerendered files. */
function snapshotSite() {
	const root = mkdtempSync(join(tmpdir(), "modelhub-bench-site-"));
	const dir = join(root, "client");
	cpSync(SITE, dir, { recursive: true });
	// The server build stays in place, so that it resolves its packages from the repository's node_modules.
	symlinkSync(join(SITE, "..", "server"), join(root, "server"));
	for (const page of PAGES.filter((p) => !p.rendered)) {
		const file = join(dir, page.path, "index.html");
		if (!existsSync(file)) {
			rmSync(root, { recursive: true, force: true });
			throw new Error(`the built site has no ${join(page.path, "index.html")}: build it with npm run build`);
		}
	}
	return root;
}

const started = performance.now();
await waitForWebBuilds("serving the site");
const siteCopy = snapshotSite();
const store = await openStore({ dir: join(siteCopy, "db") });
const server = await startServer({
	dir: join(siteCopy, "client"),
	port: 0,
	host: "127.0.0.1",
	store,
	precompress: "before-listen",
});
const { port: sitePort } = server.address();
const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
const results = [];
try {
	for (const page of PAGES) {
		const url = `http://127.0.0.1:${sitePort}${page.path}`;
		const all = [];
		for (let i = 0; i < runs; i++) {
			const result = await lighthouse(
				url,
				{ port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"] },
				desktopConfig,
			);
			if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
			if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
			all.push(summarise(result.lhr));
		}
		const perf = median(all.map((r) => r.performance));
		const chosen = all.find((r) => r.performance === perf) ?? all[0];
		const accessibility = Math.min(...all.map((r) => r.accessibility));
		results.push({
			page: page.name,
			path: page.path,
			performance: perf,
			accessibility,
			performanceVerdict: verdict(perf >= PERFORMANCE_BUDGET),
			accessibilityVerdict: verdict(accessibility >= ACCESSIBILITY_BUDGET),
			runs: all,
			metrics: chosen.metrics,
		});
	}
} finally {
	await chrome.kill();
	await stopServer(server, 1000);
	await store.close();
	rmSync(siteCopy, { recursive: true, force: true });
}

const title = `Lighthouse ${(await import("lighthouse/package.json", { with: { type: "json" } })).default.version}, desktop preset (${runs} run${runs > 1 ? "s" : ""} per page); budgets: performance ≥ ${PERFORMANCE_BUDGET}, accessibility ${ACCESSIBILITY_BUDGET}`;
const header = ["page", "path", "performance", "verdict", "accessibility", "verdict", "FCP", "LCP", "TBT", "CLS"];
const rows = results.map((r) => [
	r.page,
	r.path,
	r.performance,
	r.performanceVerdict,
	r.accessibility,
	r.accessibilityVerdict,
	r.metrics["first-contentful-paint"],
	r.metrics["largest-contentful-paint"],
	r.metrics["total-blocking-time"],
	r.metrics["cumulative-layout-shift"],
]);
console.log(`\n${textTable(title, header, rows)}`);
for (const r of results) {
	const failing = [...new Set(r.runs.flatMap((x) => x.failingAccessibilityAudits))];
	if (failing.length) console.log(`${r.page}: failing accessibility audits: ${failing.join(", ")}`);
}
const seconds = (performance.now() - started) / 1000;
const dir = new URL("./results/", import.meta.url);
mkdirSync(dir, { recursive: true });
const out = {
	date: new Date().toISOString(),
	node: process.version,
	chrome: CHROME,
	chromeFlags: CHROME_FLAGS,
	preset: "lighthouse desktopConfig (formFactor desktop, simulated throttling)",
	runsPerPage: runs,
	budgets: { performance: PERFORMANCE_BUDGET, accessibility: ACCESSIBILITY_BUDGET },
	pages: results,
	seconds,
};
writeFileSync(new URL("web-latest.json", dir), `${JSON.stringify(out, null, "\t")}\n`);
writeFileSync(new URL("web-latest.md", dir), `${markdownTable(title, header, rows)}\n`);
console.log(
	`\nbench:web: ${seconds.toFixed(1)} s; wrote bench/results/web-latest.json and bench/results/web-latest.md`,
);
