/**
 * Writes dist/empty-cluster.tar, the empty database cluster new embedded stores start from (see EMPTY_CLUSTER in
 * src/db/pglite.ts), unless the one there was made by the PGlite installed now. Run by the build after tsc.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { EMPTY_CLUSTER, emptyClusterImage } from "../dist/db/pglite.js";

/** The installed PGlite's release, read from its package.json (which the package does not export). */
function pgliteRelease() {
	let dir = dirname(fileURLToPath(import.meta.resolve("@electric-sql/pglite")));
	while (
		!existsSync(join(dir, "package.json")) ||
		!readFileSync(join(dir, "package.json"), "utf8").includes('"name": "@electric-sql/pglite"')
	) {
		const up = dirname(dir);
		if (up === dir) throw new Error("cannot find @electric-sql/pglite's package.json");
		dir = up;
	}
	return JSON.parse(readFileSync(join(dir, "package.json"), "utf8")).version;
}

const release = `@electric-sql/pglite ${pgliteRelease()}\n`;
const stamp = `${EMPTY_CLUSTER}.release`;
if (!existsSync(EMPTY_CLUSTER) || !existsSync(stamp) || readFileSync(stamp, "utf8") !== release) {
	// Written beside and renamed into place, so that a build cut short never leaves half an image.
	writeFileSync(`${EMPTY_CLUSTER}.tmp`, await emptyClusterImage());
	renameSync(`${EMPTY_CLUSTER}.tmp`, EMPTY_CLUSTER);
	writeFileSync(stamp, release);
}
