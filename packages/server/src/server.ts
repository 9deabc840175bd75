import { existsSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { homedir, tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { firstLine, redactSecrets } from "@modelhub/core";
import {
	type BlobStore,
	openBlobStore,
	RepoReader,
	RepoWriter,
	type Store,
	seedSampleInputs,
	Viewer,
	type ViewerOptions,
	XetStore,
	xetHashReady,
} from "@modelhub/store";
import type { ServerBuild } from "react-router";
import { type AddressConfig, Addresses } from "./config.js";
import type { Hub } from "./context.js";
import { loggedUrl, requestIdOf } from "./http/request-log.js";
import { SECURITY_HEADERS } from "./http/security.js";
import { createStaticFiles } from "./http/static.js";
import { Router } from "./router/router.js";
import { routeTable } from "./router/table.js";
import { Pages } from "./routes/pages.js";
import { Signer } from "./signing.js";
import { XetTokens } from "./xet-tokens.js";

/** The server build React Router writes beside the browser files. */
export function serverBuildPath(dir: string): string {
	return join(dir, "..", "server", "index.js");
}

export interface ServeOptions {
	/** The built site's browser files (its server build is `../server/index.js`); absent: an API-only server. */
	dir?: string;
	port: number;
	host: string;
	/** The catalogue and repositories behind every route. */
	store: Store;
	/** Where the repositories' files are kept (default: the store's own `<dataDir>/blobs`). */
	blobs?: BlobStore;
	/** Where the hub is reached (see AddressConfig): its public URL, the hosts it answers for, a trusted proxy. */
	address?: AddressConfig;
	/** Receives one line per request (secrets redacted); absent: no request log. */
	log?: (line: string) => void;
	/** Receives one line per failure that is the hub's own, secrets redacted (default: stderr). */
	errorLog?: (line: string) => void;
	/**
	 * Compress the site's files before their first request: in the background once listening (`modelhub serve`), or
	 * before listening (benchmarks, so that no measured request pays for it). Absent: on first request.
	 */
	precompress?: "background" | "before-listen";
	/** Let visitors make their own account on `/signup` (`--open-signup`); by default an admin makes accounts. */
	openSignup?: boolean;
	/** Other limits than the defaults (tests shorten them). */
	limits?: Partial<Limits>;
	/**
	 * Serve a bucket's files through the hub (downloads and uploads) instead of redirecting clients to presigned URLs:
	 * for buckets that clients cannot reach (`--proxy-files`). No effect on a local directory.
	 */
	proxyFiles?: boolean;
	/**
	 * Put the sample inputs the snippets open (`modelhub/sample-inputs`) into the store before listening, when missing
	 * or out of date (default true).
	 */
	seedSamples?: boolean;
	/** The data viewer's limits and caches (tests shorten them). */
	viewer?: ViewerOptions;
}

/** File descriptors kept for the hub's own files (the store's, the repositories', the site's) however many connect. */
const FILES_KEPT = 1_000;

/** The process's limit on open files (Node raises it to the hard limit when it starts) less FILES_KEPT; at least 64. */
function connectionCap(): number | undefined {
	try {
		const line = readFileSync("/proc/self/limits", "utf8")
			.split("\n")
			.find((l) => l.startsWith("Max open files"));
		const soft = Number(line?.split(/\s{2,}/)[1]);
		return Number.isFinite(soft) ? Math.max(64, soft - FILES_KEPT) : undefined;
	} catch {
		return undefined;
	}
}

export type Limits = typeof LIMITS;

/** Limits that keep slow or idle clients from holding the server (slowloris), without cutting a long upload. */
const LIMITS = {
	/** A request's headers must have arrived by then. */
	headersTimeout: 15_000,
	/** A whole request (a large upload included) must have arrived by then. */
	requestTimeout: 60 * 60_000,
	/** A connection on which nothing at all happens is closed after this. */
	idleTimeout: 120_000,
	keepAliveTimeout: 5_000,
	maxHeadersCount: 200,
	/**
	 * Connections open at once; past it a new one is closed at once. By default the process's limit on open files less
	 * FILES_KEPT: a crowd of slow clients that took every file descriptor would leave none for the store and the
	 * repositories' files (reads of both fail with EMFILE), so some are always kept for them. No cap where that limit
	 * is unknown (outside Linux).
	 */
	maxConnections: connectionCap(),
	/** The size of each part of a multipart LFS upload (a larger file is sent in parts). */
	lfsPartSize: 64 * 1024 * 1024,
	/** How long a Xet access token (what the CAS service takes) stays valid, in seconds. */
	xetTokenTtl: 3600,
	/** One answer of the data viewer's API (a page of rows, a search) must be ready by then, else it is a 422. */
	viewerAnswerMs: 30_000,
};

/**
 * The hub's server: one router for the Hub's API and file routes and the web app's pages (the built site's files,
 * then React Router rendering the rest per request from the store). Every answer carries the security headers; every
 * request is logged as one line when `log` is given.
 */
export async function startServer(options: ServeOptions): Promise<Server> {
	const { port, host, store, precompress } = options;
	const blobs = options.blobs ?? openBlobStore(store.dataDir, {});
	// Every line either log receives passes through one redaction: URLs with tokens or signatures in their query, errors
	// that quote them, credentials a client library echoed.
	const log = options.log && redacting(options.log);
	const errorLog = redacting(options.errorLog ?? ((line: string) => process.stderr.write(`serve: ${line}\n`)));
	const files = options.dir ? createStaticFiles(options.dir) : undefined;
	const pages = await Pages.create(files, options.dir ? await loadBuild(options.dir) : undefined);
	if (precompress === "before-listen") await files?.warm();
	const limits = { ...LIMITS, ...options.limits };
	await xetHashReady();
	const xet = XetStore.of(store, blobs);
	const hub: Hub = {
		store,
		blobs,
		addresses: new Addresses(options.address ?? {}, host),
		signer: await Signer.open(store),
		reader: new RepoReader(store, blobs, xet),
		writer: new RepoWriter(store, blobs, xet),
		xet,
		xetTokens: await XetTokens.open(store),
		limits: { lfsPartSize: limits.lfsPartSize, xetTokenTtl: limits.xetTokenTtl },
		proxyFiles: options.proxyFiles === true,
		// Over every repository file however it was uploaded (inline, LFS, Xet), what failed inside told to the log.
		dataViewer: Viewer.forFiles(xet, { log: errorLog, ...options.viewer }),
		viewerAnswerMs: limits.viewerAnswerMs,
		log: errorLog,
		internalPaths: [store.dataDir, blobs.location, options.dir, process.cwd(), tmpdir(), homedir()].filter(
			(p): p is string => typeof p === "string" && p.startsWith("/"),
		),
		openSignup: options.openSignup === true,
	};
	// A commit cut between moving its branch and deriving its record (a killed server) leaves the record behind.
	await hub.writer
		.catchUpRecords()
		.then(
			(n) => n && errorLog(`derived again ${n} record${n === 1 ? "" : "s"} left behind their branch by a cut commit`),
		)
		.catch((e) => errorLog(`catching up records: ${firstLine(e)}`));
	if (options.seedSamples !== false)
		await seedSampleInputs(store, hub.writer).catch((e) => errorLog(`seeding the sample inputs: ${firstLine(e)}`));
	const router = new Router(routeTable(pages), hub);
	const server = createServer(
		{
			headersTimeout: limits.headersTimeout,
			requestTimeout: limits.requestTimeout,
			// How often those two are checked (Node's default, 30 s, would let a slow client stay that much longer).
			connectionsCheckingInterval: 1_000,
		},
		(req, res) => {
			const started = performance.now();
			if (log)
				res.once("finish", () => {
					const ms = (performance.now() - started).toFixed(1);
					log(`${req.method} ${loggedUrl(req)} ${res.statusCode} ${ms}ms ${requestIdOf(res)}`);
				});
			for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
			router.dispatch(req, res).catch((e) => {
				errorLog(`request ${requestIdOf(res)}: ${firstLine(e)}`);
				res.destroy();
			});
		},
	);
	// Hosted repositories' download counts are their last 30 days: the window moves on every day.
	const recount = () => store.downloads.refresh().catch((e) => errorLog(`recounting downloads: ${firstLine(e)}`));
	recount();
	const daily = setInterval(recount, 3_600_000);
	daily.unref();
	server.once("close", () => clearInterval(daily));
	server.keepAliveTimeout = limits.keepAliveTimeout;
	server.maxHeadersCount = limits.maxHeadersCount;
	if (limits.maxConnections !== undefined) {
		server.maxConnections = limits.maxConnections;
		// Said once a minute at most, however many are turned away.
		let said = 0;
		server.on("drop", () => {
			if (Date.now() - said < 60_000) return;
			said = Date.now();
			errorLog(`${limits.maxConnections} connections are open (the cap): new ones are closed until some end`);
		});
	}
	server.setTimeout(limits.idleTimeout, (socket) => socket.destroy());
	return new Promise((resolve, reject) => {
		server.once("error", reject);
		server.listen(port, host, () => {
			server.off("error", reject);
			if (precompress === "background")
				files?.warm().catch((e) => errorLog(`compressing the site's files: ${firstLine(e)}`));
			resolve(server);
		});
	});
}

/** A log that receives each line with its secrets redacted. */
function redacting(sink: (line: string) => void): (line: string) => void {
	return (line) => sink(redactSecrets(line));
}

/** The site's server build, when it has one. */
async function loadBuild(dir: string): Promise<ServerBuild | undefined> {
	const buildFile = serverBuildPath(dir);
	if (!existsSync(buildFile)) return undefined;
	// React picks its build when first loaded (here, with the server build): unset, it would render with its
	// development checks, about three times slower.
	process.env.NODE_ENV ??= "production";
	return (await import(pathToFileURL(buildFile).href)) as ServerBuild;
}

/** Stops taking connections, lets requests in flight finish (up to `graceMs`), then closes what is left. */
export function stopServer(server: Server, graceMs = 10_000): Promise<void> {
	return new Promise((done) => {
		const timer = setTimeout(() => server.closeAllConnections(), graceMs);
		timer.unref();
		server.close(() => {
			clearTimeout(timer);
			done();
		});
		server.closeIdleConnections();
	});
}
