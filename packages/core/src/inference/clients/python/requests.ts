/** python/requests: the HTTP call itself, with the `requests` package. */
import type { InferenceReply, InferenceRequest, InferenceWriter, RequestFile } from "../../types.js";
import { type Code, code, py, trusted } from "../code.js";
import { data } from "../data.js";
import { ALL_KINDS, fileVariable, isRouterFalQueue, ROUTER_FAL_QUEUE, sections, sharedReplies } from "../sections.js";
import { PY_INDENT, pyAuthorization, pyImports, pyPath, readsEnv } from "./shared.js";

function headersDict(request: InferenceRequest): Code {
	let out = `{\n    "Authorization": ${pyAuthorization(request.auth)},`;
	for (const h of request.headers) {
		// requests sets the JSON content type itself when given `json=`.
		if (h.name === "Content-Type" && request.body !== undefined) continue;
		out += `\n    ${py(h.name)}: ${py(h.value)},`;
	}
	return `${out}\n}` as Code;
}

function readFile(file: RequestFile): Code {
	const open = code`with open(${py(file.name)}, "rb") as f:`;
	if (file.encoding === "raw")
		return code`
		${open}
		    data = f.read()`;
	const encode = trusted(`base64.b64encode(f.read()).decode("ascii")`);
	const variable = trusted(fileVariable(file));
	const prefix = file.encoding === "dataUrl" ? code`${py(`data:${file.contentType};base64,`)} + ` : trusted("");
	return code`
		${open}
		    ${variable} = ${prefix}${encode}`;
}

function writeReply(reply: InferenceReply): Code {
	switch (reply.type) {
		case "json":
			return trusted("print(response.json())");
		case "chat":
			return trusted(`print(response.json()["choices"][0]["message"])`);
		case "chat-stream":
			return code`
				for line in response.iter_lines():
				    if not line.startswith(b"data:"):
				        continue
				    event = line[len(b"data:"):].strip()
				    if event == b"[DONE]":
				        break
				    chunk = json.loads(event)
				    if chunk["choices"]:
				        print(chunk["choices"][0]["delta"].get("content") or "", end="", flush=True)
				print()`;
		case "binary":
			return code`
				with open(${py(reply.file)}, "wb") as f:
				    f.write(response.content)`;
		case "base64":
			return code`
				result = response.json()
				with open(${py(reply.file)}, "wb") as f:
				    f.write(base64.b64decode(result${pyPath(reply.path)}))`;
		case "url":
			return code`
				url = response.json()${pyPath(reply.path)}
				print(url)
				with open(${py(reply.file)}, "wb") as f:
				    f.write(requests.get(url).content)`;
	}
}

/** What the snippet does with the reply. */
const readReply = sharedReplies(writeReply);

/** fal's queue: poll the request's status until it is COMPLETED, then read its result into `response`. */
function writeWait(queue: NonNullable<InferenceRequest["queue"]>): Code {
	return code`
		# fal's queue: wait until the request is COMPLETED, then read its result.
		request_url = ${py(queue.base)} + urlparse(response.json()["response_url"]).path
		while True:
		    status = requests.get(request_url + ${py(`/status${queue.query}`)}, headers=headers)
		    status.raise_for_status()
		    if status.json()["status"] == "COMPLETED":
		        break
		    time.sleep(0.5)
		response = requests.get(request_url${queue.query === "" ? trusted("") : code` + ${py(queue.query)}`}, headers=headers)
		response.raise_for_status()`;
}

const ROUTER_FAL_WAIT = writeWait(ROUTER_FAL_QUEUE);

const awaitQueue = (queue: NonNullable<InferenceRequest["queue"]>): Code =>
	isRouterFalQueue(queue) ? ROUTER_FAL_WAIT : writeWait(queue);

function write(request: InferenceRequest): string {
	const { file, body, reply, queue } = request;
	// Alphabetical, as isort would write them.
	const modules: string[] = [];
	if ((file && file.encoding !== "raw") || reply.type === "base64") modules.push("base64");
	if (reply.type === "chat-stream") modules.push("json");
	if (readsEnv(request.auth)) modules.push("os");
	modules.push("requests");
	if (queue) modules.push("time");
	const hole = file && file.encoding !== "raw" ? { at: file.at, code: trusted(fileVariable(file)) } : undefined;
	const send =
		body !== undefined ? trusted(`json=payload${request.stream ? ", stream=True" : ""}`) : trusted("data=data");
	return sections(
		pyImports(modules, queue && trusted("from urllib.parse import urlparse")),
		code`
			API_URL = ${py(request.url)}
			headers = ${headersDict(request)}`,
		file && readFile(file),
		body !== undefined && code`payload = ${data(body, "py", PY_INDENT, 0, hole)}`,
		queue
			? code`
				response = requests.post(API_URL, headers=headers, ${send})
				response.raise_for_status()
				${awaitQueue(queue)}
				${readReply(reply)}`
			: code`
				response = requests.post(API_URL, headers=headers, ${send})
				response.raise_for_status()
				${readReply(reply)}`,
	);
}

export const pythonRequests: InferenceWriter = { language: "python", client: "requests", kinds: ALL_KINDS, write };
