import { hasLibrarySnippets, LIBRARIES } from "@modelhub/core";
import type { Command } from "../command.js";
import { table, writeJson } from "../io.js";

export const librariesCommand: Command = {
	name: "libraries",
	summary: "List every model library with its links, download-count query and whether it has snippets",
	usage: "libraries [--json]",
	help: [
		[
			"--json",
			"print a JSON array of {key, prettyLabel, repoName, repoUrl, docsUrl, filter, countDownloads, hasSnippets}",
		],
	],
	options: { json: { type: "boolean" } },
	positionals: [0, 0],
	run(values, _positionals, io) {
		const rows = LIBRARIES.map((l) => ({
			key: l.key,
			prettyLabel: l.prettyLabel,
			repoName: l.repoName,
			repoUrl: l.repoUrl,
			docsUrl: l.docsUrl ?? null,
			filter: l.filter,
			countDownloads: l.countDownloads ?? null,
			hasSnippets: hasLibrarySnippets(l.key),
		}));
		if (values.json) {
			writeJson(io, rows);
			return 0;
		}
		const yesNo = (b: boolean) => (b ? "yes" : "-");
		io.stdout(
			table(
				["key", "label", "filter", "snippets", "repository"],
				rows.map((r) => [r.key, r.prettyLabel, yesNo(r.filter), yesNo(r.hasSnippets), r.repoUrl]),
			),
		);
		return 0;
	},
};
