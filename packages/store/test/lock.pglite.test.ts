import { execFile } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openStore, StoreLockedError } from "../src/index.js";
import { openTestStore, rec, type TestStore } from "./helpers/store.js";

const CLI = fileURLToPath(new URL("../../cli/bin/modelhub.js", import.meta.url));

let t: TestStore;
beforeEach(async () => {
	t = await openTestStore();
});
afterEach(async () => t?.cleanup());

describe("the embedded store's lock", () => {
	it("refuses a second process with one line naming the directory and the holder, and harms nothing", async () => {
		await t.store.writer.upsert([{ record: rec("org/kept") }]);
		const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((done) => {
			const child = execFile(process.execPath, [CLI, "import", "-", "--db", t.options.dir as string], (err, _o, e) =>
				done({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stderr: e }),
			);
			child.stdin?.end(`${JSON.stringify(rec("org/other"))}\n`);
		});
		expect(code).toBe(1);
		expect(stderr.trimEnd().split("\n")).toHaveLength(1);
		expect(stderr).toContain(`error: the store ${t.options.dir} is in use by process ${process.pid}`);
		expect((await t.store.models.get("org/kept"))?.record.id).toBe("org/kept");
		expect(await t.store.models.get("org/other")).toBeUndefined();
	});

	it("refuses a second opener in the same process", async () => {
		const err = await openStore(t.options).catch((e) => e);
		expect(err).toBeInstanceOf(StoreLockedError);
		expect(err.message).toBe(`the store ${t.options.dir} is already open in this process`);
	});

	it("takes over a lock left by a process that is gone", async () => {
		await t.store.close();
		writeFileSync(
			join(t.options.dir as string, "modelhub.lock"),
			JSON.stringify({ pid: 2 ** 22 + 12345, command: "crashed", since: "then" }),
		);
		t.store = await openStore(t.options);
		await t.store.writer.upsert([{ record: rec("org/after") }]);
		expect((await t.store.models.get("org/after"))?.record.id).toBe("org/after");
	});
});
