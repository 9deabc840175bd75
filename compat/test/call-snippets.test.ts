/**
 * Every inference fixture, executed: each snippet runs with its real client (curl, Node fetch, JS openai and
 * @huggingface/inference, Python requests, huggingface_hub and openai) against the strict router stand-in.
 */
import { mkdirSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StandIn, startStandIn } from "../router/server.js";
import { tabularColumns } from "./helpers/columns.js";
import { problems } from "./helpers/expect.js";
import { buildJobs, type Cases } from "./helpers/jobs.js";
import { type Outcome, runJobs } from "./helpers/run.js";

const FIXTURES = fileURLToPath(new URL("../../packages/core/test/fixtures/inference", import.meta.url));
const WORK = fileURLToPath(new URL(`../.runs/calls-${process.pid}/`, import.meta.url));
const EXPLICIT = new Set(["hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "fal_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"]);

let standIn: StandIn;
let cases: Cases;
let outcomes: Outcome[];

beforeAll(async () => {
	rmSync(WORK, { recursive: true, force: true });
	mkdirSync(WORK, { recursive: true });
	standIn = await startStandIn({
		accepts: (service, token) =>
			EXPLICIT.has(token) ||
			(service === "hf"
				? /^hf_job\d+$/.test(token)
				: token.startsWith(`${service === "endpoint" ? "endpoint" : `${service}-key`}-job`)),
		columns: tabularColumns,
	});
	cases = buildJobs(FIXTURES, WORK, standIn.origin);
	for (const r of cases.records) standIn.models.add(r);
	for (const j of cases.jobs)
		if (j.options.endpointUrl && !/chat/.test(j.source))
			standIn.endpoints.set(new URL(j.options.endpointUrl).host, j.record.id);
	outcomes = await runJobs(cases.jobs, standIn.origin, WORK);
});

afterAll(async () => {
	await standIn?.close();
	rmSync(WORK, { recursive: true, force: true });
});

describe("call snippets, executed against the router stand-in", () => {
	it("every fixture snippet runs with its real client and does what it says", () => {
		const failures: string[] = [];
		const table = new Map<string, { executed: number; failed: number }>();
		for (const o of outcomes) {
			const row = table.get(o.job.flavour) ?? { executed: 0, failed: 0 };
			row.executed += 1;
			const p = problems(o, standIn.log);
			if (p.length > 0) {
				row.failed += 1;
				failures.push(`${o.job.id}:\n    ${p.join("\n    ")}`);
			}
			table.set(o.job.flavour, row);
		}
		const lines = [...table]
			.sort()
			.map(([f, r]) => `${f.padEnd(24)} ${String(r.executed).padStart(8)} ${String(r.failed).padStart(7)}`);
		console.log(
			`${"flavour".padEnd(24)} executed  failed\n${lines.join("\n")}\nnot run: ${cases.notRun.length} (${[...new Set(cases.notRun.map((n) => n.why))].join("; ")})`,
		);
		expect(failures.join("\n")).toBe("");
		// Every runnable flavour ran, on a fair share of the fixtures.
		expect([...table.keys()].sort()).toEqual(
			[
				"js/fetch",
				"js/huggingface.js",
				"js/openai",
				"python/huggingface_hub",
				"python/openai",
				"python/requests",
				"sh/curl",
			].sort(),
		);
	});
});
