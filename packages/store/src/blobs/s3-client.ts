import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import type { Readable } from "node:stream";
import { AwsV4Signer } from "aws4fetch";

/**
 * A small S3 client: SigV4 signatures from `aws4fetch` (a 10 kB signer, no dependencies), requests through Node's own
 * `http`/`https` with keep-alive, so bodies stream as Node streams both ways (no web-stream conversion on the data
 * path). Only what the blob store needs: single requests, presigned URLs, and a few XML answers read with patterns.
 */

/** Where a bucket is and how to sign for it, from `s3://bucket/prefix` and the standard AWS variables. */
export interface S3Config {
	bucket: string;
	/** The key prefix every object of this hub lives under: empty, or ending with `/`. */
	prefix: string;
	/** The endpoint the hub talks to (`AWS_ENDPOINT_URL_S3`, `AWS_ENDPOINT_URL`, else AWS's regional endpoint). */
	endpoint: string;
	/**
	 * The endpoint presigned URLs name, for clients (`MODELHUB_S3_PUBLIC_ENDPOINT`; default: `endpoint`). It must reach
	 * the same service under a name the signature holds for (SigV4 signs the host).
	 */
	publicEndpoint: string;
	region: string;
	accessKeyId: string;
	secretAccessKey: string;
	sessionToken?: string;
	/** Bucket in the path (`endpoint/bucket/key`: MinIO, Ceph, s3rver) or in the host name (AWS's default). */
	pathStyle: boolean;
}

/** Reads a bucket's settings; throws a one-line error naming what is missing or wrong. */
export function s3ConfigFromEnv(url: string, env: Record<string, string | undefined>): S3Config {
	const m = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url);
	if (!m) throw new Error(`MODELHUB_BLOBS must be s3://bucket[/prefix] (a bucket name as S3 spells them), not ${url}`);
	const bucket = m[1] as string;
	const rawPrefix = (m[2] ?? "").replace(/^\/+|\/+$/g, "");
	const prefix = rawPrefix ? `${rawPrefix}/` : "";
	const accessKeyId = env.AWS_ACCESS_KEY_ID;
	const secretAccessKey = env.AWS_SECRET_ACCESS_KEY;
	if (!accessKeyId || !secretAccessKey)
		throw new Error("an s3:// blob store needs AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY");
	const region = env.AWS_REGION || env.AWS_DEFAULT_REGION || "us-east-1";
	const custom = env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL;
	const endpoint = origin(custom || `https://s3.${region}.amazonaws.com`, "AWS_ENDPOINT_URL");
	const publicEndpoint = env.MODELHUB_S3_PUBLIC_ENDPOINT
		? origin(env.MODELHUB_S3_PUBLIC_ENDPOINT, "MODELHUB_S3_PUBLIC_ENDPOINT")
		: endpoint;
	const style = env.MODELHUB_S3_PATH_STYLE;
	// A custom endpoint is usually one host for every bucket (MinIO, Ceph, R2's account endpoint): path style.
	const pathStyle = style ? /^(1|true|yes)$/i.test(style) : custom !== undefined || bucket.includes(".");
	return {
		bucket,
		prefix,
		endpoint,
		publicEndpoint,
		region,
		accessKeyId,
		secretAccessKey,
		...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}),
		pathStyle,
	};
}

function origin(text: string, name: string): string {
	let url: URL;
	try {
		url = new URL(text);
	} catch {
		throw new Error(`${name} is not a URL: ${text.slice(0, 200)}`);
	}
	if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error(`${name} must be an http(s) URL`);
	return url.origin;
}

/** An error answer of the S3 service: its status and its `<Code>`. */
export class S3Error extends Error {
	constructor(
		readonly status: number,
		readonly code: string,
		message: string,
	) {
		super(`S3 ${status} ${code}: ${message}`);
	}
}

export interface S3Response {
	status: number;
	headers: IncomingMessage["headers"];
	body: IncomingMessage;
}

/** Percent-encodes a key for a URL path, keeping its slashes (as S3 expects). */
const encodeKey = (key: string) => key.split("/").map(encodeURIComponent).join("/");

const agents = { http: new HttpAgent({ keepAlive: true, maxSockets: 64 }), https: new HttpsAgent({ keepAlive: true }) };

export class S3Client {
	constructor(readonly config: S3Config) {}

	/** The URL of an object (or of the bucket, for an empty key) at an endpoint. */
	url(key: string, endpoint = this.config.endpoint): URL {
		const { bucket, pathStyle } = this.config;
		if (pathStyle) return new URL(`${endpoint}/${bucket}/${encodeKey(key)}`);
		const u = new URL(endpoint);
		u.hostname = `${bucket}.${u.hostname}`;
		u.pathname = `/${encodeKey(key)}`;
		return u;
	}

	private signer(method: string, url: URL, headers: Record<string, string>, signQuery: boolean) {
		const c = this.config;
		return new AwsV4Signer({
			method,
			url: url.toString(),
			headers,
			accessKeyId: c.accessKeyId,
			secretAccessKey: c.secretAccessKey,
			...(c.sessionToken ? { sessionToken: c.sessionToken } : {}),
			service: "s3",
			region: c.region,
			signQuery,
		});
	}

	/**
	 * A presigned URL at the public endpoint: `method` on `key` (with `query`, e.g. a part's number and upload id, and
	 * response header overrides), valid for `ttlSeconds`. Only the host is a signed header, so any client can use it as
	 * it is.
	 */
	async presign(method: string, key: string, query: Record<string, string>, ttlSeconds: number): Promise<string> {
		const url = this.url(key, this.config.publicEndpoint);
		for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
		url.searchParams.set("X-Amz-Expires", String(Math.max(1, Math.min(604_800, Math.floor(ttlSeconds)))));
		const signed = await this.signer(method, url, {}, true).sign();
		return signed.url.toString();
	}

	/**
	 * Sends one signed request and resolves to the answer with its body unread (a stream). An answer of 300 or more is
	 * thrown as an `S3Error` (its XML read first), except the statuses listed in `accept`.
	 */
	async send(
		method: string,
		key: string,
		options: {
			query?: Record<string, string>;
			headers?: Record<string, string>;
			body?: Buffer | Readable;
			accept?: number[];
		} = {},
	): Promise<S3Response> {
		const url = this.url(key);
		for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
		const headers = { ...options.headers };
		const signed = await this.signer(method, url, headers, false).sign();
		const out: Record<string, string> = {};
		signed.headers.forEach((v, k) => {
			out[k] = v;
		});
		if (Buffer.isBuffer(options.body)) out["content-length"] = String(options.body.length);
		else if (options.body === undefined && (method === "PUT" || method === "POST")) out["content-length"] = "0";
		const res = await new Promise<IncomingMessage>((resolve, reject) => {
			const send = url.protocol === "https:" ? httpsRequest : httpRequest;
			const req = send(
				url,
				{ method, headers: out, agent: url.protocol === "https:" ? agents.https : agents.http },
				resolve,
			);
			req.on("error", reject);
			const body = options.body;
			if (body === undefined) req.end();
			else if (Buffer.isBuffer(body)) req.end(body);
			else {
				body.on("error", (e) => req.destroy(e));
				body.pipe(req);
			}
		});
		if (res.statusCode !== undefined && res.statusCode < 300)
			return { status: res.statusCode, headers: res.headers, body: res };
		if (options.accept?.includes(res.statusCode ?? 0))
			return { status: res.statusCode ?? 0, headers: res.headers, body: res };
		const text = method === "HEAD" ? "" : await readText(res);
		res.resume();
		throw new S3Error(
			res.statusCode ?? 0,
			xmlValue(text, "Code") ?? (res.statusCode === 404 ? "NotFound" : "Error"),
			xmlValue(text, "Message") ?? `${method} ${key}`,
		);
	}

	/** Like `send`, with the answer's body read as text. */
	async sendText(
		method: string,
		key: string,
		options: Parameters<S3Client["send"]>[2] = {},
	): Promise<{ status: number; headers: IncomingMessage["headers"]; text: string }> {
		const r = await this.send(method, key, options);
		return { status: r.status, headers: r.headers, text: await readText(r.body) };
	}
}

export async function readText(res: Readable): Promise<string> {
	const chunks: Buffer[] = [];
	for await (const c of res) chunks.push(c as Buffer);
	return Buffer.concat(chunks).toString("utf8");
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const unescapeXml = (s: string) =>
	s.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi, (_m, e: string) =>
		e.startsWith("#x") || e.startsWith("#X")
			? String.fromCodePoint(Number.parseInt(e.slice(2), 16))
			: e.startsWith("#")
				? String.fromCodePoint(Number(e.slice(1)))
				: (ENTITIES[e] ?? ""),
	);

/** The text of the first `<tag>` element in an XML answer (S3's answers are flat enough for this). */
export function xmlValue(xml: string, tag: string): string | undefined {
	const m = new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml);
	return m ? unescapeXml(m[1] as string) : undefined;
}

/** Every `<tag>…</tag>` element's inner XML. */
export function xmlElements(xml: string, tag: string): string[] {
	return [...xml.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, "g"))].map((m) => m[1] as string);
}

export const escapeXml = (s: string) =>
	s.replace(/[&<>"']/g, (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "apos" }[c]};`);

/** A sha256 in hex as S3's checksum headers write it (base64 of the digest). */
export const checksumOf = (sha256Hex: string) => Buffer.from(sha256Hex, "hex").toString("base64");
