import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { dirname, join, resolve } from "node:path";
import { firstLine } from "@modelhub/core";
import { type AddressConfig, parsePublicUrl, serverBuildPath, startServer, stopServer } from "@modelhub/server";
import { annotateLock, type Store } from "@modelhub/store";
import { cliBlobStore } from "../blobs.js";
import { CliError, type Command, type Io, type Values } from "../command.js";
import { type CommandSocket, listenForCommands } from "../control/server.js";
import { DB_HELP, DB_OPTION, openCliStore } from "../store.js";

/** Where `npm run build` puts the hub's browser files (hashed assets, prerendered pages and their `.data` files). */
export function defaultSiteDir(): string {
	const require = createRequire(import.meta.url);
	return join(dirname(require.resolve("@modelhub/web/package.json")), "build", "client");
}

function parsePort(text: string): number {
	const port = Number(text);
	if (!/^\d+$/.test(text) || port > 65535)
		throw new CliError(`invalid port "${text}" (expected a number from 0 to 65535)`);
	return port;
}

/** The hub's addresses from the flags, else the environment: its public URL, the hosts it answers for, a proxy. */
export function addressConfig(values: Values, io: Io): AddressConfig {
	const config: AddressConfig = {};
	const publicUrl = (values["public-url"] as string | undefined) ?? io.env.MODELHUB_PUBLIC_URL;
	if (publicUrl) {
		try {
			config.publicUrl = parsePublicUrl(publicUrl);
		} catch (e) {
			throw new CliError((e as Error).message);
		}
	}
	const hosts = (values["allowed-hosts"] as string | undefined) ?? io.env.MODELHUB_ALLOWED_HOSTS;
	if (hosts) {
		const list = hosts
			.split(",")
			.map((h) => h.trim().toLowerCase())
			.filter(Boolean);
		const bad = list.find((h) => h !== "*" && !/^(?:\[[0-9a-f:.]+\]|[a-z0-9.-]+)$/.test(h));
		if (bad !== undefined)
			throw new CliError(
				`--allowed-hosts takes host names without ports, separated by commas, not ${JSON.stringify(bad)}`,
			);
		config.allowedHosts = list;
	}
	const proxy = values["trust-proxy"] === true || /^(1|true|yes)$/i.test(io.env.MODELHUB_TRUST_PROXY ?? "");
	if (proxy) config.trustProxy = true;
	return config;
}

export const serveCommand: Command = {
	name: "serve",
	summary: "Serve the built hub (run `npm run build` first, or `npm start` to do both)",
	usage:
		"serve [--port N] [--host H] [--public-url URL] [--allowed-hosts H,…] [--trust-proxy] [--open-signup] [--proxy-files] [--empty] [--dir D] [--db PATH] [--quiet]",
	help: [
		["--port N", "port to listen on (default: $PORT, else 4173; 0 picks a free one)"],
		["--host H", "address to listen on (default: 127.0.0.1)"],
		[
			"--public-url URL",
			"the address users reach the hub at, written into snippets and links (default: $MODELHUB_PUBLIC_URL, else the Host each request names, when it is an allowed host)",
		],
		[
			"--allowed-hosts H,…",
			"host names a request may name when there is no public URL; * for any (default: $MODELHUB_ALLOWED_HOSTS, else this machine's loopback names and the addresses it listens on)",
		],
		[
			"--trust-proxy",
			"take X-Forwarded-Proto and X-Forwarded-Host from a reverse proxy in front (default: $MODELHUB_TRUST_PROXY)",
		],
		[
			"--open-signup",
			"let visitors make their own account on /signup (default: $MODELHUB_OPEN_SIGNUP, else closed: an admin makes accounts with `modelhub users add`)",
		],
		[
			"--proxy-files",
			"with files in a bucket (MODELHUB_BLOBS=s3://…): send downloads and take uploads through the hub instead of redirecting clients to presigned URLs, for buckets clients cannot reach (default: $MODELHUB_PROXY_FILES)",
		],
		[
			"--empty",
			"start a new store without the shipped catalogue of public models, for good: the hub lists what its users push, beside the sample inputs its snippets open (default: $MODELHUB_EMPTY); no effect on a store already filled",
		],
		["--dir D", "folder of the built site (default: the web app's build/client)"],
		DB_HELP,
		["--quiet", "no request log (by default one line per request on stdout)"],
	],
	options: {
		...DB_OPTION,
		port: { type: "string" },
		host: { type: "string" },
		"public-url": { type: "string" },
		"allowed-hosts": { type: "string" },
		"trust-proxy": { type: "boolean" },
		"open-signup": { type: "boolean" },
		"proxy-files": { type: "boolean" },
		empty: { type: "boolean" },
		dir: { type: "string" },
		quiet: { type: "boolean" },
	},
	positionals: [0, 0],
	async run(values, _positionals, io) {
		const port = parsePort(String(values.port ?? io.env.PORT ?? "4173"));
		const host = String(values.host ?? "127.0.0.1");
		const address = addressConfig(values, io);
		const dir = values.dir ? resolve(io.cwd, String(values.dir)) : defaultSiteDir();
		// A built hub has its client assets and its server build (the home page is rendered per request, not a file).
		if (!existsSync(resolve(dir, "assets")) || !existsSync(serverBuildPath(dir))) {
			throw new CliError(`no built hub in ${dir} (run \`npm run build\` first)`);
		}
		const empty = values.empty === true || /^(1|true|yes)$/i.test(io.env.MODELHUB_EMPTY ?? "");
		const store = await openCliStore(values, io, "serve", empty ? { seed: "never" } : {});
		const log = values.quiet ? undefined : (line: string) => io.stdout(`${new Date().toISOString()} ${line}\n`);
		// The admin's commands reach a hub that holds an embedded store through its control socket (a server store is
		// open to them directly). It listens first, for a command run as soon as the store is open.
		const commands = store.engine === "pglite" ? await acceptCommands(store, io, log) : undefined;
		let server: Awaited<ReturnType<typeof startServer>>;
		let blobLocation = "";
		try {
			const blobs = cliBlobStore(store, io);
			blobLocation = blobs.location;
			const openSignup = values["open-signup"] === true || /^(1|true|yes)$/i.test(io.env.MODELHUB_OPEN_SIGNUP ?? "");
			const proxyFiles = values["proxy-files"] === true || /^(1|true|yes)$/i.test(io.env.MODELHUB_PROXY_FILES ?? "");
			server = await startServer({
				dir,
				port,
				host,
				store,
				blobs,
				address,
				log,
				openSignup,
				precompress: "background",
				proxyFiles,
			});
		} catch (e) {
			await commands?.close();
			await store.close();
			const code = (e as { code?: string }).code;
			if (code === "EADDRINUSE")
				throw new CliError(`port ${port} on ${host} is already in use (choose another with --port)`);
			if (code === "EADDRNOTAVAIL" || code === "ENOTFOUND") throw new CliError(`cannot listen on host "${host}"`);
			if (code === "EACCES") throw new CliError(`no permission to listen on port ${port}`);
			throw e;
		}
		const info = server.address() as AddressInfo;
		const shownHost = info.family === "IPv6" ? `[${info.address}]` : info.address;
		const url = `http://${shownHost}:${info.port}`;
		if (store.engine === "pglite") annotateLock(store.dataDir, url);
		io.stdout(
			`Modelhub is serving ${url}${address.publicUrl ? ` (public address ${address.publicUrl})` : ""} from ${store.location}, files in ${blobLocation}  (Ctrl+C to stop)\n`,
		);
		await new Promise<void>((done) => {
			const stop = () => {
				io.stdout("Stopping: finishing the requests in flight\n");
				stopServer(server).then(done);
			};
			process.once("SIGINT", stop);
			process.once("SIGTERM", stop);
		});
		await commands?.close();
		await store.close();
		return 0;
	},
};

/**
 * Listens on the store's control socket for `modelhub users|tokens|orgs`; where it cannot, the hub serves all the same
 * and says once that those commands need it stopped.
 */
async function acceptCommands(
	store: Store,
	io: Io,
	log: ((line: string) => void) | undefined,
): Promise<CommandSocket | undefined> {
	const { COMMANDS } = await import("./index.js");
	try {
		return await listenForCommands(store.dataDir, store, COMMANDS, log);
	} catch (e) {
		io.stderr(
			`modelhub: the account commands (users, tokens, orgs) cannot reach this hub while it runs (no control socket: ${firstLine(e)}); stop it to run them\n`,
		);
		return undefined;
	}
}
