/** js/fetch: the HTTP call itself, with the standard fetch API (Node 18+ for the file helpers). */
import type { InferenceReply, InferenceRequest, InferenceWriter, RequestFile } from "../../types.js";
import { type Code, code, js, trusted } from "../code.js";
import { data } from "../data.js";
import {
	ALL_KINDS,
	DEFAULT_HEADERS,
	fileVariable,
	isRouterFalQueue,
	ROUTER_FAL_QUEUE,
	sections,
	sendsDefaultHeaders,
	sharedReplies,
} from "../sections.js";
import { JS_INDENT, jsAuthorization, jsFsImport, jsObject, jsPath, jsRecord } from "./shared.js";

function readFile(file: RequestFile): Code | undefined {
	if (file.encoding === "raw") return undefined;
	const read = code`(await readFile(${js(file.name)})).toString("base64")`;
	const variable = trusted(fileVariable(file));
	if (file.encoding === "base64") return code`const ${variable} = ${read};`;
	return code`const ${variable} = ${js(`data:${file.contentType};base64,`)} + ${read};`;
}

function writeReply(reply: InferenceReply): Code {
	switch (reply.type) {
		case "json":
			return trusted("console.log(await response.json());");
		case "chat":
			return code`
				const result = await response.json();
				console.log(result.choices[0].message);`;
		case "chat-stream":
			return code`
				const decoder = new TextDecoder();
				let pending = "";
				read: for await (const bytes of response.body) {
				  pending += decoder.decode(bytes, { stream: true });
				  const lines = pending.split("\n");
				  pending = lines.pop();
				  for (const line of lines) {
				    if (!line.startsWith("data:")) continue;
				    const event = line.slice("data:".length).trim();
				    if (event === "[DONE]") break read;
				    const chunk = JSON.parse(event);
				    process.stdout.write(chunk.choices[0]?.delta?.content ?? "");
				  }
				}
				process.stdout.write("\n");`;
		case "binary":
			return code`await writeFile(${js(reply.file)}, Buffer.from(await response.arrayBuffer()));`;
		case "base64":
			return code`
				const result = await response.json();
				await writeFile(${js(reply.file)}, Buffer.from(result${jsPath(reply.path)}, "base64"));`;
		case "url":
			return code`
				const url = (await response.json())${jsPath(reply.path)};
				console.log(url);
				const media = await fetch(url);
				await writeFile(${js(reply.file)}, Buffer.from(await media.arrayBuffer()));`;
	}
}

/** The headers object at the given depth: Authorization, then the request's headers. */
function writeHeaders(request: Pick<InferenceRequest, "auth" | "headers">, depth: number): Code {
	const headers: [string, Code][] = [["Authorization", jsAuthorization(request.auth)]];
	for (const h of request.headers) headers.push([h.name, js(h.value)]);
	return jsRecord(headers, depth);
}

const DEFAULT_HEADERS_CODE = [writeHeaders(DEFAULT_HEADERS, 0), writeHeaders(DEFAULT_HEADERS, 1)];

const headersObject = (request: InferenceRequest, depth: 0 | 1): Code =>
	sendsDefaultHeaders(request) ? (DEFAULT_HEADERS_CODE[depth] as Code) : writeHeaders(request, depth);

/** What the snippet does with the reply. */
const readReply = sharedReplies(writeReply);

const FAILED = trusted(
	`throw new Error("Request failed with status " + response.status + ": " + (await response.text()));`,
);

/** fal's queue: poll the request's status until it is COMPLETED, then read its result into `response`. */
function writeWait(queue: NonNullable<InferenceRequest["queue"]>): Code {
	return code`
		// fal's queue: wait until the request is COMPLETED, then read its result.
		const requestUrl = ${js(queue.base)} + new URL((await response.json()).response_url).pathname;
		let status;
		do {
		  await new Promise((resolve) => setTimeout(resolve, 500));
		  response = await fetch(requestUrl + ${js(`/status${queue.query}`)}, { headers });
		  if (!response.ok) {
		    ${FAILED}
		  }
		  ({ status } = await response.json());
		} while (status !== "COMPLETED");
		response = await fetch(requestUrl${queue.query === "" ? trusted("") : code` + ${js(queue.query)}`}, { headers });
		if (!response.ok) {
		  ${FAILED}
		}`;
}

const ROUTER_FAL_WAIT = writeWait(ROUTER_FAL_QUEUE);

const awaitQueue = (queue: NonNullable<InferenceRequest["queue"]>): Code =>
	isRouterFalQueue(queue) ? ROUTER_FAL_WAIT : writeWait(queue);

function write(request: InferenceRequest): string {
	const { file, body, reply } = request;
	const fs = jsFsImport(file !== undefined, reply.type === "binary" || reply.type === "base64" || reply.type === "url");
	const hole = file && file.encoding !== "raw" ? { at: file.at, code: trusted(fileVariable(file)) } : undefined;
	const sent =
		body !== undefined
			? code`JSON.stringify(${data(body, "js", JS_INDENT, 1, hole)})`
			: code`await readFile(${js(file?.name ?? "")})`;
	const queue = request.queue;
	if (queue) {
		// The polls send the same headers: the object is kept in a variable.
		const options = jsObject([
			["method", js(request.method)],
			["headers", trusted("headers")],
			["body", sent],
		]);
		return sections(
			fs,
			file && readFile(file),
			code`
				const API_URL = ${js(request.url)};
				const headers = ${headersObject(request, 0)};
				let response = await fetch(API_URL, ${options});
				if (!response.ok) {
				  ${FAILED}
				}
				${awaitQueue(queue)}
				${readReply(reply)}`,
		);
	}
	const options = jsObject([
		["method", js(request.method)],
		["headers", headersObject(request, 1)],
		["body", sent],
	]);
	return sections(
		fs,
		file && readFile(file),
		code`
			const API_URL = ${js(request.url)};
			const response = await fetch(API_URL, ${options});
			if (!response.ok) {
			  ${FAILED}
			}
			${readReply(reply)}`,
	);
}

export const jsFetch: InferenceWriter = { language: "js", client: "fetch", kinds: ALL_KINDS, write };
