/**
 * Builds the web app (apps/web: its browser files and server build), and with `--if-changed` only when its inputs
 * differ from those of its last successful build: `npm start` then starts in seconds when nothing changed, where the
 * web build alone takes about a minute. `npm run build` always builds.
 *
 * The inputs are what the build reads: the app's own files (sources, content, public files, configuration), the
 * sources of the workspace packages it depends on (the core is compiled from its sources; the store and the server
 * are built from theirs by `npm run build:lib`, which runs first), the lockfile (every other package's version) and
 * Node's version. Their digest is written beside the output once a build has succeeded, and removed before a build
 * starts, so a build cut short is never taken for a finished one.
 *
 *   node scripts/build-web.mjs [--if-changed]
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const web = join(root, "apps", "web");
const STAMP = join(web, "build", ".inputs-sha256");
/** Folders that hold no input: dependencies, outputs, generated types. */
const SKIPPED = new Set(["node_modules", "build", "dist", ".react-router"]);

/** Every file under `path` (or `path` itself), in a fixed order. */
function* files(path) {
	if (!existsSync(path)) return;
	if (!statSync(path).isDirectory()) {
		yield path;
		return;
	}
	for (const entry of readdirSync(path).sort()) if (!SKIPPED.has(entry)) yield* files(join(path, entry));
}

/** The web app's own inputs, and the sources and package.json of each workspace package it depends on. */
function inputs() {
	const own = ["app", "content", "public", "package.json", "vite.config.ts", "react-router.config.ts", "tsconfig.json"];
	const pkg = JSON.parse(readFileSync(join(web, "package.json"), "utf8"));
	const workspace = Object.keys(pkg.dependencies ?? {})
		.filter((name) => name.startsWith("@modelhub/"))
		.map((name) => realpathSync(join(root, "node_modules", name)))
		.flatMap((dir) => [join(dir, "package.json"), existsSync(join(dir, "src")) ? join(dir, "src") : dir]);
	return [join(root, "package-lock.json"), ...own.map((p) => join(web, p)), ...workspace];
}

function digest() {
	const hash = createHash("sha256").update(`node ${process.version}\n`);
	for (const top of inputs())
		for (const file of files(top))
			hash
				.update(`${relative(root, file)}\0`)
				.update(readFileSync(file))
				.update("\0");
	return hash.digest("hex");
}

const built =
	existsSync(join(web, "build", "client", "assets")) && existsSync(join(web, "build", "server", "index.js"));
const wanted = digest();
const last = existsSync(STAMP) ? readFileSync(STAMP, "utf8") : undefined;
if (process.argv.includes("--if-changed") && built && last === wanted) {
	console.log("web app: unchanged since its last build, not built again (`npm run build` builds it anyway)");
	process.exit(0);
}
rmSync(STAMP, { force: true });
// npm as this script was started by (npm_execpath), else the one on PATH.
const npm = process.env.npm_execpath
	? spawnSync(process.execPath, [process.env.npm_execpath, "run", "build", "-w", "apps/web"], { stdio: "inherit" })
	: spawnSync("npm", ["run", "build", "-w", "apps/web"], { stdio: "inherit", shell: process.platform === "win32" });
if (npm.status !== 0) process.exit(npm.status ?? 1);
writeFileSync(STAMP, wanted);
