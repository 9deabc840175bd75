// Vitest global setup for the "store-pg" project: a throwaway PostgreSQL cluster (Debian's postgresql package) on a
// free loopback port, in a temporary directory owned by the postgres user; stopped and removed after the run.
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

function postgresBin(): string {
	const root = "/usr/lib/postgresql";
	const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
	for (const v of versions) if (existsSync(join(root, v, "bin", "initdb"))) return join(root, v, "bin");
	throw new Error("PostgreSQL is not installed (apt-get install postgresql): the store-pg tests need its server");
}

function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const s = createServer();
		s.once("error", reject);
		s.listen(0, "127.0.0.1", () => {
			const port = (s.address() as { port: number }).port;
			s.close(() => resolve(port));
		});
	});
}

export default async function setup(): Promise<() => void> {
	const bin = postgresBin();
	const dir = mkdtempSync(join(tmpdir(), "modelhub-pg-"));
	chmodSync(dir, 0o777);
	const data = join(dir, "data");
	const asRoot = process.getuid?.() === 0;
	const run = (cmd: string, args: string[]) =>
		asRoot
			? execFileSync("runuser", ["-u", "postgres", "--", join(bin, cmd), ...args], { stdio: "pipe" })
			: execFileSync(join(bin, cmd), args, { stdio: "pipe" });
	run("initdb", ["-D", data, "-A", "trust", "-U", "modelhub", "--no-sync"]);
	const port = await freePort();
	run("pg_ctl", [
		"-D",
		data,
		"-o",
		`-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
		"-l",
		join(dir, "log"),
		"-w",
		"start",
	]);
	process.env.MODELHUB_TEST_PG_URL = `postgres://modelhub@127.0.0.1:${port}/postgres`;
	return () => {
		try {
			run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	};
}
