// A team's hub can start empty: `modelhub serve --empty` (or MODELHUB_EMPTY=1) leaves out the shipped catalogue, and
// the choice stays with the store, so that a later start without it does not fill the team's hub after all. (That a
// store started without it is filled: seed-after-crash.test.ts and models-while-serving.test.ts.)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { runCli } from "./harness.js";
import { type Serving, startServe } from "./serve-process.js";

let dir = "";
let hub: Serving | undefined;

beforeAll(() => {
	dir = mkdtempSync(join(tmpdir(), "modelhub-empty-"));
});
afterAll(async () => {
	await hub?.stop();
	rmSync(dir, { recursive: true, force: true });
});

/** The ids a list route of the running hub answers. */
async function ids(path: string): Promise<string[]> {
	const res = await fetch(`${hub?.url}${path}`);
	expect(res.status).toBe(200);
	return ((await res.json()) as { id: string }[]).map((r) => r.id);
}

it("--empty starts a new store without the shipped models, and the store stays unfilled after", async () => {
	const db = join(dir, "flag");
	hub = await startServe(["--db", db, "--quiet", "--empty"]);
	expect(await ids("/api/models")).toEqual([]);
	// The sample inputs the hub's snippets open are the hub's own, and stay.
	expect(await ids("/api/datasets")).toEqual(["modelhub/sample-inputs"]);
	await hub.stop();
	// A command that opens the store without the choice (and would fill a store never filled) finds it still empty.
	const listed = await runCli(["models", "--json", "--db", db]);
	expect(listed).toMatchObject({ code: 0, stderr: "" });
	expect(JSON.parse(listed.stdout)).toEqual([]);
}, 120_000);

it("MODELHUB_EMPTY=1 does the same", async () => {
	hub = await startServe(["--db", join(dir, "env"), "--quiet"], { MODELHUB_EMPTY: "1" });
	expect(await ids("/api/models")).toEqual([]);
	await hub.stop();
}, 120_000);
