// One hub process for the multi-process tests and bench/s3.mjs: `startServer` on a free loopback port over the store and blob store
// its environment names (DATABASE_URL, MODELHUB_BLOBS and the AWS variables), run from the built packages. It tells
// its parent its URL over IPC, and signs users in and out when asked (as the web app's forms would, in this process).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer, webAuth } from "@modelhub/server";
import { openBlobStore, openStore } from "@modelhub/store";

const dir = mkdtempSync(join(tmpdir(), "modelhub-proc-"));
const store = await openStore({ dir, databaseUrl: process.env.DATABASE_URL, seed: false });
const blobs = openBlobStore(dir, process.env);
const partSize = Number(process.env.TEST_LFS_PART_SIZE || 5 * 1024 * 1024);
const server = await startServer({
	port: 0,
	host: "127.0.0.1",
	store,
	blobs,
	limits: { lfsPartSize: partSize },
	proxyFiles: process.env.MODELHUB_PROXY_FILES === "1",
	errorLog: (line) => process.stderr.write(`hub ${process.pid}: ${line}\n`),
});
const url = `http://127.0.0.1:${server.address().port}`;
process.on("message", async (m) => {
	try {
		if (m.signIn) {
			const r = await webAuth(store, url, "127.0.0.1", undefined).signIn(m.signIn.name, m.signIn.password);
			process.send({ id: m.id, result: r.ok ? { ok: true, cookies: r.cookies } : { ok: false, error: r.error } });
		} else if (m.signOut) {
			const session = await store.sessions.check(m.signOut);
			await webAuth(store, url, "127.0.0.1", session ? { id: m.signOut, ...session } : undefined).signOut();
			process.send({ id: m.id, result: { ok: true } });
		}
	} catch (e) {
		process.send({ id: m.id, error: String(e) });
	}
});
process.send({ url, pid: process.pid });
