/** sh/curl: the HTTP call with curl; jq reads fields of JSON replies. */
import type { InferenceAuth, InferenceReply, InferenceRequest, InferenceWriter, ReplyPath } from "../../types.js";
import { type Code, code, isShellName, jqStep, sh, trusted } from "../code.js";
import { data } from "../data.js";
import { ALL_KINDS } from "../sections.js";

const INDENT = 4;
const CONTINUE = " \\\n    ";

function authorization(auth: InferenceAuth): Code {
	if (auth.token !== undefined) return sh(`Authorization: ${auth.scheme} ${auth.token}`);
	// Only a known scheme and a checked variable name are written inside the double quotes.
	const scheme = auth.scheme === "Key" ? "Key" : "Bearer";
	if (isShellName(auth.variable)) return trusted(`"Authorization: ${scheme} $${auth.variable}"`);
	return trusted(`"Authorization: ${scheme} "$(printenv ${sh(auth.variable)})`);
}

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
function afterCurl(reply: InferenceReply): { options: Code[]; pipe?: Code; tail?: Code } {
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
					        [ "$event" = "[DONE]" ] && break
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
					curl -o ${sh(reply.file)} "$url"`,
			};
	}
}

function write(request: InferenceRequest): string {
	const options: Code[] = [trusted("-X POST"), code`-H ${authorization(request.auth)}`];
	for (const h of request.headers) options.push(code`-H ${sh(`${h.name}: ${h.value}`)}`);
	const reply = afterCurl(request.reply);
	options.push(...reply.options);
	let producer: Code | undefined;
	if (request.body !== undefined) {
		const body = jsonBody(request);
		producer = body.producer;
		options.push(body.option);
	} else if (request.file) {
		options.push(code`--data-binary ${sh(`@${request.file.name}`)}`);
	}
	let command = `${producer ?? ""}curl ${sh(request.url)}${CONTINUE}${options.join(CONTINUE)}`;
	if (reply.pipe) command += `${CONTINUE}${reply.pipe}`;
	if (request.reply.type === "url") command = `url=$(${command})`;
	return reply.tail ? `${command}\n${reply.tail}` : command;
}

export const shCurl: InferenceWriter = { language: "sh", client: "curl", kinds: ALL_KINDS, write };
