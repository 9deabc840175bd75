import { statSync } from "node:fs";
import { resolve } from "node:path";
import { Readable } from "node:stream";
import {
	HubApiError,
	type ImportEvent,
	type ImportProgress,
	importEvents,
	type KeptFiles,
	NotJsonLinesError,
	type ReadProgress,
	readFolder,
	readHubApi,
	readRecordFile,
	readRecords,
	repoFilesPreparer,
} from "@modelhub/store";
import { cliBlobStore } from "../blobs.js";
import { CliError, type Command, wholeNumberOption } from "../command.js";
import { DB_HELP, DB_OPTION, withStore } from "../store.js";
import { Progress } from "./progress.js";

/** Exit status when the import finished but some records were rejected (1 stays "the command failed"). */
export const EXIT_REJECTED = 2;
/** Exit status after Ctrl-C, as shells report an interrupted command; the committed batches are kept. */
export const EXIT_INTERRUPTED = 130;

function parseBatch(text: string | undefined): number | undefined {
	return text === undefined ? undefined : wholeNumberOption("batch", text, 1, 50_000);
}

export const importCommand: Command = {
	name: "import",
	summary: "Import model records into the store: a JSONL or JSON file, standard input, or a Hub-compatible API",
	usage: "import <file.jsonl | file.json | folder | -> | import --from URL [--restart] [--db PATH]",
	help: [
		["<file>", "Hub API model records, one JSON object per line or one JSON array; - reads standard input"],
		[
			"<folder>",
			"a folder of model repositories (<owner>/<name>/ with README.md, config.json, weights): records and files",
		],
		[
			"--from URL",
			"a Hub-compatible API (its base URL or its /api/models URL): follows the Link cursor pages, retries 429/5xx, resumes an interrupted import",
		],
		["--restart", "with --from: start from the first page instead of where the last import stopped"],
		["--batch N", "records per transaction (default 5000)"],
		DB_HELP,
	],
	options: { ...DB_OPTION, from: { type: "string" }, restart: { type: "boolean" }, batch: { type: "string" } },
	positionals: [0, 1],
	async run(values, positionals, io) {
		const from = values.from as string | undefined;
		const [source] = positionals;
		if ((from === undefined) === (source === undefined))
			throw new CliError("give either a file (or - for standard input) or --from URL");
		if (values.restart && from === undefined) throw new CliError("--restart goes with --from");
		const batchSize = parseBatch(values.batch as string | undefined);
		let path: string | undefined;
		let folder = false;
		if (source !== undefined && source !== "-") {
			path = resolve(io.cwd, source);
			let isDir: boolean;
			try {
				isDir = statSync(path).isDirectory();
			} catch {
				throw new CliError(`no such file or folder: ${source}`);
			}
			folder = isDir;
		}
		const controller = new AbortController();
		let interrupts = 0;
		const onSigint = () => {
			interrupts++;
			if (interrupts > 1) process.exit(EXIT_INTERRUPTED);
			io.stderr("\nstopping after the batch in hand (Ctrl+C again to quit at once; committed batches are kept)\n");
			controller.abort();
		};
		process.on("SIGINT", onSigint);
		try {
			return await withStore(
				values,
				io,
				"import",
				async (store) => {
					const bar = new Progress(io);
					let read: ReadProgress | undefined;
					const onRead = (p: ReadProgress) => {
						read = p;
					};
					let events: AsyncIterable<ImportEvent>;
					if (from !== undefined) {
						events = readHubApi(store, from, {
							restart: values.restart === true,
							signal: controller.signal,
							onRetry: (m) => bar.note(`retry: ${m}`),
						});
					} else if (path !== undefined) {
						events = folder ? readFolder(path) : readRecordFile(path, onRead);
					} else {
						const stdin = io.stdinStream
							? Readable.from(io.stdinStream as AsyncIterable<Buffer>)
							: Readable.from([await io.readStdin()]);
						events = readRecords(stdin, "stdin", onRead);
					}
					const kept = { repos: 0, hashed: 0, stored: 0 };
					const onKept = (k: KeptFiles) => {
						kept.repos++;
						kept.hashed += k.hashed;
						kept.stored += k.stored;
					};
					let summary: Awaited<ReturnType<typeof importEvents>>;
					try {
						summary = await importEvents(store, events, {
							...(batchSize ? { batchSize } : {}),
							signal: controller.signal,
							...(folder ? { prepare: repoFilesPreparer(store, cliBlobStore(store, io), onKept) } : {}),
							onRejected: (r) => bar.note(`${r.warning ? "warning" : "rejected"} ${r.origin}: ${r.reason}`),
							onProgress: (p: ImportProgress) => bar.update(p.seen, read),
						});
					} catch (e) {
						if (e instanceof HubApiError || e instanceof NotJsonLinesError) throw new CliError(e.message);
						throw e;
					}
					bar.done();
					const rate = bar.rate(summary.seen);
					// A folder's items are repositories (each one record), and its warnings are about files, counted apart.
					const unit = folder ? ["repository", "repositories"] : ["record", "records"];
					const warnings = summary.warnings
						? `; ${fmt(summary.warnings)} ${summary.warnings === 1 ? "path" : "paths"} skipped or not read (see above)`
						: "";
					io.stdout(
						`${summary.interrupted ? "interrupted after" : "imported"} ${fmt(summary.seen)} ${summary.seen === 1 ? unit[0] : unit[1]} into ${store.location}: ${fmt(summary.inserted)} new, ${fmt(summary.updated)} updated, ${fmt(summary.unchanged)} unchanged, ${fmt(summary.rejected)} rejected${warnings} (${fmt(rate)} ${unit[1]}/s)\n`,
					);
					if (folder)
						io.stdout(
							`files of ${fmt(kept.repos)} repositories: ${fmt(kept.hashed)} read (new or changed), ${fmt(kept.stored)} new blobs stored\n`,
						);
					if (summary.interrupted)
						io.stdout(
							"every committed batch is kept; run the same command again to finish (unchanged records are skipped)\n",
						);
					if (summary.interrupted) return EXIT_INTERRUPTED;
					return summary.rejected > 0 || summary.warnings > 0 ? EXIT_REJECTED : 0;
				},
				{ seed: false },
			);
		} finally {
			process.off("SIGINT", onSigint);
		}
	},
};

const fmt = (n: number) => Math.round(n).toLocaleString("en-US");
