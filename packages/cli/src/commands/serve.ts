import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { annotateLock } from "@modelhub/store";
import { CliError, type Command } from "../command.js";
import { defaultSiteDir, serverBuildPath, startServer, stopServer } from "../server.js";
import { DB_HELP, DB_OPTION, openCliStore } from "../store.js";

function parsePort(text: string): number {
	const port = Number(text);
	if (!/^\d+$/.test(text) || port > 65535)
		throw new CliError(`invalid port "${text}" (expected a number from 0 to 65535)`);
	return port;
}

export const serveCommand: Command = {
	name: "serve",
	summary: "Serve the built hub (run `npm run build` first, or `npm start` to do both)",
	usage: "serve [--port N] [--host H] [--dir D] [--db PATH] [--quiet]",
	help: [
		["--port N", "port to listen on (default: $PORT, else 4173; 0 picks a free one)"],
		["--host H", "address to listen on (default: 127.0.0.1)"],
		["--dir D", "folder of the built site (default: the web app's build/client)"],
		DB_HELP,
		["--quiet", "no request log (by default one line per request on stdout)"],
	],
	options: {
		...DB_OPTION,
		port: { type: "string" },
		host: { type: "string" },
		dir: { type: "string" },
		quiet: { type: "boolean" },
	},
	positionals: [0, 0],
	async run(values, _positionals, io) {
		const port = parsePort(String(values.port ?? io.env.PORT ?? "4173"));
		const host = String(values.host ?? "127.0.0.1");
		const dir = values.dir ? resolve(io.cwd, String(values.dir)) : defaultSiteDir();
		// A built hub has its client assets and its server build (the home page is rendered per request, not a file).
		if (!existsSync(resolve(dir, "assets")) || !existsSync(serverBuildPath(dir))) {
			throw new CliError(`no built hub in ${dir} (run \`npm run build\` first)`);
		}
		const store = await openCliStore(values, io, "serve");
		let server: Awaited<ReturnType<typeof startServer>>;
		try {
			const log = values.quiet ? undefined : (line: string) => io.stdout(`${new Date().toISOString()} ${line}\n`);
			server = await startServer({ dir, port, host, store, log, precompress: "background" });
		} catch (e) {
			await store.close();
			const code = (e as { code?: string }).code;
			if (code === "EADDRINUSE")
				throw new CliError(`port ${port} on ${host} is already in use (choose another with --port)`);
			if (code === "EADDRNOTAVAIL" || code === "ENOTFOUND") throw new CliError(`cannot listen on host "${host}"`);
			if (code === "EACCES") throw new CliError(`no permission to listen on port ${port}`);
			throw e;
		}
		const address = server.address() as AddressInfo;
		const shownHost = address.family === "IPv6" ? `[${address.address}]` : address.address;
		const url = `http://${shownHost}:${address.port}`;
		if (store.engine === "pglite") annotateLock(store.dataDir, url);
		io.stdout(`Modelhub is serving ${url} from ${store.location}  (Ctrl+C to stop)\n`);
		await new Promise<void>((done) => {
			const stop = () => {
				io.stdout("Stopping: finishing the requests in flight\n");
				stopServer(server).then(done);
			};
			process.once("SIGINT", stop);
			process.once("SIGTERM", stop);
		});
		await store.close();
		return 0;
	},
};
