import { collectGarbage } from "@modelhub/store";
import { cliBlobStore } from "../blobs.js";
import { type Command, wholeNumberOption } from "../command.js";
import { DB_HELP, DB_OPTION, withStore } from "../store.js";

function bytes(n: number): string {
	const units = ["bytes", "kB", "MB", "GB", "TB"];
	let v = n;
	let u = 0;
	while (v >= 1000 && u < units.length - 1) {
		v /= 1000;
		u++;
	}
	return u === 0 ? `${n} bytes` : `${v.toFixed(1)} ${units[u]} (${n.toLocaleString("en-US")} bytes)`;
}

export const gcCommand: Command = {
	name: "gc",
	summary: "Remove stored repository files that no revision names, and say how many bytes that freed",
	usage: "gc [--prune] [--grace-hours N] [--db PATH]",
	help: [
		["--prune", "first drop the revisions no branch or tag points to (older imports of a repository)"],
		[
			"--grace-hours N",
			"keep unnamed files stored less than N hours ago: on a hub that is serving, uploads whose commit is still to come (default 0)",
		],
		DB_HELP,
	],
	options: { ...DB_OPTION, prune: { type: "boolean" }, "grace-hours": { type: "string" } },
	positionals: [0, 0],
	async run(values, _positionals, io) {
		return withStore(
			values,
			io,
			"gc",
			async (store) => {
				const blobs = cliBlobStore(store, io);
				const grace = values["grace-hours"];
				const graceSeconds = typeof grace === "string" ? wholeNumberOption("grace-hours", grace, 0, 100_000) * 3600 : 0;
				const r = await collectGarbage(store, blobs, { pruneRevisions: values.prune === true, graceSeconds });
				const pruned = values.prune ? `pruned ${r.revisionsRemoved} revisions; ` : "";
				const aborted = r.uploadsAborted ? `; aborted ${r.uploadsAborted} uploads never completed` : "";
				io.stdout(
					`${pruned}removed ${r.blobsRemoved} blobs from ${blobs.location}: freed ${bytes(r.bytesFreed)}${aborted}\n`,
				);
				return 0;
			},
			{ seed: false },
		);
	},
};
