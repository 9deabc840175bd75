import { join } from "node:path";
import { blobStoreAt, migrateBlobs } from "@modelhub/store";
import { cliBlobStore } from "../blobs.js";
import { CliError, type Command } from "../command.js";
import { DB_HELP, DB_OPTION, withStore } from "../store.js";

/** `modelhub blobs migrate --to s3://bucket/prefix`: a hub's files moved to a bucket while it keeps serving. */
export const blobsCommand: Command = {
	name: "blobs",
	summary: "Copy the hub's repository files to another blob store (a bucket) while the hub keeps serving",
	usage: "blobs migrate --to s3://bucket/prefix|DIR [--from DIR] [--db PATH]",
	help: [
		["--to WHERE", "the new blob store: s3://bucket/prefix (with the AWS variables) or a directory"],
		["--from WHERE", "the blob store to copy from (default: the hub's own, $MODELHUB_BLOBS or <db>/blobs)"],
		DB_HELP,
	],
	options: { ...DB_OPTION, to: { type: "string" }, from: { type: "string" } },
	positionals: [1, 1],
	async run(values, [action], io) {
		if (action !== "migrate") throw new CliError(`unknown action "${action}" (usage: modelhub ${blobsCommand.usage})`);
		const to = values.to;
		if (typeof to !== "string" || !to)
			throw new CliError("blobs migrate needs --to s3://bucket/prefix (or a directory)");
		return withStore(
			values,
			io,
			"blobs",
			async (store) => {
				const from =
					typeof values.from === "string"
						? blobStoreAt(values.from.startsWith("s3://") ? values.from : join(io.cwd, values.from), io.env)
						: cliBlobStore(store, { ...io, env: { ...io.env, MODELHUB_BLOBS_FALLBACK: "" } });
				let target: ReturnType<typeof blobStoreAt>;
				try {
					target = blobStoreAt(to.startsWith("s3://") ? to : join(io.cwd, to), io.env);
				} catch (e) {
					throw new CliError((e as Error).message);
				}
				io.stderr(`copying the files of ${from.location} to ${target.location}\n`);
				let last = 0;
				const r = await migrateBlobs(from, target, {
					onProgress: (p) => {
						if (!io.stderrIsTTY || Date.now() - last < 500) return;
						last = Date.now();
						io.stderr(
							`\r${p.seen} files: ${p.copied} copied (${(p.bytesCopied / 1e9).toFixed(2)} GB), ${p.present} there already`,
						);
					},
				});
				if (io.stderrIsTTY) io.stderr("\n");
				io.stdout(
					`copied ${r.copied} files (${r.bytesCopied.toLocaleString("en-US")} bytes) to ${target.location}; ${r.present} were there already; ${r.passes} passes\n`,
				);
				io.stdout(
					`next: restart each hub process with MODELHUB_BLOBS=${to} MODELHUB_BLOBS_FALLBACK=${from.location} (files uploaded meanwhile are read from the old store), run this command again with --from ${from.location}, then drop MODELHUB_BLOBS_FALLBACK\n`,
				);
				return 0;
			},
			{ seed: false },
		);
	},
};
