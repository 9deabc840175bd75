import { closeSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from "node:fs";
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

type Holder = LockHolder;

function alive(pid: number): boolean {
	try {
		process.kill(pid, 0);
		return true;
	} catch (e) {
		return (e as { code?: string }).code === "EPERM";
	}
}

/**
 * Takes the embedded store's lock file (`<dir>/modelhub.lock`): created atomically, naming this process. A lock left
 * by a process that no longer runs is taken over. Returns the release function.
 */
export function lockDirectory(dir: string, command: string): () => void {
	const path = join(dir, "modelhub.lock");
	for (let attempt = 0; attempt < 2; attempt++) {
		try {
			const fd = openSync(path, "wx");
			const me: Holder = { pid: process.pid, command, since: new Date().toISOString() };
			writeSync(fd, JSON.stringify(me));
			closeSync(fd);
			let released = false;
			const release = () => {
				if (released) return;
				released = true;
				rmSync(path, { force: true });
				process.off("exit", release);
			};
			process.on("exit", release);
			return release;
		} catch (e) {
			if ((e as { code?: string }).code !== "EEXIST") throw e;
			let holder: Holder | undefined;
			try {
				holder = JSON.parse(readFileSync(path, "utf8")) as Holder;
			} catch {
				holder = undefined;
			}
			if (holder && typeof holder.pid === "number" && holder.pid !== process.pid && alive(holder.pid)) {
				throw new StoreLockedError(
					`the store ${dir} is in use by process ${holder.pid} (${holder.command}, since ${holder.since}); stop it first, or use a PostgreSQL server (DATABASE_URL) to share one catalogue between processes`,
					holder,
				);
			}
			if (holder && holder.pid === process.pid) {
				throw new StoreLockedError(`the store ${dir} is already open in this process`);
			}
			rmSync(path, { force: true });
		}
	}
	throw new StoreLockedError(`cannot take the lock file ${path}`);
}

/** Adds the serving address to this process's lock file, for other commands to read the catalogue through the API. */
export function annotateLock(dir: string, url: string): void {
	const path = join(dir, "modelhub.lock");
	try {
		const holder = JSON.parse(readFileSync(path, "utf8")) as Holder;
		if (holder.pid !== process.pid) return;
		writeFileSync(path, JSON.stringify({ ...holder, url }));
	} catch {
		// No lock file (a server store): nothing to annotate.
	}
}
