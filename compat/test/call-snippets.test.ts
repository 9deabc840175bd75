/**
 * Every inference fixture, executed: each snippet runs with its real client (curl, Node fetch, JS openai and
 * @huggingface/inference, Python requests, huggingface_hub and openai) against the strict router stand-in.
 */
import { mkdirSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HUB_HOST } from "../router/providers.js";
import { type StandIn, startStandIn } from "../router/server.js";
import { tabularColumns } from "./helpers/columns.js";
import { needsEdit, problems } from "./helpers/expect.js";
import { buildJobs, type Cases, HUB_TOKEN_PREFIX } from "./helpers/jobs.js";
import { type Outcome, runJobs, timings } from "./helpers/run.js";

const FIXTURES = fileURLToPath(new URL("../../packages/core/test/fixtures/inference", import.meta.url));
const WORK = fileURLToPath(new URL(`../.runs/calls-${process.pid}/`, import.meta.url));
/** The client libraries, which take the hub id and look the provider's id up on the Hub themselves. */
const MAPPING_CLIENTS = new Set(["python/huggingface_hub", "js/huggingface.js"]);

/**
 * Defects of a real client release against the real service's documented replies, each with where it was read.
 * Those runs must still fail with the message given (so a fixed release shows up here); they are counted apart.
 */
const CLIENT_DEFECTS: Record<string, RegExp> = {
	// The service answers image-to-text with the pipeline's list ([{generated_text}]; huggingface_hub 1.33.0
	// _client.py image_to_text parses a list), but @huggingface/inference 4.13.30 src/providers/hf-inference.ts
	// (HFInferenceImageToTextTask.getResponse) accepts only a single object.
	"basicImage/image-to-text/js.huggingface.js.js": /malformed response from HF-Inference image-to-text API/,
};

let standIn: StandIn;
let cases: Cases;
let outcomes: Outcome[];

beforeAll(async () => {
	rmSync(WORK, { recursive: true, force: true });
	mkdirSync(WORK, { recursive: true });
	let explicit = new Set<string>();
	standIn = await startStandIn({
		accepts: (service, token) =>
			explicit.has(token) ||
			(service === "hf"
				? /^hf_job\d+$/.test(token)
				: token.startsWith(`${service === "endpoint" ? "endpoint" : `${service}-key`}-job`)),
		columns: tabularColumns,
	});
	cases = buildJobs(FIXTURES, WORK, standIn.origin);
	explicit = cases.explicitTokens;
	for (const r of cases.records) standIn.models.add(r);
	for (const j of cases.jobs) {
		const provider = j.options.provider;
		if (needsEdit(j.source)) j.refusal = "the snippet says its model id must be replaced first";
		else if (
			MAPPING_CLIENTS.has(j.flavour) &&
			provider !== undefined &&
			provider !== "auto" &&
			provider !== "hf-inference" &&
			!standIn.models.at(provider, j.record.id)
		)
			j.refusal = `the Hub maps ${j.record.id} to no ${provider} model`;
	}
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
		const defects: string[] = [];
		for (const o of outcomes) {
			const row = table.get(o.job.flavour) ?? { executed: 0, failed: 0 };
			row.executed += 1;
			const defect = CLIENT_DEFECTS[o.job.id];
			if (defect) {
				if (!defect.test(o.error ?? ""))
					failures.push(`${o.job.id}: the known client defect did not show: ${o.error ?? "ran"}`);
				defects.push(o.job.id);
				table.set(o.job.flavour, row);
				continue;
			}
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
			`${"flavour".padEnd(24)} executed  failed\n${lines.join("\n")}\nwall time (s): ${JSON.stringify(timings)}\nrefused as the snippet says (no provider id for the model): ${cases.jobs.filter((j) => j.refusal !== undefined).length}\nknown client defects (failing as documented): ${defects.join(", ") || "none"}\nnot run: ${cases.notRun.length} (${[...new Set(cases.notRun.map((n) => n.why))].join("; ")})`,
		);
		expect(failures.join("\n")).toBe("");
		// This hub's token (HF_TOKEN in every job's environment) reached no service nor provider. Only the Hub's API
		// may see it: huggingface_hub asks the hub HF_ENDPOINT names for a model's providers with its implicit token,
		// and for this hub's users that hub is this one.
		const leaked = standIn.log.filter((s) => s.token?.startsWith(HUB_TOKEN_PREFIX) && s.host !== HUB_HOST);
		expect(leaked.map((s) => `${s.method} ${s.host}${s.path}`)).toEqual([]);
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
