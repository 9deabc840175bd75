// The blob store's temporary files: what a writer killed mid-write left goes, a live writer's stays — also when two
// processes (the importers of a PostgreSQL store) share the blob directory.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { TempFolder } from "../src/blobs/unfinished.js";
import { collect, waitFor } from "./helpers/processes.js";

const STORE = fileURLToPath(new URL("../dist/index.js", import.meta.url));

import { LocalBlobStore, UNFINISHED_AGE_MS } from "../src/index.js";

let dir = "";
beforeEach(() => {
	dir = mkdtempSync(join(tmpdir(), "modelhub-unfinished-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const sha = (data: Buffer) => createHash("sha256").update(data).digest("hex");

describe("unfinished blobs", () => {
	it("leaves a live writer's partial file alone while another process on the same directory sweeps", async () => {
		const blobs = join(dir, "blobs");
		// Another process writing blobs (as the importers of a PostgreSQL store share one blob directory): its folder is
		// made by a put, and a partial file stands for the copy it is in the middle of.
		const writer = spawn(
			process.execPath,
			[
				"--input-type=module",
				"-e",
				`const { LocalBlobStore } = await import(${JSON.stringify(STORE)});
				const { writeFileSync } = await import("node:fs");
				const { join, dirname } = await import("node:path");
				const blobs = new LocalBlobStore(process.argv[1], "copy");
				writeFileSync(process.argv[2], "whole");
				await blobs.putFile(${JSON.stringify(sha(Buffer.from("whole")))}, process.argv[2]);
				const folder = blobs.temp.dir();
				writeFileSync(join(folder, "${"b".repeat(64)}.partial"), "half a copy");
				console.log(folder);
				setInterval(() => {}, 1000);`,
				blobs,
				join(dir, "source"),
			],
			{ stdio: ["ignore", "pipe", "inherit"] },
		);
		const { out, done } = collect(writer);
		try {
			await waitFor("the writer's folder", () => out.stdout.endsWith("\n"));
			const folder = out.stdout.trim();
			const sweeper = new LocalBlobStore(blobs, "copy");
			expect(await sweeper.removeUnfinished()).toEqual({ files: 0, bytes: 0 });
			expect(readdirSync(folder)).toEqual([`${"b".repeat(64)}.partial`]);
			writer.kill("SIGKILL");
			await done;
			expect(await sweeper.removeUnfinished()).toEqual({ files: 1, bytes: 11 });
			expect(readdirSync(join(blobs, "tmp"))).toEqual([]);
			expect(await sweeper.size(sha(Buffer.from("whole")))).toBe(5);
		} finally {
			writer.kill("SIGKILL");
		}
	});

	it("removes what an earlier release left in tmp/ only once nobody has touched it for an hour", () => {
		const tmp = join(dir, "tmp");
		mkdirSync(tmp);
		writeFileSync(join(tmp, `${"a".repeat(64)}.0123456789ab`), "partial");
		const folder = new TempFolder(tmp);
		expect(folder.sweep()).toEqual({ files: 0, bytes: 0 });
		expect(folder.sweep(Date.now() + UNFINISHED_AGE_MS + 1000)).toEqual({ files: 1, bytes: 7 });
		expect(readdirSync(tmp)).toEqual([]);
	});

	it("without the OS's lock, judges writers' folders by age alone", () => {
		const tmp = join(dir, "tmp");
		const live = new TempFolder(tmp, null);
		writeFileSync(join(live.dir(), "x.partial"), "12345");
		const sweeper = new TempFolder(tmp, null);
		expect(sweeper.sweep()).toEqual({ files: 0, bytes: 0 });
		expect(sweeper.sweep(Date.now() + UNFINISHED_AGE_MS + 1000)).toEqual({ files: 1, bytes: 5 });
		expect(readdirSync(tmp)).toEqual([]);
	});

	it("never sweeps its own folder", () => {
		const folder = new TempFolder(join(dir, "tmp"));
		writeFileSync(join(folder.dir(), "x.partial"), "12345");
		expect(folder.sweep(Date.now() + UNFINISHED_AGE_MS + 1000)).toEqual({ files: 0, bytes: 0 });
		expect(readdirSync(join(dir, "tmp"))).toHaveLength(2);
	});
});
