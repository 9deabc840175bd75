import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { resolve } from "node:path";
import { CliError, type Command } from "../command.js";
import { DB_HELP, DB_OPTION, withStore } from "../store.js";

/**
 * Writes text to a stream, waiting for it to drain when it asks to; resolves false once the reader has gone away
 * (a closed pipe), so the export stops instead of failing. Both listeners go once either fires (a race of two
 * `once()` promises left the loser's listeners behind at every wait: MaxListenersExceededWarning on a large export).
 */
async function write(out: NodeJS.WritableStream, text: string): Promise<boolean> {
	if ((out as { destroyed?: boolean }).destroyed) return false;
	if (!out.write(text))
		await new Promise<void>((resolve) => {
			const done = () => {
				out.off("drain", done);
				out.off("close", done);
				resolve();
			};
			out.on("drain", done);
			out.on("close", done);
		});
	return !(out as { destroyed?: boolean }).destroyed;
}

export const exportCommand: Command = {
	name: "export",
	summary: "Write every stored model record out (a JSON array, or JSONL); import reads it back unchanged",
	usage: "export [--jsonl] [--out FILE] [--db PATH]",
	help: [
		["--jsonl", "one record per line instead of one JSON array"],
		["--out FILE", "write to FILE instead of standard output"],
		DB_HELP,
	],
	options: { ...DB_OPTION, jsonl: { type: "boolean" }, out: { type: "string" } },
	positionals: [0, 0],
	async run(values, _positionals, io) {
		const jsonl = values.jsonl === true;
		return withStore(
			values,
			io,
			"export",
			async (store) => {
				let out: NodeJS.WritableStream | undefined = io.stdoutStream;
				let file: ReturnType<typeof createWriteStream> | undefined;
				if (typeof values.out === "string") {
					file = createWriteStream(resolve(io.cwd, values.out));
					await new Promise<void>((ok, fail) => {
						file?.once("open", () => ok());
						file?.once("error", (e) => fail(new CliError(`cannot write ${values.out}: ${e.message}`)));
					});
					out = file;
				}
				const emit = out
					? (text: string) => write(out as NodeJS.WritableStream, text)
					: async (text: string) => {
							io.stdout(text);
							return true;
						};
				// A reader that goes away (`export | head`) closes the pipe: stop quietly.
				out?.on("error", () => {});
				let first = true;
				if (!jsonl && !(await emit("["))) return 0;
				for await (const { record, card } of store.models.export()) {
					// The card travels in a `readme` field, which import takes back out as the card.
					const line = JSON.stringify(card === undefined ? record : { ...record, readme: card });
					const text = jsonl ? `${line}\n` : `${first ? "\n" : ",\n"}${line}`;
					first = false;
					if (!(await emit(text))) return 0;
				}
				if (!jsonl) await emit(first ? "]\n" : "\n]\n");
				if (file) {
					file.end();
					await once(file, "finish");
				}
				return 0;
			},
			{ seed: false },
		);
	},
};
