import { collectGarbage, DEFAULT_GC_GRACE_HOURS } from "@modelhub/store";
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
	usage: "gc [--prune] [--grace HOURS] [--db PATH]",
	help: [
		["--prune", "first drop the revisions no branch or tag points to (older imports of a repository)"],
		[
			"--grace HOURS",
			`keep files stored and uploads begun in the last HOURS (default ${DEFAULT_GC_GRACE_HOURS}): uploads waiting for their commit`,
		],
		DB_HELP,
	],
	options: { ...DB_OPTION, prune: { type: "boolean" }, grace: { type: "string" } },
	positionals: [0, 0],
	async run(values, _positionals, io) {
		const graceHours =
			values.grace === undefined
				? DEFAULT_GC_GRACE_HOURS
				: wholeNumberOption("grace", String(values.grace), 0, 100_000);
		return withStore(
			values,
			io,
			"gc",
			async (store) => {
				const blobs = cliBlobStore(store, io);
				const r = await collectGarbage(store, blobs, { pruneRevisions: values.prune === true, graceHours });
				const pruned = values.prune ? `pruned ${r.revisionsRemoved} revisions; ` : "";
				const unfinished = r.unfinishedRemoved
					? ` and ${r.unfinishedRemoved} unfinished ${r.unfinishedRemoved === 1 ? "copy" : "copies"} left by an interrupted import`
					: "";
				const xorbs = r.xorbsRemoved ? ` and ${r.xorbsRemoved} xorbs` : "";
				const aborted = r.uploadsAborted ? `; dropped ${r.uploadsAborted} unfinished uploads` : "";
				io.stdout(
					`${pruned}removed ${r.blobsRemoved} blobs${xorbs}${unfinished} from ${blobs.location}: freed ${bytes(r.bytesFreed)}${aborted}\n`,
				);
				return 0;
			},
			{ seed: false },
		);
	},
};
