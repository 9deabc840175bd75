/** What a run must have done: exit cleanly, print the reply as the snippet says, save media where it says. */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { CHAT_TEXT } from "../../router/chat.js";
import { kindOfFile, sniff } from "../../router/media.js";
import type { Seen } from "../../router/server.js";
import type { Outcome } from "./run.js";

/** Output files a snippet names: the quoted names of generated media it writes. */
function outputFiles(source: string): string[] {
	return [...new Set([...source.matchAll(/["'](output\.(?:jpg|flac|mp4))["']/g)].map((m) => m[1] as string))];
}

/** A snippet that says its model id must be replaced first: run as printed, the service must refuse it. */
export const needsEdit = (source: string): boolean => /lists no [a-z-]+ id for this model/.test(source);

/** The problems of one run (empty when it did everything right). */
export function problems(outcome: Outcome, log: readonly Seen[]): string[] {
	const { job } = outcome;
	if (job.refusal !== undefined) return outcome.error ? [] : [`the call went through, but ${job.refusal}`];
	const out: string[] = [];
	if (outcome.error) out.push(outcome.error);
	const mine = job.token === undefined ? [] : log.filter((s) => s.token === job.token);
	for (const s of mine) if (s.error) out.push(`stand-in ${s.status} on ${s.method} ${s.host}${s.path}: ${s.error}`);
	if (job.token !== undefined && mine.length === 0 && !job.options.direct && !job.options.endpointUrl)
		out.push("the snippet never called the router");
	if (job.options.billTo !== undefined) {
		for (const s of mine)
			if (s.host === "router.huggingface.co" && s.billTo !== job.options.billTo)
				out.push(`${s.method} ${s.path} was not billed to ${job.options.billTo}`);
	}
	const isChat = /chat\.completions|chatCompletion|\/chat\/completions/.test(job.source);
	if (isChat && job.options.streaming) {
		if (outcome.stdout !== `${CHAT_TEXT}\n`)
			out.push(`a stream must print exactly the deltas: ${JSON.stringify(outcome.stdout.slice(0, 200))}`);
	} else if (isChat) {
		if (!outcome.stdout.includes(CHAT_TEXT)) out.push("the chat reply was not printed");
	}
	const files = outputFiles(job.source);
	for (const f of files) {
		const path = join(job.dir, f);
		if (!existsSync(path)) {
			out.push(`${f} was not written`);
			continue;
		}
		const kind = sniff(readFileSync(path));
		if (kind !== kindOfFile(f)) out.push(`${f} holds ${kind ?? "unknown bytes"}, not ${kindOfFile(f)}`);
	}
	if (!isChat && files.length === 0 && outcome.stdout.trim() === "") out.push("nothing was printed");
	return out;
}
