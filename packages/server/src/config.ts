import type { IncomingMessage } from "node:http";
import { hostname, networkInterfaces } from "node:os";
import { badRequest } from "./errors.js";

/**
 * Where the hub is reached, from configuration only. Snippets (`HF_ENDPOINT=…`), `Link` headers and every absolute
 * URL the hub writes use this origin; a request's `Host` (or `X-Forwarded-*`) header is used only when it names a
 * host the configuration accepts, and every cache that holds such text is keyed by the origin it was made for.
 */
export interface AddressConfig {
	/** The hub's public address (`--public-url`, `MODELHUB_PUBLIC_URL`): when set, the only origin the hub writes. */
	publicUrl?: string;
	/**
	 * Host names (without port) a request may name in `Host` when there is no public URL; `*` accepts any. Default:
	 * this machine's loopback names and the addresses the server listens on.
	 */
	allowedHosts?: readonly string[];
	/** Take `X-Forwarded-Proto` and `X-Forwarded-Host` from a reverse proxy in front (`--trust-proxy`). */
	trustProxy?: boolean;
}

const HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(?::\d{1,5})?$/;

/** The host name of a `Host` header value, lowercased, without its port. */
function hostName(host: string): string {
	const bracket = host.startsWith("[") ? host.indexOf("]") : -1;
	const name = bracket > 0 ? host.slice(0, bracket + 1) : host.replace(/:\d+$/, "");
	return name.toLowerCase();
}

/** The loopback names and every address of this machine's interfaces (for a server listening on all of them). */
function machineHosts(listenHost: string): string[] {
	const names = ["localhost", "127.0.0.1", "[::1]"];
	const wildcard = listenHost === "0.0.0.0" || listenHost === "::" || listenHost === "";
	if (!wildcard) names.push(listenHost.includes(":") ? `[${listenHost.toLowerCase()}]` : listenHost.toLowerCase());
	else {
		names.push(hostname().toLowerCase());
		for (const list of Object.values(networkInterfaces()))
			for (const a of list ?? []) names.push(a.family === "IPv6" ? `[${a.address.toLowerCase()}]` : a.address);
	}
	return names;
}

/** Decides the origin of each request from the configuration. */
export class Addresses {
	private readonly fixed?: string;
	private readonly allowed?: Set<string>;

	constructor(
		config: AddressConfig,
		listenHost: string,
		private readonly trustProxy = config.trustProxy === true,
	) {
		if (config.publicUrl !== undefined) this.fixed = parsePublicUrl(config.publicUrl);
		const hosts = config.allowedHosts ?? machineHosts(listenHost);
		if (!hosts.includes("*")) this.allowed = new Set(hosts.map((h) => h.toLowerCase()));
	}

	/** The address a request comes from: the peer, or with a trusted proxy the first address it forwarded. */
	clientAddress(req: IncomingMessage): string {
		const forwarded = this.trustProxy ? firstValue(req.headers["x-forwarded-for"]) : undefined;
		return (forwarded ?? req.socket.remoteAddress ?? "unknown").slice(0, 100);
	}

	/** The configured public origin, if there is one. */
	get publicOrigin(): string | undefined {
		return this.fixed;
	}

	/**
	 * The origin this request's answer is written for: the public URL when configured; else the scheme and the host
	 * the request names, when the configuration accepts that host. Throws a 400 for a host it does not accept.
	 */
	originOf(req: IncomingMessage): string {
		if (this.fixed) return this.fixed;
		const forwardedHost = this.trustProxy ? firstValue(req.headers["x-forwarded-host"]) : undefined;
		const host = forwardedHost ?? req.headers.host ?? "";
		if (!HOST.test(host) || host.length > 260) throw badRequest("the Host header is missing or malformed");
		if (this.allowed && !this.allowed.has(hostName(host)))
			throw badRequest(
				`this hub does not answer for the host ${hostName(host).slice(0, 100)} (see --allowed-hosts and --public-url)`,
			);
		const proto = this.trustProxy && firstValue(req.headers["x-forwarded-proto"]) === "https" ? "https" : "http";
		return `${proto}://${host.toLowerCase()}`;
	}
}

function firstValue(v: string | string[] | undefined): string | undefined {
	const text = Array.isArray(v) ? v[0] : v;
	return text?.split(",")[0]?.trim() || undefined;
}

/** A public URL as an origin (`https://hub.example.org`), or a one-line error naming what is wrong with it. */
export function parsePublicUrl(text: string): string {
	let url: URL;
	try {
		url = new URL(text);
	} catch {
		throw new Error(`the public URL ${JSON.stringify(text.slice(0, 200))} is not a URL`);
	}
	if (url.protocol !== "http:" && url.protocol !== "https:")
		throw new Error(`the public URL must start with http:// or https://, not ${url.protocol}`);
	if (url.pathname !== "/" || url.search || url.hash || url.username || url.password)
		throw new Error("the public URL must be an origin only (scheme, host and port), with no path");
	return url.origin;
}
