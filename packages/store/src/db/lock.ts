import { randomBytes } from "node:crypto";
import {
	closeSync,
	constants,
	fstatSync,
	ftruncateSync,
	openSync,
	readFileSync,
	rmSync,
	statSync,
	writeFileSync,
	writeSync,
} from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

export interface LockHolder {
	pid: number;
	command: string;
	since: string;
	/** Set by a serving process: where its API answers, so other commands can read the catalogue through it. */
	url?: string;
}

/** Raised when another live process holds the embedded store's directory. */
export class StoreLockedError extends Error {
	constructor(
		message: string,
		readonly holder?: LockHolder,
	) {
		super(message);
	}
}

/**
 * What the lock file holds: the holder for messages, plus what tells a dead holder from a live one where the
 * operating system's lock is not to be had — a token of its own, its start time (a pid is reused: a container's
 * PID 1 is PID 1 again after a restart) and the boot it ran in.
 */
interface LockRecord extends LockHolder {
	token?: string;
	start?: string;
	boot?: string;
}

/** A lock on an open file that the kernel drops when the file is closed, however its process ends. */
export interface OsLock {
	tryLock(fd: number): boolean;
	unlock(fd: number): void;
}

/**
 * The operating system's lock through `fs-native-extensions` (fcntl open-file-description locks on Linux, flock on
 * macOS, LockFileEx on Windows; its prebuilt addon ships in the package), or undefined where that addon does not
 * load (a platform it has no build for, null): the lock file's record is then all there is.
 */
export function loadOsLock(): OsLock | null {
	try {
		const ext = createRequire(import.meta.url)("fs-native-extensions") as {
			tryLock(fd: number, offset: number, length: number): boolean;
			unlock(fd: number, offset: number, length: number): void;
		};
		// Windows's locks are mandatory: one byte far past the record is locked there, so that others can still read
		// who holds the store. macOS takes whole-file locks only (flock, advisory, as Linux's are).
		const [offset, length] = process.platform === "win32" ? [2 ** 30, 1] : [0, 0];
		return { tryLock: (fd) => ext.tryLock(fd, offset, length), unlock: (fd) => ext.unlock(fd, offset, length) };
	} catch {
		return null;
	}
}

const OS_LOCK = loadOsLock();

/** The OS's lock, loaded once (null where it is not to be had). */
export const osLock = (): OsLock | null => OS_LOCK;

/** What a file system without locks answers a lock request with. */
const NO_LOCKS = new Set(["ENOLCK", "ENOTSUP", "EOPNOTSUPP", "EINVAL", "ENOSYS"]);

/** Whether an error says that the file system takes no locks (some network mounts). */
export const noLocks = (e: unknown): boolean => NO_LOCKS.has((e as { code?: string })?.code ?? "");

/** The lock files this process holds, by path, with the open file of each (when the OS lock is used). */
const held = new Map<string, { token: string; fd?: number }>();

/**
 * Takes the embedded store's lock (`<dir>/modelhub.lock`), naming this process in it. With the OS's lock (the
 * default), a holder that died — killed with SIGKILL, a zombie not yet reaped, PID 1 of a container started again —
 * holds nothing any more and its file is simply taken over; without it, a holder is taken for gone when its process
 * has ended, is a zombie, or started at another time or boot than the one recorded. Returns the release function.
 */
export function lockDirectory(dir: string, command: string, os: OsLock | null = OS_LOCK): () => void {
	const path = join(dir, "modelhub.lock");
	if (held.has(path)) throw new StoreLockedError(`the store ${dir} is already open in this process`);
	const token = randomBytes(12).toString("hex");
	const me: LockRecord = {
		pid: process.pid,
		command,
		since: new Date().toISOString(),
		token,
		...processIdentity(process.pid),
	};
	for (let attempt = 0; attempt < 5; attempt++) {
		let fd: number | null | undefined;
		try {
			fd = os ? lockWithOs(os, path, dir) : lockWithRecord(path, dir, me);
		} catch (e) {
			// A file system without locks (some network mounts): the record decides, as where the addon is missing.
			if (!os || !noLocks(e)) throw e;
			os = null;
			continue;
		}
		if (fd === undefined) continue;
		if (fd !== null) {
			ftruncateSync(fd, 0);
			writeSync(fd, JSON.stringify(me), 0);
		}
		held.set(path, { token, ...(fd !== null ? { fd } : {}) });
		let released = false;
		const release = () => {
			if (released) return;
			released = true;
			held.delete(path);
			process.off("exit", release);
			// The file goes before the lock: a process that locks it in between finds it gone and starts again.
			if (fd === null || sameFile(fd, path)) rmSync(path, { force: true });
			if (fd !== null) {
				os?.unlock(fd);
				closeSync(fd);
			}
		};
		process.on("exit", release);
		return release;
	}
	throw new StoreLockedError(`cannot take the lock file ${path}`);
}

/**
 * Locks the lock file with the OS's lock: its open file, or undefined to try again (the file was removed by a holder
 * releasing it just as this process opened it). Throws StoreLockedError while another process holds it.
 */
function lockWithOs(os: OsLock, path: string, dir: string): number | undefined {
	const fd = openSync(path, constants.O_RDWR | constants.O_CREAT, 0o644);
	let locked = false;
	try {
		locked = os.tryLock(fd);
		if (!locked) throw lockedError(dir, readHolder(path));
		// A record without a token is an earlier release's, which took no OS lock: its holder may still run.
		const earlier = readRecord(path);
		if (earlier && earlier.token === undefined && holderLives(earlier)) throw lockedError(dir, earlier);
		if (sameFile(fd, path)) return fd;
	} catch (e) {
		if (locked) os.unlock(fd);
		closeSync(fd);
		throw e;
	}
	os.unlock(fd);
	closeSync(fd);
	return undefined;
}

/**
 * Takes the lock file by creating it (`null`: no file stays open), or undefined to try again after removing a file
 * whose holder is gone. Two processes taking over the same dead holder's file at the same moment could both succeed:
 * this is the fallback for platforms without the OS's lock.
 */
function lockWithRecord(path: string, dir: string, me: LockRecord): null | undefined {
	try {
		writeFileSync(path, JSON.stringify(me), { flag: "wx" });
		return null;
	} catch (e) {
		if ((e as { code?: string }).code !== "EEXIST") throw e;
	}
	const holder = readHolder(path);
	if (holder && holderLives(holder)) throw lockedError(dir, holder);
	rmSync(path, { force: true });
	return undefined;
}

function lockedError(dir: string, holder: LockRecord | undefined): StoreLockedError {
	const fix = "stop it first, or use a PostgreSQL server (DATABASE_URL) to share one catalogue between processes";
	if (!holder) return new StoreLockedError(`the store ${dir} is in use by another process; ${fix}`);
	const { pid, command, since } = holder;
	return new StoreLockedError(
		`the store ${dir} is in use by process ${pid} (${command}, since ${since}); ${fix}`,
		holderOf(holder),
	);
}

/** What a record tells others about its holder (not its token nor its process's identity). */
function holderOf({ pid, command, since, url }: LockRecord): LockHolder {
	return url === undefined ? { pid, command, since } : { pid, command, since, url };
}

/**
 * The record in the lock file. A holder writes it just after taking the lock, so an empty or partial file is read
 * again for a moment before it counts as naming no one.
 */
function readHolder(path: string): LockRecord | undefined {
	for (let i = 0; i < 20; i++) {
		const h = readRecord(path);
		if (h) return h;
		Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 25);
	}
	return undefined;
}

/** The lock file's record, or undefined when it is gone, empty or not one. */
function readRecord(path: string): LockRecord | undefined {
	try {
		const h = JSON.parse(readFileSync(path, "utf8")) as LockRecord;
		return typeof h?.pid === "number" ? h : undefined;
	} catch {
		return undefined;
	}
}

/** Whether the file at `path` is still the file open as `fd` (a lock's holder removes its file before letting go). */
export function sameFile(fd: number, path: string): boolean {
	try {
		const a = fstatSync(fd);
		const b = statSync(path);
		return a.ino === b.ino && a.dev === b.dev;
	} catch {
		return false;
	}
}

/** A process's start time (clock ticks since boot, /proc/<pid>/stat) and the boot's id, where /proc has them. */
function processIdentity(pid: number): { start?: string; boot?: string } {
	const stat = procStat(pid);
	const boot = bootId();
	return { ...(stat?.start ? { start: stat.start } : {}), ...(boot ? { boot } : {}) };
}

/** State and start time from /proc/<pid>/stat; null when there is no such process, undefined without /proc. */
function procStat(pid: number): { state: string; start: string } | null | undefined {
	let text: string;
	try {
		text = readFileSync(`/proc/${pid}/stat`, "utf8");
	} catch (e) {
		if ((e as { code?: string }).code !== "ENOENT") return undefined;
		try {
			statSync("/proc/self/stat");
			return null;
		} catch {
			return undefined;
		}
	}
	// The command name (field 2) is in parentheses and may hold spaces: the fields after it start at the last ")".
	const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
	return { state: fields[0] ?? "", start: fields[19] ?? "" };
}

function bootId(): string | undefined {
	try {
		return readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
	} catch {
		return undefined;
	}
}

/** Whether the process a lock record names still runs (without the OS's lock to say so). */
function holderLives(h: LockRecord): boolean {
	// This process wrote no record it does not hold: one naming its pid is a dead holder's whose pid came again.
	if (h.pid === process.pid) return false;
	const boot = bootId();
	if (h.boot && boot && h.boot !== boot) return false;
	const stat = procStat(h.pid);
	if (stat === null) return false;
	if (stat === undefined) {
		try {
			process.kill(h.pid, 0);
			return true;
		} catch (e) {
			return (e as { code?: string }).code === "EPERM";
		}
	}
	// A zombie (Z) or a dying process (X) holds nothing; a process that started at another time is another process.
	if (stat.state === "Z" || stat.state === "X") return false;
	return !h.start || h.start === stat.start;
}

/**
 * Who holds the embedded store's lock, read from its record without taking the lock (taking it, even for a moment,
 * could turn away a process starting on the store just then): undefined when the record is gone or names a process
 * that has ended (a holder killed with SIGKILL leaves its record behind).
 */
export function liveLockHolder(dir: string): LockHolder | undefined {
	const record = readRecord(join(dir, "modelhub.lock"));
	return record && holderLives(record) ? holderOf(record) : undefined;
}

/** Adds the serving address to this process's lock file, for other commands to read the catalogue through the API. */
export function annotateLock(dir: string, url: string): void {
	const path = join(dir, "modelhub.lock");
	const mine = held.get(path);
	if (!mine) return; // Not an embedded store held here (a server store): nothing to annotate.
	try {
		const record = JSON.parse(readFileSync(path, "utf8")) as LockRecord;
		if (record.token !== mine.token) return;
		const text = JSON.stringify({ ...record, url });
		if (mine.fd === undefined) writeFileSync(path, text);
		else {
			ftruncateSync(mine.fd, 0);
			writeSync(mine.fd, text, 0);
		}
	} catch {
		// The file is gone: there is nothing to annotate.
	}
}
