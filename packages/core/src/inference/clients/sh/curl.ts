/** sh/curl: the HTTP call with curl; jq reads fields of JSON replies. */
import type { InferenceAuth, InferenceReply, InferenceRequest, InferenceWriter, ReplyPath } from "../../types.js";
import { type Code, code, isShellName, jqStep, sh, trusted } from "../code.js";
import { data } from "../data.js";
import {
	ALL_KINDS,
	DEFAULT_AUTH,
	DEFAULT_HEADERS,
	isDefaultAuth,
	sendsDefaultHeaders,
	sharedReplies,
} from "../sections.js";

const INDENT = 4;
const CONTINUE = " \\\n    ";

function authorization(auth: InferenceAuth): Code {
	if (auth.token !== undefined) return sh(`Authorization: ${auth.scheme} ${auth.token}`);
	// Only a known scheme and a checked variable name are written inside the double quotes.
	const scheme = auth.scheme === "Key" ? "Key" : "Bearer";
	if (isShellName(auth.variable)) return trusted(`"Authorization: ${scheme} $${auth.variable}"`);
	return trusted(`"Authorization: ${scheme} "$(printenv ${sh(auth.variable)})`);
}

const DEFAULT_AUTH_OPTION = code`-H ${authorization(DEFAULT_AUTH)}`;

/** The `-H` option of the Authorization header. */
const authOption = (auth: InferenceAuth): Code =>
	isDefaultAuth(auth) ? DEFAULT_AUTH_OPTION : code`-H ${authorization(auth)}`;

const jq = (path: ReplyPath): Code => sh(path.map(jqStep).join(""));

/** The JSON body as one shell word, or, when it carries a file, a command group printing it (for `@-`). */
function jsonBody(request: InferenceRequest): { option: Code; producer?: Code } {
	const body = request.body ?? {};
	const file = request.file;
	if (!file || file.encoding === "raw") return { option: code`-d ${sh(data(body, "json", INDENT, 1))}` };
	// The file's base64 text is too large for one argument: print the JSON around it into curl's stdin.
	const sentinel = trusted("\u0000");
	const [before = "", after = ""] = data(body, "json", INDENT, 1, {
		at: file.at,
		code: trusted(`"${sentinel}"`),
	}).split(sentinel);
	const prefix = file.encoding === "dataUrl" ? JSON.stringify(`data:${file.contentType};base64,`).slice(1, -1) : "";
	return {
		option: trusted("--data-binary @-"),
		producer: code`
			{
			    printf '%s' ${sh(before + prefix)}
			    base64 < ${sh(file.name)} | tr -d '\n'
			    printf '%s' ${sh(after)}
			} | `,
	};
}

/** What follows the curl options: a pipe into jq or into the stream reader, or nothing. */
interface AfterCurl {
	options: readonly Code[];
	pipe?: Code;
	tail?: Code;
}

function writeAfterCurl(reply: InferenceReply): AfterCurl {
	switch (reply.type) {
		case "json":
			return { options: [] };
		case "chat":
			return { options: [], pipe: trusted("| jq '.choices[0].message'") };
		case "chat-stream":
			return {
				options: [trusted("--no-buffer")],
				pipe: code`
					| while IFS= read -r line; do
					        line="\${line%$'\r'}"
					        event="\${line#data:}"
					        [ "$event" = "$line" ] && continue
					        event="\${event# }"
					        [ "$event" = "[DONE]" ] && continue
					        printf '%s' "$event" | jq -j '.choices[0].delta.content // empty'
					    done`,
				tail: trusted("echo"),
			};
		case "binary":
			return { options: [code`-o ${sh(reply.file)}`] };
		case "base64":
			return { options: [], pipe: code`| jq -r ${jq(reply.path)} | base64 --decode > ${sh(reply.file)}` };
		case "url":
			return {
				options: [],
				pipe: code`| jq -r ${jq(reply.path)}`,
				tail: code`
					echo "$url"
					curl --fail-with-body -o ${sh(reply.file)} "$url"`,
			};
	}
}

/** What follows the curl options for a reply. */
const afterCurl = sharedReplies(writeAfterCurl);

/** The note on jq, for snippets that read JSON replies with it. */
const NEEDS_JQ = trusted("# Reads the JSON reply with jq (https://jqlang.org/download/).");

/**
 * The `-H` options of the request, separated by `separator`: Authorization first, then the request's headers (all
 * of them for the call itself, all but Content-Type for the queue's polls).
 */
function writeHeaderOptions(
	request: Pick<InferenceRequest, "auth" | "headers">,
	separator: string,
	withContentType: boolean,
): Code {
	let out: string = authOption(request.auth);
	for (const h of request.headers) {
		if (withContentType || h.name !== "Content-Type") out += `${separator}-H ${sh(`${h.name}: ${h.value}`)}`;
	}
	return trusted(out);
}

const DEFAULT_CALL_HEADERS = writeHeaderOptions(DEFAULT_HEADERS, CONTINUE, true);
const DEFAULT_POLL_HEADERS = writeHeaderOptions(DEFAULT_HEADERS, " ", false);

/** The `-H` options of the call itself, one per line. */
const callHeaders = (request: InferenceRequest): Code =>
	sendsDefaultHeaders(request) ? DEFAULT_CALL_HEADERS : writeHeaderOptions(request, CONTINUE, true);

/** The `-H` options of the queue's polls, on one line. */
const pollHeaders = (request: InferenceRequest): Code =>
	sendsDefaultHeaders(request) ? DEFAULT_POLL_HEADERS : writeHeaderOptions(request, " ", false);

/**
 * fal's queue: the submission's reply gives the request's path (kept in `request_url`); its status is polled until
 * COMPLETED, then the result is read and handled as a direct reply would be.
 */
function awaitQueue(request: InferenceRequest, queue: NonNullable<InferenceRequest["queue"]>, reply: Code): Code {
	return code`
		request_url=${sh(queue.base)}"$request_url"
		while :; do
		    status=$(curl --fail-with-body -sS "$request_url"${sh(`/status${queue.query}`)} ${pollHeaders(request)} | jq -r '.status')
		    case "$status" in
		        COMPLETED) break ;;
		        IN_QUEUE | IN_PROGRESS) sleep 0.5 ;;
		        *) echo "unexpected status: $status" >&2; break ;;
		    esac
		done
		${reply}`;
}

/** The body option (and the command printing the body into curl, for a JSON body carrying a file). */
function bodyOption(request: InferenceRequest): { option?: Code; producer?: Code } {
	if (request.body !== undefined) return jsonBody(request);
	return request.file ? { option: code`--data-binary ${sh(`@${request.file.name}`)}` } : {};
}

function write(request: InferenceRequest): string {
	const queue = request.queue;
	const reply = afterCurl(request.reply);
	const { option: body, producer } = bodyOption(request);
	let options = `--fail-with-body${CONTINUE}-X POST${CONTINUE}${callHeaders(request)}`;
	if (queue) {
		// The submission answers the request's URL; the reply's handling moves to the reading of its result.
		let result = `curl --fail-with-body -sS "$request_url"${sh(queue.query)} ${pollHeaders(request)}`;
		for (const option of reply.options) result += ` ${option}`;
		if (reply.pipe) result += ` ${reply.pipe}`;
		const read = request.reply.type === "url" ? `url=$(${result})` : result;
		if (body) options += `${CONTINUE}${body}`;
		const submit = `${producer ?? ""}curl ${sh(request.url)}${CONTINUE}${options}${CONTINUE}| jq -r '.response_url | sub("^https?://[^/]+"; "")'`;
		const handled = trusted(reply.tail ? `${read}\n${reply.tail}` : read);
		return `${NEEDS_JQ}\nrequest_url=$(${submit})\n${awaitQueue(request, queue, handled)}`;
	}
	for (const option of reply.options) options += `${CONTINUE}${option}`;
	if (body) options += `${CONTINUE}${body}`;
	let command = `${producer ?? ""}curl ${sh(request.url)}${CONTINUE}${options}`;
	if (reply.pipe) command += `${CONTINUE}${reply.pipe}`;
	if (request.reply.type === "url") command = `url=$(${command})`;
	if (reply.pipe?.includes("jq")) command = `${NEEDS_JQ}\n${command}`;
	return reply.tail ? `${command}\n${reply.tail}` : command;
}

export const shCurl: InferenceWriter = { language: "sh", client: "curl", kinds: ALL_KINDS, write };
