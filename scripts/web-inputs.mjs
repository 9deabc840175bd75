/**
 * What the web app's build (apps/web) reads, as one digest: the app's own files (sources, content, public files,
 * configuration), the sources and package.json of each workspace package it depends on (the core is compiled from its
 * sources; the store and the server are built from theirs by `npm run build:lib`), the lockfile (every other
 * package's version) and Node's version. Outputs, dependencies and generated types are not inputs.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/** Folders that hold no input: dependencies, outputs, generated types. */
const SKIPPED = new Set(["node_modules", "build", "dist", ".react-router"]);
const OWN = ["app", "content", "public", "package.json", "vite.config.ts", "react-router.config.ts", "tsconfig.json"];

/** Every file under `path` (or `path` itself), in a fixed order. */
function* files(path) {
	if (!existsSync(path)) return;
	if (!statSync(path).isDirectory()) {
		yield path;
		return;
	}
	for (const entry of readdirSync(path).sort()) if (!SKIPPED.has(entry)) yield* files(join(path, entry));
}

/** The files and folders the build of the web app in `<root>/apps/web` reads. */
function inputs(root) {
	const web = join(root, "apps", "web");
	const pkg = JSON.parse(readFileSync(join(web, "package.json"), "utf8"));
	const workspace = Object.keys(pkg.dependencies ?? {})
		.filter((name) => name.startsWith("@modelhub/"))
		.map((name) => realpathSync(join(root, "node_modules", name)))
		.flatMap((dir) => [join(dir, "package.json"), existsSync(join(dir, "src")) ? join(dir, "src") : dir]);
	return [join(root, "package-lock.json"), ...OWN.map((p) => join(web, p)), ...workspace];
}

/** The digest of the web app's inputs in the repository at `root` (hex sha256 of their paths and contents). */
export function webInputsDigest(root) {
	const hash = createHash("sha256").update(`node ${process.version}\n`);
	for (const top of inputs(root))
		for (const file of files(top))
			hash
				.update(`${relative(root, file)}\0`)
				.update(readFileSync(file))
				.update("\0");
	return hash.digest("hex");
}
