// A throwaway PostgreSQL cluster (Debian's postgresql package) on a free loopback port, in a temporary directory:
// used by the store-pg tests and the store benchmark. As root, the cluster runs as the postgres user.
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

function postgresBin() {
	const root = "/usr/lib/postgresql";
	const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
	for (const v of versions) if (existsSync(join(root, v, "bin", "initdb"))) return join(root, v, "bin");
	throw new Error("PostgreSQL is not installed (apt-get install postgresql)");
}

function freePort() {
	return new Promise((resolve, reject) => {
		const s = createServer();
		s.once("error", reject);
		s.listen(0, "127.0.0.1", () => {
			const { port } = s.address();
			s.close(() => resolve(port));
		});
	});
}

/**
 * Starts a cluster; resolves to `{ url, dataDir, stop() }`. `settings` are extra `-c` server settings
 * (e.g. `{ fsync: "off" }` for tests).
 */
export async function startPostgres(settings = {}) {
	const bin = postgresBin();
	const dir = mkdtempSync(join(tmpdir(), "modelhub-pg-"));
	chmodSync(dir, 0o777);
	const data = join(dir, "data");
	const asRoot = process.getuid?.() === 0;
	const run = (cmd, args) =>
		asRoot
			? execFileSync("runuser", ["-u", "postgres", "--", join(bin, cmd), ...args], { stdio: "pipe" })
			: execFileSync(join(bin, cmd), args, { stdio: "pipe" });
	run("initdb", ["-D", data, "-A", "trust", "-U", "modelhub", "--no-sync"]);
	const port = await freePort();
	const options = [`-p ${port}`, `-k ${dir}`, "-c listen_addresses=127.0.0.1", "-c max_connections=200"];
	for (const [k, v] of Object.entries(settings)) options.push(`-c ${k}=${v}`);
	run("pg_ctl", ["-D", data, "-o", options.join(" "), "-l", join(dir, "log"), "-w", "start"]);
	return {
		url: `postgres://modelhub@127.0.0.1:${port}/postgres`,
		dataDir: data,
		stop() {
			try {
				run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
			} finally {
				rmSync(dir, { recursive: true, force: true });
			}
		},
	};
}
