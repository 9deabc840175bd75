import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type AppStep, getLocalApp, LOCAL_APPS, localApps, localAppsFor, percent } from "../../src/apps/index.js";
import type { ModelRecord } from "../../src/model.js";
import { type FixtureOutput, fixtureSuite, readCases } from "../helpers/fixtures.js";
import { HOSTILE_TEXTS, hostileText, MARKER, poison } from "../helpers/hostile.js";
import { formatFailures, type SnippetCheck, validateSnippets } from "../helpers/validate.js";

interface AppCase {
	record: ModelRecord;
	quant?: string;
}

const ROOT = fileURLToPath(new URL("../fixtures/apps", import.meta.url));
const appOf = (caseName: string) => caseName.split("/")[0] ?? "";

/** A step as a fixture file: a snippet as shell, a link as JSON (title and URL), both parsed by real parsers. */
function outputs(steps: AppStep[]): FixtureOutput[] {
	return steps.map((s, i) =>
		s.kind === "snippet"
			? { name: String(i), language: "bash", content: `# ${s.title}\n${s.content}` }
			: { name: String(i), language: "json", content: JSON.stringify({ title: s.title, url: s.url }, null, "\t") },
	);
}

function stepsOf(input: AppCase, app: string): AppStep[] {
	const answer = localApps(input.record, { app, ...(input.quant !== undefined && { quant: input.quant }) });
	if (!answer.ok) throw new Error(answer.error);
	return answer.apps[0]?.steps ?? [];
}

// Fixtures: <app>/<case>/input.json ({record, quant?}) → one file per step.
fixtureSuite<AppCase>("local app fixtures", ROOT, (input, c) => outputs(stepsOf(input, appOf(c.name))));

const cases = readCases<AppCase>(ROOT);

/** Every kind of record the fixtures hold, for the property tests. */
const RECORDS = [...new Map(cases.map((c) => [JSON.stringify(c.input.record), c.input.record])).values()];

function checksFor(record: ModelRecord, name: string): SnippetCheck[] {
	const answer = localApps(record);
	if (!answer.ok) throw new Error(answer.error);
	const checks: SnippetCheck[] = [];
	for (const app of answer.apps)
		for (const [i, s] of app.steps.entries())
			if (s.kind === "snippet")
				checks.push({ name: `${name} ${app.key} ${i}`, language: "bash", content: s.content, payload: MARKER });
	return checks;
}

/** A deep link keeps every record value percent-encoded: only URL characters, no marker text left raw. */
function linkProblems(record: ModelRecord): string[] {
	const answer = localApps(record);
	if (!answer.ok) return [answer.error];
	const problems: string[] = [];
	for (const app of answer.apps)
		for (const s of app.steps)
			if (s.kind === "link") {
				if (!/^[a-z][a-z0-9+.-]*:[A-Za-z0-9\-._~%/?&=:]*$/.test(s.url))
					problems.push(`${app.key}: ${s.url.slice(0, 80)}`);
				if (!URL.canParse(s.url)) problems.push(`${app.key}: not a URL`);
			}
	return problems;
}

describe("local apps", () => {
	it("lists at least 25 apps, each with a unique key, docs, sources and https sources", () => {
		expect(LOCAL_APPS.length).toBeGreaterThanOrEqual(25);
		expect(new Set(LOCAL_APPS.map((a) => a.key)).size).toBe(LOCAL_APPS.length);
		for (const app of LOCAL_APPS) {
			expect(app.docsUrl, app.key).toMatch(/^https:\/\//);
			expect(app.source.length, app.key).toBeGreaterThan(0);
			for (const s of app.source) expect(s, app.key).toMatch(/^https:\/\//);
		}
	});

	it("every app has a fixture case", () => {
		const covered = new Set(cases.map((c) => appOf(c.name)));
		expect(LOCAL_APPS.map((a) => a.key).filter((k) => !covered.has(k))).toEqual([]);
	});

	it("filters the apps to the model", () => {
		const keys = (r: ModelRecord) => localAppsFor(r).map((a) => a.key);
		const gguf = RECORDS.find((r) => r.id === "bartowski/Llama-3.2-1B-Instruct-GGUF") as ModelRecord;
		expect(keys(gguf)).toContain("ollama");
		expect(keys(gguf)).not.toContain("vllm");
		expect(keys(gguf)).not.toContain("drawthings");
		expect(keys({ id: "a/b", library_name: "transformers", pipeline_tag: "text-classification" })).toEqual([]);
		// Without a file list, the apps that must name one file are left out; the others let the runner pick.
		const bare = keys({ id: "a/b", tags: ["gguf"] });
		expect(bare).toContain("llama.cpp-server");
		expect(bare).not.toContain("localai");
		expect(bare).not.toContain("koboldcpp");
	});

	it("uses the default quant, a chosen one, and reports an unknown one or app in one line", () => {
		const gguf = RECORDS.find((r) => r.id === "bartowski/Llama-3.2-1B-Instruct-GGUF") as ModelRecord;
		const first = (q?: string) => {
			const answer = localApps(gguf, { app: "ollama", ...(q && { quant: q }) });
			return answer.ok ? answer.apps[0] : undefined;
		};
		expect(first()?.quant).toBe("Q4_K_M");
		expect(first("iq3_m")?.quant).toBe("IQ3_M");
		expect(localApps(gguf, { quant: "Q2_K" })).toEqual({
			ok: false,
			error: 'no GGUF quant "Q2_K" in this repository (it has Q8_0, Q4_K_M, IQ3_M)',
		});
		expect(localApps({ id: "a/b", tags: ["gguf"] }, { quant: "Q4_K_M" })).toEqual({
			ok: false,
			error: 'no GGUF quant "Q4_K_M": the record lists no GGUF files',
		});
		expect(localApps(gguf, { app: "nope" })).toEqual({ ok: false, error: 'unknown app "nope" (see the list of apps)' });
		expect(localApps(gguf, { app: "vllm" })).toEqual({ ok: false, error: "vLLM does not run this model" });
		expect(getLocalApp("lmstudio")?.label).toBe("LM Studio");
	});

	it("property: every app that applies gives non-empty steps, for any mix of record fields", () => {
		const tags = fc.subarray([
			"gguf",
			"mlx",
			"conversational",
			"lora",
			"safetensors",
			"coreml",
			"joyfusion",
			"unsloth",
			"transformers",
			"text-generation-inference",
		]);
		const record = fc.record({
			id: fc.oneof(fc.constant("org/name"), hostileText),
			library_name: fc.constantFrom(undefined, "transformers", "diffusers", "mlx", "gguf"),
			pipeline_tag: fc.constantFrom(undefined, "text-generation", "image-text-to-text", "text-to-image"),
			tags,
			siblings: fc.array(
				fc.record({
					rfilename: fc.constantFrom(
						"a-Q4_K_M.gguf",
						"b-Q8_0-00001-of-00002.gguf",
						"c.gguf",
						"mmproj-f16.gguf",
						"x.json",
					),
				}),
				{ maxLength: 4 },
			),
		});
		fc.assert(
			fc.property(record, (r) => {
				const model = r as unknown as ModelRecord;
				for (const app of LOCAL_APPS) {
					if (!app.applies(model)) continue;
					const answer = localApps(model, { app: app.key });
					if (!answer.ok) return false;
					const steps = answer.apps[0]?.steps ?? [];
					if (steps.length === 0) return false;
					if (steps.some((s) => (s.kind === "snippet" ? s.content.trim() === "" : s.url === ""))) return false;
				}
				return true;
			}),
			{ numRuns: 300, seed: 7 },
		);
	});

	it("hostile ids, file names and tags stay inside single-quoted words and percent-encoded links", async () => {
		const checks: SnippetCheck[] = [];
		const problems: string[] = [];
		for (const [t, text] of HOSTILE_TEXTS.entries()) {
			for (const [r, record] of RECORDS.entries()) {
				const poisoned = poison(record as never, text) as unknown as ModelRecord;
				checks.push(...checksFor(poisoned, `hostile#${t} record#${r}`));
				problems.push(...linkProblems(poisoned));
			}
		}
		for (const [n, text] of fc.sample(hostileText, { numRuns: 20, seed: 5 }).entries()) {
			const record = RECORDS[n % RECORDS.length] as ModelRecord;
			const poisoned = poison(record as never, text) as unknown as ModelRecord;
			checks.push(...checksFor(poisoned, `random#${n}`));
			problems.push(...linkProblems(poisoned));
		}
		expect(checks.length).toBeGreaterThan(100);
		expect(problems).toEqual([]);
		expect(formatFailures(await validateSnippets(checks))).toBe("");
	}, 120_000);

	it("a link's encoded id decodes back to the id", () => {
		const id = `o'w&n=er/na me?#${MARKER}/x`;
		const answer = localApps({ id, tags: ["gguf"] }, { app: "sanctum" });
		const step = answer.ok ? answer.apps[0]?.steps[0] : undefined;
		const url = step?.kind === "link" ? new URL(step.url) : undefined;
		expect(url?.searchParams.get("model")).toBe(id);
	});

	it("percent-encodes every character but the unreserved ones, lone surrogates included", () => {
		expect(percent("a/b c'(d)*!~._-")).toBe("a%2Fb%20c%27%28d%29%2A%21~._-");
		expect(percent("x\ud800y")).toBe("x%EF%BF%BDy");
		expect(percent("🤗")).toBe("%F0%9F%A4%97");
	});
});
