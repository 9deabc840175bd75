/**
 * Builds the web app (apps/web: its browser files and server build), and with `--if-changed` only when its inputs
 * (see web-inputs.mjs) differ from those of its last successful build: `npm start` then starts in seconds when
 * nothing changed, where the web build alone took most of a minute. `npm run build` always builds. The inputs' digest
 * is written beside the output once a build has succeeded, and removed before a build starts, so that a build cut
 * short is never taken for a finished one.
 *
 *   node scripts/build-web.mjs [--if-changed]
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { webInputsDigest } from "./web-inputs.mjs";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const build = join(root, "apps", "web", "build");
const STAMP = join(build, ".inputs-sha256");

const built = existsSync(join(build, "client", "assets")) && existsSync(join(build, "server", "index.js"));
const wanted = webInputsDigest(root);
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
