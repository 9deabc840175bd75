/**
 * Bundle cost: what an app pays, minified and gzipped, for importing the core (or the peer) in a browser bundle.
 * Each case is a one-line entry bundled by esbuild (bundle, minify, platform browser, format esm).
 */
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import * as esbuild from "esbuild";
import { kB, verdict } from "../lib/report.mjs";

const BENCH_DIR = fileURLToPath(new URL("..", import.meta.url));

/**
 * @huggingface/gguf's browser build. Its package "exports" point at the Node build, which esbuild follows even for
 * platform browser (the "browser" field's remapping of that file is not applied), and the Node build does not bundle
 * for a browser (it imports node:fs). A browser app would be pointed at this file, so the bench is too.
 */
const GGUF_BROWSER = JSON.stringify(
	join(dirname(createRequire(import.meta.url).resolve("@huggingface/gguf")), "browser", "index.mjs"),
);

const CASES = [
	{
		name: "imported, unused",
		ours: `import * as core from "@modelhub/core";`,
		peer: `import * as tasks from "@huggingface/tasks";`,
		budget: { max: 1000, text: "< 1 kB", strict: true },
	},
	{
		name: "quantization lists only",
		ours: `import { FILE_TYPES, TENSOR_TYPES } from "@modelhub/core";\nconsole.log(FILE_TYPES, TENSOR_TYPES);`,
		peer: `import { GGMLFileQuantizationType, GGMLQuantizationType } from ${GGUF_BROWSER};\nconsole.log(GGMLFileQuantizationType, GGMLQuantizationType);`,
		budget: { max: 3000, text: "≤ 3 kB" },
	},
	{
		name: "library registry only",
		ours: `import { LIBRARIES } from "@modelhub/core";\nconsole.log(LIBRARIES);`,
		peer: `import { MODEL_LIBRARIES_UI_ELEMENTS } from "@huggingface/tasks";\nconsole.log(MODEL_LIBRARIES_UI_ELEMENTS);`,
	},
	{
		name: "everything",
		ours: `import * as core from "@modelhub/core";\nconsole.log(core);`,
		peer: `import * as tasks from "@huggingface/tasks";\nconsole.log(tasks);`,
		budget: { max: 55000, text: "≤ 55 kB" },
	},
	{
		name: "everything + inference snippets (peer: tasks + @huggingface/inference snippets)",
		ours: `import * as core from "@modelhub/core";\nconsole.log(core);`,
		peer: `import * as tasks from "@huggingface/tasks";\nimport { snippets } from "@huggingface/inference";\nconsole.log(tasks, snippets);`,
	},
];

/**
 * Minified bytes of our bundle by top-level folder of the core (libraries/snippets kept apart from the rest of
 * libraries); files at the root of the core count as "(root)".
 */
function byFolder(metafile) {
	const totals = new Map();
	for (const output of Object.values(metafile.outputs)) {
		for (const [path, { bytesInOutput }] of Object.entries(output.inputs)) {
			const parts = path.split("/");
			const nm = parts.lastIndexOf("node_modules");
			const dist = parts.lastIndexOf("dist");
			let folder;
			if (nm >= 0) folder = parts.slice(nm + 1, parts[nm + 1]?.startsWith("@") ? nm + 3 : nm + 2).join("/");
			else if (dist >= 0) {
				const rest = parts.slice(dist + 1, -1);
				folder =
					rest.length === 0
						? "(root)"
						: rest[0] === "libraries" && rest[1] === "snippets"
							? "libraries/snippets"
							: rest[0];
			} else continue; // the one-line entry itself
			totals.set(folder, (totals.get(folder) ?? 0) + bytesInOutput);
		}
	}
	return [...totals].map(([folder, bytes]) => ({ folder, bytes })).sort((a, b) => b.bytes - a.bytes);
}

async function size(contents) {
	const out = await esbuild.build({
		stdin: { contents, resolveDir: BENCH_DIR, loader: "js", sourcefile: "entry.js" },
		bundle: true,
		minify: true,
		platform: "browser",
		format: "esm",
		write: false,
		metafile: true,
		logLevel: "silent",
	});
	const code = out.outputFiles[0].contents;
	return { minified: code.length, gzip: gzipSync(code, { level: 9 }).length, folders: byFolder(out.metafile) };
}

export async function runBundle() {
	const results = [];
	for (const c of CASES) {
		const ours = await size(c.ours);
		const peer = await size(c.peer);
		const pass = c.budget ? (c.budget.strict ? ours.gzip < c.budget.max : ours.gzip <= c.budget.max) : undefined;
		results.push({
			case: c.name,
			entries: { ours: c.ours, peer: c.peer },
			ours,
			peer,
			budget: c.budget?.text,
			verdict: c.budget ? verdict(pass) : "",
		});
	}
	const whole = results.find((r) => r.case === "everything");
	const folders = whole.ours.folders;
	return {
		key: "bundle",
		tables: [
			{
				title: "4. Bundle cost — esbuild (bundle, minify, platform browser, format esm), gzip -9",
				header: ["import", "ours min", "ours gzip", "peer min", "peer gzip", "budget (ours gzip)", "verdict"],
				rows: results.map((r) => [
					r.case,
					kB(r.ours.minified),
					kB(r.ours.gzip),
					kB(r.peer.minified),
					kB(r.peer.gzip),
					r.budget ?? "",
					r.verdict,
				]),
			},
			{
				title: "4b. Where the whole core's bytes come from (folders of packages/core/src; minified, before gzip)",
				header: ["folder", "minified", "share"],
				rows: folders.map((f) => [f.folder, kB(f.bytes), `${((100 * f.bytes) / whole.ours.minified).toFixed(1)} %`]),
			},
		],
		data: { esbuild: esbuild.version, cases: results },
	};
}
