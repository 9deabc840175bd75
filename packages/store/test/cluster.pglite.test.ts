// A new embedded store's data directory starts as a copy of an empty cluster (made by the build), falls back to initdb
// when there is none or PGlite cannot start from it, and a directory that already holds a cluster is never touched.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeEmptyCluster, openPglite } from "../src/db/pglite.js";

let root: string;
let empty: string;
let marked: string;
beforeAll(async () => {
	root = mkdtempSync(join(tmpdir(), "modelhub-cluster-"));
	empty = join(root, "empty-cluster");
	await makeEmptyCluster(empty);
	// A cluster that already holds a row, to tell a directory copied from it from one made by initdb.
	marked = join(root, "marked");
	const pg = await PGlite.create({ dataDir: marked });
	await pg.exec("CREATE TABLE t (v text); INSERT INTO t VALUES ('from the image')");
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
	it("is copied from the image, which stays as it was, and a cluster already there is opened as it is", async () => {
		const dir = join(root, "from-image");
		expect(await roundTrip(dir, marked, "kept")).toEqual(["from the image", "kept"]);
		expect(existsSync(join(dir, "PG_VERSION"))).toBe(true);
		// Opened again with the image at hand: the cluster is not made again, the rows written stay.
		expect(await roundTrip(dir, marked, "more")).toEqual(["from the image", "kept", "more"]);
		// Another store from the same image has only the image's rows: the first store wrote to its copy.
		expect(await roundTrip(join(root, "second"), marked)).toEqual(["from the image"]);
		// The build's image is an empty cluster.
		expect(await roundTrip(join(root, "empty"), empty)).toEqual([]);
	});

	it("is copied again over a copy that a crash cut short (no PG_VERSION yet)", async () => {
		const dir = join(root, "cut-copy");
		mkdirSync(join(dir, "base"), { recursive: true });
		writeFileSync(join(dir, "base", "half-written"), "x");
		writeFileSync(join(dir, "postgresql.conf"), "half");
		expect(await roundTrip(dir, marked, "after")).toEqual(["after", "from the image"]);
	});

	it("is made by initdb when there is no image, or one this PGlite cannot start from", async () => {
		expect(await roundTrip(join(root, "no-image"), join(root, "missing"), "a")).toEqual(["a"]);
		// A directory that names a version but holds no cluster.
		const broken = join(root, "broken");
		mkdirSync(broken);
		writeFileSync(join(broken, "PG_VERSION"), "17\n");
		writeFileSync(join(broken, "postgresql.conf"), "not a setting at all = = =\n");
		const dir = join(root, "broken-image");
		expect(await roundTrip(dir, broken, "b")).toEqual(["b"]);
		expect(readdirSync(dir)).toContain("global");
	});

	it("has data checksums off, whether copied from the build's image, made by initdb or held in memory", async () => {
		const checksums = async (dir: string | undefined, from: string) => {
			const db = await openPglite(dir, from);
			try {
				return (await db.query<{ data_checksums: string }>("SHOW data_checksums")).rows[0]?.data_checksums;
			} finally {
				await db.close();
			}
		};
		expect(await checksums(join(root, "sums-image"), empty)).toBe("off");
		expect(await checksums(join(root, "sums-initdb"), join(root, "missing"))).toBe("off");
		expect(await checksums(undefined, empty)).toBe("off");
	});
});
