/**
 * The web app's JavaScript: the production build is timed (npm run build -w apps/web), then React Router's client
 * manifest gives each route's module and its static imports. Sizes are gzip -9 of each file.
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { waitForWebBuilds } from "../lib/machine.mjs";
import { kB, verdict } from "../lib/report.mjs";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const CLIENT = join(ROOT, "apps/web/build/client");
const ENTRY_BUDGET = 115_000;
const ROUTE_BUDGET = 20_000;
const BUILD_BUDGET_S = 60;

/** Runs the web build once; returns its wall-clock seconds. The build's output is shown only when it fails. */
async function timeBuild() {
	await waitForWebBuilds("the web build");
	const start = performance.now();
	const child = spawn("npm", ["run", "build", "-w", "apps/web"], { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
	let log = "";
	child.stdout.on("data", (d) => {
		log += d;
	});
	child.stderr.on("data", (d) => {
		log += d;
	});
	const code = await new Promise((resolve) => child.on("close", resolve));
	const seconds = (performance.now() - start) / 1000;
	if (code !== 0) throw new Error(`npm run build -w apps/web failed (exit ${code}):\n${log.slice(-4000)}`);
	return seconds;
}

/** The client manifest: `window.__reactRouterManifest={...};` in assets/manifest-<hash>.js. */
function readManifest() {
	const assets = join(CLIENT, "assets");
	const name = readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f));
	if (!name) throw new Error(`no manifest-*.js in ${assets}: build the web app first`);
	const text = readFileSync(join(assets, name), "utf8");
	const start = text.indexOf("{");
	const end = text.lastIndexOf("}");
	return { name, manifest: JSON.parse(text.slice(start, end + 1)) };
}

const gzipCache = new Map();
function gzipOf(url) {
	if (!gzipCache.has(url)) {
		const bytes = readFileSync(join(CLIENT, url));
		gzipCache.set(url, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
	}
	return gzipCache.get(url);
}

/** Static imports written in a built module (`import … from "./x.js"` and `import "./x.js"`, not `import()`). */
function staticImports(url) {
	const text = readFileSync(join(CLIENT, url), "utf8");
	const dir = url.slice(0, url.lastIndexOf("/") + 1);
	const found = [];
	for (const m of text.matchAll(/\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)) {
		found.push(new URL(m[1], `http://x${dir}`).pathname);
	}
	return found;
}

/** Every file a set of modules loads before running: the manifest's import lists, closed over static imports. */
function closure(urls) {
	const seen = new Set();
	const queue = [...urls];
	while (queue.length) {
		const url = queue.pop();
		if (seen.has(url)) continue;
		seen.add(url);
		queue.push(...staticImports(url));
	}
	return seen;
}

const total = (urls) => [...urls].reduce((a, u) => a + gzipOf(u).gzip, 0);

export async function runWebAssets({ build = true } = {}) {
	const buildSeconds = build ? await timeBuild() : undefined;
	if (!existsSync(CLIENT)) throw new Error(`${CLIENT} does not exist: build the web app first`);
	const { name, manifest } = readManifest();
	const root = manifest.routes.root;
	const base = [manifest.entry.module, ...manifest.entry.imports, root.module, ...root.imports];
	const entryFiles = closure(base);
	const entryGzip = total(entryFiles);
	const routes = [];
	for (const route of Object.values(manifest.routes)) {
		if (route.id === "root") continue;
		const files = closure([...base, route.module, ...route.imports]);
		const own = gzipOf(route.module).gzip;
		const all = total(files);
		routes.push({
			route: route.id,
			path: route.index ? "/" : `/${route.path ?? ""}`,
			module: route.module,
			ownGzip: own,
			entryGzip: all,
			files: files.size,
			beyondSharedEntry: [...files].filter((u) => !entryFiles.has(u)).map((url) => ({ url, gzip: gzipOf(url).gzip })),
			ownVerdict: verdict(own <= ROUTE_BUDGET),
			entryVerdict: verdict(all <= ENTRY_BUDGET),
		});
	}
	const rows = routes.map((r) => [r.path, kB(r.ownGzip), r.ownVerdict, kB(r.entryGzip), `${r.files}`, r.entryVerdict]);
	const buildVerdict = buildSeconds === undefined ? "n/a" : verdict(buildSeconds <= BUILD_BUDGET_S);
	return {
		key: "web",
		tables: [
			{
				title: `5. Web JavaScript, gzip -9 (apps/web/build/client, ${name}); budgets: route chunk ≤ ${ROUTE_BUDGET / 1000} kB, route entry ≤ ${ENTRY_BUDGET / 1000} kB`,
				header: ["route", "own chunk", "verdict", "entry JS", "files", "verdict"],
				rows: [
					...rows,
					["shared entry (entry.client + root + imports)", "", "", kB(entryGzip), `${entryFiles.size}`, ""],
					[
						`full build (npm run build -w apps/web), budget ≤ ${BUILD_BUDGET_S} s`,
						"",
						"",
						buildSeconds === undefined ? "not run" : `${buildSeconds.toFixed(1)} s`,
						"",
						buildVerdict,
					],
				],
			},
		],
		data: {
			manifest: name,
			buildSeconds,
			buildVerdict,
			sharedEntry: { gzip: entryGzip, files: [...entryFiles].map((url) => ({ url, ...gzipOf(url) })) },
			routes,
			budgets: { routeChunk: ROUTE_BUDGET, routeEntry: ENTRY_BUDGET, buildSeconds: BUILD_BUDGET_S },
		},
	};
}
