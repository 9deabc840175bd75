// A new embedded store's data directory starts as a copy of an empty cluster image (written by the build), falls back
// to initdb when the image is missing or unusable, and a directory that already holds a cluster is never touched.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emptyClusterImage, openPglite } from "../src/db/pglite.js";

let root: string;
let image: string;
let marked: string;
beforeAll(async () => {
	root = mkdtempSync(join(tmpdir(), "modelhub-cluster-"));
	image = join(root, "empty-cluster.tar");
	writeFileSync(image, await emptyClusterImage());
	// An image of a cluster that already holds a row, to tell a directory made from an image from one made by initdb.
	marked = join(root, "marked.tar");
	const pg = await PGlite.create();
	await pg.exec("CREATE TABLE t (v text); INSERT INTO t VALUES ('from the image')");
	writeFileSync(marked, new Uint8Array(await (await pg.dumpDataDir("none")).arrayBuffer()));
	await pg.close();
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Opens a cluster in `dir`, writes a row if asked, and returns the rows the table holds. */
async function roundTrip(dir: string, from: string, write?: string): Promise<string[]> {
	const db = await openPglite(dir, from);
	try {
		await db.exec("CREATE TABLE IF NOT EXISTS t (v text)");
		if (write !== undefined) await db.query("INSERT INTO t VALUES ($1)", [write]);
		return (await db.query<{ v: string }>("SELECT v FROM t ORDER BY v")).rows.map((r) => r.v);
	} finally {
		await db.close();
	}
}

describe("a new embedded store's cluster", () => {
	it("is unpacked from the image, and a cluster already there is opened as it is", async () => {
		const dir = join(root, "from-image");
		expect(await roundTrip(dir, marked, "kept")).toEqual(["from the image", "kept"]);
		expect(existsSync(join(dir, "PG_VERSION"))).toBe(true);
		// Opened again with the image at hand: the cluster is not made again, the rows written stay.
		expect(await roundTrip(dir, marked, "more")).toEqual(["from the image", "kept", "more"]);
		// The build's image is an empty cluster.
		expect(await roundTrip(join(root, "empty"), image)).toEqual([]);
	});

	it("is made by initdb when there is no image, or one this PGlite cannot use", async () => {
		expect(await roundTrip(join(root, "no-image"), join(root, "missing.tar"), "a")).toEqual(["a"]);
		const broken = join(root, "broken.tar");
		writeFileSync(broken, "not a tar archive at all\n".repeat(100));
		expect(await roundTrip(join(root, "broken-image"), broken, "b")).toEqual(["b"]);
		// The first half of a real image: whole tar blocks, a ustar header first, but cut short.
		const cut = join(root, "cut.tar");
		const whole = readFileSync(image);
		writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2 / 512) * 512));
		expect(await roundTrip(join(root, "cut-image"), cut, "c")).toEqual(["c"]);
	});
});
