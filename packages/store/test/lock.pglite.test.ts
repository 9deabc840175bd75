import { execFile, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { liveLockHolder, loadOsLock, lockDirectory } from "../src/db/lock.js";
import { annotateLock, openStore, StoreLockedError } from "../src/index.js";
import {
	CLI,
	childrenOf,
	collect,
	type Finished,
	lockHolder,
	procState,
	runModelhub,
	waitFor,
} from "./helpers/processes.js";
import { openTestStore, rec, type TestStore } from "./helpers/store.js";

const STORE = fileURLToPath(new URL("../dist/index.js", import.meta.url));

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

	it("tells a second process the holder's serving address (annotateLock), for reading through its API", async () => {
		annotateLock(t.options.dir as string, "http://127.0.0.1:4999");
		const script = `const { openStore } = await import(${JSON.stringify(STORE)});
			await openStore({ dir: process.argv[1], seed: false }).then(
				() => console.log("opened"),
				(e) => console.log(JSON.stringify(e.holder)),
			);`;
		const child = spawn(process.execPath, ["--input-type=module", "-e", script, t.options.dir as string]);
		const out = await collect(child).done;
		expect(JSON.parse(out.stdout)).toEqual({
			pid: process.pid,
			command: "modelhub",
			since: expect.any(String),
			url: "http://127.0.0.1:4999",
		});
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

describe("the lock after a crash (kill -9)", () => {
	const record = `${JSON.stringify(rec("org/after-crash"))}\n`;
	let dir = "";
	const cleanups: (() => void)[] = [];
	beforeEach(() => {
		dir = mkdtempSync(join(tmpdir(), "modelhub-lock-"));
	});
	afterEach(() => {
		for (const c of cleanups.splice(0)) c();
		rmSync(dir, { recursive: true, force: true });
	});

	/** Imports one record into the store, which must come back after the crash, and reads it back. */
	async function expectReopens(run: (args: string[], stdin: string) => Promise<Finished>): Promise<void> {
		const again = await run(["import", "-", "--db", dir], record);
		expect(again.stderr).toBe("");
		expect(again.stdout).toMatch(/^imported 1 record into /);
		expect(again.code).toBe(0);
		const store = await openStore({ dir, seed: false });
		expect((await store.models.get("org/after-crash"))?.record.id).toBe("org/after-crash");
		await store.close();
	}

	it("reopens a store whose holder was PID 1 of a container killed with SIGKILL", async () => {
		// A container without an init process: modelhub is PID 1 in its own PID namespace, every time it starts.
		const asPid1 = (args: string[]) =>
			spawn("unshare", ["--pid", "--fork", "--mount-proc", process.execPath, CLI, ...args], {
				stdio: ["pipe", "pipe", "pipe"],
			});
		const first = asPid1(["import", "-", "--db", dir]);
		const { done } = collect(first);
		cleanups.push(() => first.kill("SIGKILL"));
		await waitFor("the first process to take the lock", () => lockHolder(dir)?.pid === 1);
		const [inner] = childrenOf(first.pid as number);
		expect(inner).toBeGreaterThan(1);
		process.kill(inner as number, "SIGKILL");
		expect((await done).code).not.toBe(0);
		await expectReopens((args, stdin) => {
			const child = asPid1(args);
			child.stdin.end(stdin);
			return collect(child).done;
		});
	});

	it("reopens a store at once while its killed holder is still a zombie", async () => {
		// A parent that does not reap its child at once (here: stopped) leaves the killed holder a zombie, whose pid
		// still answers kill(pid, 0).
		const parent = spawn(
			"sh",
			["-c", 'exec 3<&0; "$0" "$1" import - --db "$2" <&3 & echo $!; wait', process.execPath, CLI, dir],
			{
				stdio: ["pipe", "pipe", "pipe"],
			},
		);
		const { out } = collect(parent);
		cleanups.push(() => {
			parent.kill("SIGKILL");
			parent.kill("SIGCONT");
		});
		await waitFor("the holder's pid", () => /^\d+\n/.test(out.stdout));
		const pid = Number.parseInt(out.stdout, 10);
		await waitFor("the holder to take the lock", () => lockHolder(dir)?.pid === pid);
		parent.kill("SIGSTOP");
		process.kill(pid, "SIGKILL");
		await waitFor("the holder to be a zombie", () => procState(pid) === "Z");
		await expectReopens((args, stdin) => runModelhub(args, stdin));
		expect(procState(pid)).toBe("Z");
	});
});

describe("the lock record, where the OS's lock is not to be had", () => {
	let dir = "";
	const cleanups: (() => void)[] = [];
	beforeEach(() => {
		dir = mkdtempSync(join(tmpdir(), "modelhub-lock-"));
	});
	afterEach(() => {
		for (const c of cleanups.splice(0)) c();
		rmSync(dir, { recursive: true, force: true });
	});
	const writeRecord = (record: object) => writeFileSync(join(dir, "modelhub.lock"), JSON.stringify(record));
	const startOf = (pid: number) => {
		const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
		return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
	};
	/** A `sleep` child of a shell, which the test can stop so that the child, once killed, stays a zombie. */
	async function sleeper(): Promise<{ parent: ReturnType<typeof spawn>; pid: number }> {
		const parent = spawn("sh", ["-c", "sleep 60 & echo $!; wait"], { stdio: ["ignore", "pipe", "ignore"] });
		const { out } = collect(parent);
		cleanups.push(() => {
			parent.kill("SIGKILL");
			parent.kill("SIGCONT");
		});
		await waitFor("the sleeper's pid", () => /^\d+\n/.test(out.stdout));
		const pid = Number.parseInt(out.stdout, 10);
		cleanups.push(() => {
			if (procState(pid) !== undefined && procState(pid) !== "Z") process.kill(pid, "SIGKILL");
		});
		return { parent, pid };
	}

	it("refuses a live holder, naming it", async () => {
		const { pid } = await sleeper();
		writeRecord({ pid, command: "modelhub serve", since: "then", token: "t", start: startOf(pid), url: "http://x" });
		const err = (() => {
			try {
				lockDirectory(dir, "test", null);
			} catch (e) {
				return e;
			}
		})() as StoreLockedError;
		expect(err).toBeInstanceOf(StoreLockedError);
		expect(err.message).toContain(`the store ${dir} is in use by process ${pid} (modelhub serve, since then)`);
		expect(err.holder).toEqual({ pid, command: "modelhub serve", since: "then", url: "http://x" });
	});

	it("names a live holder to a reader that does not take the lock, and nobody for one that is gone", async () => {
		const { pid } = await sleeper();
		writeRecord({ pid, command: "modelhub serve", since: "then", token: "t", start: startOf(pid) });
		expect(liveLockHolder(dir)).toEqual({ pid, command: "modelhub serve", since: "then" });
		writeRecord({ pid, command: "modelhub serve", since: "then", token: "t", start: String(Number(startOf(pid)) - 1) });
		expect(liveLockHolder(dir)).toBeUndefined();
		rmSync(join(dir, "modelhub.lock"));
		expect(liveLockHolder(dir)).toBeUndefined();
	});

	it("takes over from a holder whose pid is this process's own (PID 1 started again)", () => {
		writeRecord({ pid: process.pid, command: "crashed", since: "then", token: "t", start: "1" });
		const release = lockDirectory(dir, "test", null);
		expect(lockHolder(dir)?.pid).toBe(process.pid);
		release();
		expect(lockHolder(dir)).toBeUndefined();
	});

	it("takes over from a holder whose pid now names another process", async () => {
		const { pid } = await sleeper();
		writeRecord({ pid, command: "crashed", since: "then", token: "t", start: String(Number(startOf(pid)) - 100) });
		lockDirectory(dir, "test", null)();
	});

	it("takes over from a holder killed with SIGKILL that is still a zombie", async () => {
		const { parent, pid } = await sleeper();
		writeRecord({ pid, command: "crashed", since: "then", token: "t", start: startOf(pid) });
		parent.kill("SIGSTOP");
		process.kill(pid, "SIGKILL");
		await waitFor("the holder to be a zombie", () => procState(pid) === "Z");
		lockDirectory(dir, "test", null)();
	});

	it("is what decides on a file system that takes no locks (ENOLCK)", async () => {
		const noLocks = {
			tryLock: () => {
				throw Object.assign(new Error("no locks"), { code: "ENOLCK" });
			},
			unlock: () => {},
		};
		const { pid } = await sleeper();
		writeRecord({ pid, command: "modelhub serve", since: "then", token: "t", start: startOf(pid) });
		expect(() => lockDirectory(dir, "test", noLocks)).toThrow(`is in use by process ${pid}`);
		process.kill(pid, "SIGKILL");
		await waitFor("the holder to end", () => procState(pid) === undefined);
		const release = lockDirectory(dir, "test", noLocks);
		expect(lockHolder(dir)?.pid).toBe(process.pid);
		release();
	});

	it("is the fallback only: the OS's lock loads here", () => {
		expect(loadOsLock()).not.toBeNull();
	});

	it("with the OS's lock, still refuses a live holder of an earlier release (a record without a token)", async () => {
		const { pid } = await sleeper();
		writeRecord({ pid, command: "modelhub serve", since: "then" });
		expect(() => lockDirectory(dir, "test")).toThrow(`is in use by process ${pid}`);
		process.kill(pid, "SIGKILL");
		await waitFor("the holder to end", () => procState(pid) === undefined);
		lockDirectory(dir, "test")();
	});
});
