/**
 * Makes dist/empty-cluster, the empty database cluster new embedded stores start as a copy of (see EMPTY_CLUSTER in
 * src/db/pglite.ts), unless the one there was made by the PGlite installed now, with today's initdb options. Run by
 * the build after tsc.
 */
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { EMPTY_CLUSTER, INITDB_PARAMS, makeEmptyCluster } from "../dist/db/pglite.js";

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

// Made again when PGlite or the options its initdb is run with change.
const release = `@electric-sql/pglite ${pgliteRelease()}\ninitdb ${INITDB_PARAMS.join(" ")}\n`;
const stamp = `${EMPTY_CLUSTER}.release`;
if (!existsSync(EMPTY_CLUSTER) || !existsSync(stamp) || readFileSync(stamp, "utf8") !== release) {
	// Made beside and renamed into place, so that a build cut short never leaves half a cluster where stores copy from.
	const made = `${EMPTY_CLUSTER}.tmp`;
	rmSync(made, { recursive: true, force: true });
	await makeEmptyCluster(made);
	rmSync(stamp, { force: true });
	rmSync(EMPTY_CLUSTER, { recursive: true, force: true });
	// The tar image earlier builds wrote, which nothing reads now.
	rmSync(`${EMPTY_CLUSTER}.tar`, { force: true });
	rmSync(`${EMPTY_CLUSTER}.tar.release`, { force: true });
	renameSync(made, EMPTY_CLUSTER);
	writeFileSync(stamp, release);
}
