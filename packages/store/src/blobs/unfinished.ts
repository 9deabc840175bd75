/**
 * The local blob store's temporary files: a blob is written under `<blobs>/tmp` and renamed into place when whole, so
 * a process killed while writing one leaves a partial file there. Each writing process works in a folder of its own,
 * `tmp/<writer>/`, beside a lock file `tmp/<writer>.lock` that it holds with the OS's lock for as long as it runs: a
 * folder whose lock can be taken belongs to a process that is gone, and is removed — also while other processes (the
 * importers of a PostgreSQL store sharing the directory) write in theirs. Where the OS's lock is not to be had, and for
 * files an earlier release left directly in `tmp/`, only what nobody has touched for an hour is removed.
 */
import { randomBytes } from "node:crypto";
import { closeSync, constants, lstatSync, mkdirSync, openSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { noLocks, type OsLock, osLock, sameFile } from "../db/lock.js";

/** How long a temporary file that no lock vouches for is left alone. */
export const UNFINISHED_AGE_MS = 60 * 60 * 1000;

const WRITER = /^[0-9a-f]{16}$/;

/** What a sweep removed. */
export interface Unfinished {
	files: number;
	bytes: number;
}

/** A writing process's own temporary folder, locked while the process runs. */
export class TempFolder {
	private mine?: { dir: string; lockPath: string; fd?: number };

	constructor(
		private readonly tmp: string,
		private os: OsLock | null = osLock(),
	) {}

	/** The folder this process writes temporary files in (made, and locked, at the first call). */
	dir(): string {
		if (this.mine) return this.mine.dir;
		mkdirSync(this.tmp, { recursive: true });
		const os = this.os;
		for (let attempt = 0; ; attempt++) {
			const name = randomBytes(8).toString("hex");
			const lockPath = join(this.tmp, `${name}.lock`);
			let fd: number | undefined;
			if (os) {
				fd = openSync(lockPath, constants.O_RDWR | constants.O_CREAT | constants.O_EXCL, 0o644);
				let locked: boolean;
				try {
					locked = os.tryLock(fd);
				} catch (e) {
					closeSync(fd);
					rmSync(lockPath, { force: true });
					if (!noLocks(e)) throw e;
					this.os = null; // A file system without locks: folders are judged by age, as without the addon.
					return this.dir();
				}
				// A sweep may take a lock file between its creation and its locking (and remove it): start again.
				if (!locked || !sameFile(fd, lockPath)) {
					closeSync(fd);
					if (attempt > 5) throw new Error(`cannot lock a temporary folder in ${this.tmp}`);
					continue;
				}
			}
			const dir = join(this.tmp, name);
			mkdirSync(dir);
			this.mine = { dir, lockPath, ...(fd !== undefined ? { fd } : {}) };
			process.once("exit", () => this.remove());
			return dir;
		}
	}

	/** Removes this process's folder and lock file (at exit; the next sweep removes them after a crash). */
	private remove(): void {
		if (!this.mine) return;
		rmSync(this.mine.dir, { recursive: true, force: true });
		rmSync(this.mine.lockPath, { force: true });
		if (this.mine.fd !== undefined) closeSync(this.mine.fd);
		this.mine = undefined;
	}

	/**
	 * Removes the temporary files of writers that are gone (and, by age, those no lock vouches for); never this
	 * process's own folder. `now` is for tests.
	 */
	sweep(now = Date.now()): Unfinished {
		const removed: Unfinished = { files: 0, bytes: 0 };
		let names: string[];
		try {
			names = readdirSync(this.tmp);
		} catch {
			return removed;
		}
		const writers = new Set<string>();
		for (const name of names) {
			const writer = name.endsWith(".lock") ? name.slice(0, -5) : name;
			if (WRITER.test(writer)) writers.add(writer);
			else removeIfOld(join(this.tmp, name), removed, now);
		}
		const os = this.os;
		for (const writer of writers) {
			const dir = join(this.tmp, writer);
			if (this.mine?.dir === dir) continue;
			const lockPath = `${dir}.lock`;
			if (!os) {
				removeIfOld(dir, removed, now);
				if (!exists(dir)) removeIfOld(lockPath, removed, now);
				continue;
			}
			let fd: number;
			try {
				fd = openSync(lockPath, constants.O_RDWR);
			} catch {
				// No lock file: a writer's that runs without the OS's lock (another platform sharing the directory).
				removeIfOld(dir, removed, now);
				continue;
			}
			try {
				let free: boolean;
				try {
					free = os.tryLock(fd);
				} catch {
					removeIfOld(dir, removed, now); // No locks on this file system: by age.
					continue;
				}
				if (!free) continue; // A live writer's.
				if (!sameFile(fd, lockPath)) continue;
				// The folder before its lock file, so that a folder without one is always an orphan.
				removeTree(dir, removed);
				rmSync(lockPath, { force: true });
			} finally {
				closeSync(fd);
			}
		}
		return removed;
	}
}

function exists(path: string): boolean {
	try {
		lstatSync(path);
		return true;
	} catch {
		return false;
	}
}

/** Removes a file or folder, counting the files and their bytes. */
function removeTree(path: string, removed: Unfinished): void {
	count(path, removed);
	rmSync(path, { recursive: true, force: true });
}

function count(path: string, removed: Unfinished): void {
	let s: ReturnType<typeof lstatSync>;
	try {
		s = lstatSync(path);
	} catch {
		return;
	}
	if (s.isDirectory()) {
		for (const name of readdirSync(path)) count(join(path, name), removed);
		return;
	}
	// Lock files are the sweep's bookkeeping, not unfinished data.
	if (path.endsWith(".lock")) return;
	removed.files++;
	removed.bytes += s.size;
}

/**
 * Removes a file, or a folder all of whose entries, that nobody has changed for UNFINISHED_AGE_MS: the change time
 * (ctime), which every write, link and rename moves and no program can set back.
 */
function removeIfOld(path: string, removed: Unfinished, now: number): void {
	const cutoff = now - UNFINISHED_AGE_MS;
	const newest = (p: string): number => {
		const s = lstatSync(p);
		let t = s.ctimeMs;
		if (s.isDirectory()) for (const name of readdirSync(p)) t = Math.max(t, newest(join(p, name)));
		return t;
	};
	try {
		if (newest(path) < cutoff) removeTree(path, removed);
	} catch {
		// Gone meanwhile.
	}
}
