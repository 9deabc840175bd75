/**
 * A strict stand-in for the inference router, the Hub's model API and the providers' own APIs, on 127.0.0.1.
 * A caller reaches `https://<host>/<path>` at `http://127.0.0.1:<port>/<host>/<path>`: the runs rewrite base URLs
 * that way and nothing else. Anything the real services would refuse is answered 4xx with a JSON error naming what
 * is wrong, and logged, so a test can show it.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { ModelRecord } from "@modelhub/core";
import { answerChat, answerCompletion } from "./chat.js";
import { demand, Rejection, reject } from "./errors.js";
import { FalApps } from "./fal.js";
import { answerTask, type ExpectedColumns } from "./hf-tasks.js";
import { MEDIA, type MediaKind } from "./media.js";
import { ModelRegistry } from "./models.js";
import { FAL_MEDIA_HOST, FAL_QUEUE_HOST, HUB_HOST, PROVIDER_APIS, providerOfHost, ROUTER_HOST } from "./providers.js";
import type { Reply } from "./reply.js";
import { header, type Incoming, requireMethod } from "./request.js";

export interface StandInOptions {
	/**
	 * Whether a token is valid: `service` is "hf" for the router, a provider name for its own key, or "endpoint"
	 * for a custom endpoint.
	 */
	accepts(service: string, token: string): boolean;
	/** Columns a tabular model expects, by hub id. */
	columns?: (record: ModelRecord) => ExpectedColumns;
}

/** One request the stand-in saw, with its verdict. */
export interface Seen {
	method: string;
	host: string;
	path: string;
	billTo?: string;
	/** The credential sent, without its scheme. */
	token?: string;
	status: number;
	error?: string;
}

export interface StandIn {
	/** `http://127.0.0.1:<port>`. */
	origin: string;
	models: ModelRegistry;
	/** The model a custom endpoint (host "localhost:<port>") serves, for task calls. */
	endpoints: Map<string, string>;
	log: Seen[];
	close(): Promise<void>;
}

const MEDIA_TYPES: Record<string, MediaKind> = { jpg: "image/jpeg", flac: "audio/flac", mp4: "video/mp4" };

export async function startStandIn(options: StandInOptions): Promise<StandIn> {
	const models = new ModelRegistry();
	const log: Seen[] = [];
	const endpoints = new Map<string, string>();
	let origin = "";
	let fal: FalApps | undefined;

	const bearer = (req: Incoming, service: string, scheme: "Bearer" | "Key" = "Bearer") => {
		const auth = header(req, "authorization") ?? "";
		demand(auth.startsWith(`${scheme} `), `expected "Authorization: ${scheme} <token>"`, 401);
		demand(options.accepts(service, auth.slice(scheme.length + 1)), `the token is not valid for ${service}`, 401);
	};
	const billTo = (req: Incoming) => {
		const value = header(req, "x-hf-bill-to");
		if (value !== undefined)
			demand(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/.test(value), "X-HF-Bill-To must name an organisation");
	};
	const columnsOf = (id: string): ExpectedColumns => {
		const record = models.record(id);
		return record && options.columns ? options.columns(record) : undefined;
	};

	/** A chat model check at a provider: the body's model must be the provider's id of a served model. */
	const providerChatModel = (provider: string) => (model: string) =>
		models.byProviderId(provider, model)?.task === "conversational"
			? undefined
			: `model ${model} is not served by ${provider} for chat`;

	function routerChatModel(model: string): string | undefined {
		const [hubId = "", policy] = model.split(":");
		const mapping = models.mappingsOf(hubId).filter((m) => m.task === "conversational");
		if (mapping.length === 0) return `model ${hubId} is not served for chat`;
		if (policy === undefined || policy === "fastest" || policy === "cheapest") return undefined;
		return mapping.some((m) => m.provider === policy) ? undefined : `model ${hubId} is not served by ${policy}`;
	}

	function hub(req: Incoming): Reply {
		requireMethod(req, "GET");
		const m = /^\/api\/models\/(.+)$/.exec(req.path);
		demand(m, `no Hub route ${req.path}`, 404);
		const id = m[1] ?? "";
		const record = models.record(id);
		demand(record, `Repository ${id} not found`, 404);
		const mapping = Object.fromEntries(
			models.mappingsOf(id).map((x) => [x.provider, { providerId: x.providerId, status: x.status, task: x.task }]),
		);
		return {
			type: "json",
			value: { _id: id, id, pipeline_tag: record.pipeline_tag, inferenceProviderMapping: mapping },
		};
	}

	function hfInference(req: Incoming, rest: string): Reply {
		const m = /^\/models\/(.+?)(?:\/pipeline\/([a-z-]+)|\/v1\/(chat\/completions|completions))?$/.exec(rest);
		demand(m, `no hf-inference route ${rest}`, 404);
		const id = m[1] ?? "";
		const mapping = models.at("hf-inference", id);
		demand(mapping, `model ${id} is not served by hf-inference`, 404);
		requireMethod(req, "POST");
		const served = (model: string) => (model === id ? undefined : `model ${model} is not ${id}`);
		if (m[3] === "chat/completions") return answerChat(req, served);
		if (m[3] === "completions") return answerCompletion(req, served);
		const task = m[2] ?? mapping.task;
		// The two embedding pipelines are served for each other's models.
		const compatible = new Set([task, mapping.task]);
		demand(
			compatible.size === 1 || [...compatible].every((t) => t === "feature-extraction" || t === "sentence-similarity"),
			`model ${id} does not run ${task}`,
		);
		return answerTask(task, req, columnsOf(id));
	}

	function falRoute(req: Incoming, path: string, queue: boolean): Reply {
		const falApps = fal as FalApps;
		if (req.method === "GET") {
			demand(queue, "status and results are read on the queue", 404);
			return falApps.poll(path) ?? reject(404, `no fal route ${path}`);
		}
		requireMethod(req, "POST");
		const app = path.slice(1);
		const mapping = models.byProviderId("fal-ai", app);
		demand(mapping, `Model not supported by provider fal-ai: no model is mapped to the app ${app}`, 404);
		return queue ? falApps.submit(mapping.task, app, req) : falApps.call(mapping.task, req);
	}

	function router(req: Incoming): Reply {
		bearer(req, "hf");
		billTo(req);
		if (req.path === "/v1/chat/completions") {
			requireMethod(req, "POST");
			return answerChat(req, routerChatModel);
		}
		const m = /^\/([a-z0-9-]+)(\/.*)$/.exec(req.path);
		demand(m, `no router route ${req.path}`, 404);
		const provider = m[1] ?? "";
		const rest = m[2] ?? "";
		if (provider === "hf-inference") return hfInference(req, rest);
		if (provider === "fal-ai") return falRoute(req, rest, req.query.get("_subdomain") === "queue");
		return providerApi(req, provider, rest);
	}

	/** A provider's own routes (chat, together's images), reached directly or through the router. */
	function providerApi(req: Incoming, provider: string, path: string): Reply {
		const api = Object.hasOwn(PROVIDER_APIS, provider) ? PROVIDER_APIS[provider] : undefined;
		demand(api, `unknown provider ${provider}`, 404);
		requireMethod(req, "POST");
		if (path === api.chatRoute) return answerChat(req, providerChatModel(provider));
		if (provider === "together" && path === "/v1/images/generations") return togetherImages(req);
		return reject(404, `no ${provider} route ${path}`);
	}

	function togetherImages(req: Incoming): Reply {
		const body = JSON.parse(req.body.toString("utf8") || "{}") as Record<string, unknown>;
		demand(
			typeof body.model === "string" && models.byProviderId("together", body.model)?.task === "text-to-image",
			`model ${String(body.model)} is not served by together for text-to-image`,
			404,
		);
		demand(typeof body.prompt === "string" && body.prompt !== "", "`prompt` must be a non-empty string");
		demand(
			body.response_format === "base64" || body.response_format === "url" || body.response_format === undefined,
			"`response_format` must be base64 or url",
		);
		const item =
			body.response_format === "url"
				? { url: `${origin}/${FAL_MEDIA_HOST}/files/together.jpg` }
				: { b64_json: MEDIA["image/jpeg"].toString("base64") };
		return { type: "json", value: { id: "together-standin", object: "list", data: [{ index: 0, ...item }] } };
	}

	function direct(req: Incoming, provider: string): Reply {
		const api = PROVIDER_APIS[provider];
		bearer(req, provider, api?.scheme);
		demand(header(req, "x-hf-bill-to") === undefined, "X-HF-Bill-To is a router header; providers do not take it");
		if (provider === "fal-ai") return falRoute(req, req.path, req.host === FAL_QUEUE_HOST);
		return providerApi(req, provider, req.path);
	}

	function endpoint(req: Incoming): Reply {
		bearer(req, "endpoint");
		requireMethod(req, "POST");
		if (/\/v1\/chat\/completions$/.test(req.path)) return answerChat(req, () => undefined);
		// A single-model endpoint (an Inference Endpoint, a TGI server) serving its model's task at its root.
		const id = endpoints.get(req.host) ?? "";
		const record = models.record(id);
		demand(record?.pipeline_tag, "the endpoint serves no model", 404);
		return answerTask(record.pipeline_tag as string, req, columnsOf(id));
	}

	function dispatch(req: Incoming): Reply {
		if (req.host === HUB_HOST) return hub(req);
		if (req.host === ROUTER_HOST) return router(req);
		if (req.host === FAL_MEDIA_HOST) {
			requireMethod(req, "GET");
			const kind = MEDIA_TYPES[req.path.split(".").pop() ?? ""];
			demand(kind, `no file ${req.path}`, 404);
			return { type: "media", kind };
		}
		if (/^localhost:\d+$/.test(req.host)) return endpoint(req);
		const provider = providerOfHost(req.host);
		demand(provider, `unknown host ${req.host}: nothing may leave the machine`, 502);
		return direct(req, provider);
	}

	const server: Server = createServer((message: IncomingMessage, res: ServerResponse) => {
		const chunks: Buffer[] = [];
		message.on("data", (c: Buffer) => chunks.push(c));
		message.on("end", () => {
			const url = new URL(message.url ?? "/", "http://standin");
			const [, host = "", ...rest] = url.pathname.split("/");
			const req: Incoming = {
				method: message.method ?? "GET",
				host,
				path: `/${rest.join("/")}`,
				query: url.searchParams,
				headers: message.headers,
				body: Buffer.concat(chunks),
			};
			const seen: Seen = { method: req.method, host, path: req.path, status: 200 };
			const bill = header(req, "x-hf-bill-to");
			if (bill !== undefined) seen.billTo = bill;
			const auth = header(req, "authorization");
			if (auth !== undefined) seen.token = auth.replace(/^\S+ /, "");
			log.push(seen);
			let reply: Reply;
			try {
				reply = dispatch(req);
			} catch (e) {
				const r = e instanceof Rejection ? e : new Rejection(500, `stand-in failure: ${String(e)}`);
				seen.status = r.status;
				seen.error = r.message;
				reply = { type: "json", value: { error: r.message }, status: r.status };
			}
			send(res, reply);
		});
	});
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	fal = new FalApps(`${origin}/${FAL_MEDIA_HOST}`);
	return {
		origin,
		models,
		log,
		close: () => new Promise<void>((resolve, reject_) => server.close((e) => (e ? reject_(e) : resolve()))),
		endpoints,
	};
}

function send(res: ServerResponse, reply: Reply): void {
	if (reply.type === "media") {
		res.writeHead(200, { "Content-Type": reply.kind });
		res.end(MEDIA[reply.kind]);
	} else if (reply.type === "events") {
		res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
		for (const e of reply.events) res.write(`data: ${e}\n\n`);
		res.end();
	} else {
		res.writeHead(reply.status ?? 200, { "Content-Type": "application/json" });
		res.end(JSON.stringify(reply.value));
	}
}
