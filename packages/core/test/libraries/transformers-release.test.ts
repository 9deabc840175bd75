/**
 * The transformers facts the snippets rely on (release.ts) against the transformers installed in the repository's
 * Python venv (`.venv`, built by .ci/run before the tests): same release, same pipeline tasks and aliases, same Auto
 * classes. Every pipeline task has a sample call.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { isClassName } from "../../src/libraries/snippets/text/shared.js";
import { pipelineCall } from "../../src/libraries/snippets/text/transformers/pipeline.js";
import {
	AUTO_CLASSES,
	PIPELINE_TASK_ALIASES,
	PIPELINE_TASKS,
	TRANSFORMERS_RELEASE,
} from "../../src/libraries/snippets/text/transformers/release.js";

const PYTHON = fileURLToPath(new URL("../../../../.venv/bin/python", import.meta.url));

const READ_RELEASE = String.raw`
import json, transformers
from transformers import pipelines
print(json.dumps({
    "release": transformers.__version__,
    "tasks": sorted(pipelines.SUPPORTED_TASKS),
    "aliases": dict(sorted(pipelines.TASK_ALIASES.items())),
    "autos": sorted(n for n in dir(transformers) if n.startswith("Auto") and n[4:5].isupper()),
}))
`;

interface Installed {
	release: string;
	tasks: string[];
	aliases: Record<string, string>;
	autos: string[];
}

function installed(): Installed {
	if (!existsSync(PYTHON)) {
		throw new Error(`no Python venv at ${PYTHON}: build it (see .ci/run) before running this test`);
	}
	const res = spawnSync(PYTHON, ["-c", READ_RELEASE], { encoding: "utf8" });
	if (res.status !== 0) throw new Error(`reading the installed transformers failed: ${res.stderr}`);
	return JSON.parse(res.stdout) as Installed;
}

describe("transformers release facts", () => {
	const lib = installed();

	it("were read from the installed release", () => {
		expect(TRANSFORMERS_RELEASE).toBe(lib.release);
	});
	it("list the pipeline tasks and aliases pipeline() accepts", () => {
		expect([...PIPELINE_TASKS]).toEqual(lib.tasks);
		expect({ ...PIPELINE_TASK_ALIASES }).toEqual(lib.aliases);
	});
	it("list the Auto classes the release exports", () => {
		expect([...AUTO_CLASSES]).toEqual(lib.autos);
		// The generator writes a known Auto class without testing its name again
		expect(AUTO_CLASSES.filter((name) => !isClassName(name))).toEqual([]);
	});
	it("give every pipeline task a sample call", () => {
		const record = { id: "org/model", tags: [] };
		expect(PIPELINE_TASKS.filter((task) => pipelineCall(record, task) === undefined)).toEqual([]);
	});
});
