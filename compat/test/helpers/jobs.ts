/**
 * From the inference fixtures to runnable jobs: one folder per snippet holding the snippet (its base URLs pointed
 * at the stand-in, nothing else changed), the sample files it reads, and the environment holding its tokens.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { InferenceOptions, ModelRecord } from "@modelhub/core";
import { resolveRecord } from "../../../packages/core/test/helpers/catalog.js";
import { readCases } from "../../../packages/core/test/helpers/fixtures.js";
import { SAMPLE_FILES } from "../../router/media.js";

export type Runner = "bash" | "node" | "python";

export interface Job {
	id: string;
	/** "<language>/<client>", e.g. "python/requests". */
	flavour: string;
	runner: Runner;
	case: string;
	record: ModelRecord;
	options: InferenceOptions;
	dir: string;
	file: string;
	/** The snippet as the fixture holds it. */
	source: string;
	env: Record<string, string>;
	/** The router token this job alone sends (undefined when the snippet writes its own). */
	token?: string;
	/** Why the service must refuse this run as printed (set once the stand-in knows every model), if it must. */
	refusal?: string;
}

/** How this hub's own token starts in a job's environment (the stand-in accepts it nowhere). */
export const HUB_TOKEN_PREFIX = "hf_mh_hub_";

/**
 * The token variables of every service, each given a value unique to the job; HF_TOKEN holds this hub's token, as
 * its users' shells do (its tokens page says `export HF_TOKEN=hf_mh…`), which no snippet may send to the service.
 */
export const tokenEnv = (n: number): Record<string, string> => ({
	HF_TOKEN: `${HUB_TOKEN_PREFIX}job${n}`,
	HF_INFERENCE_TOKEN: `hf_job${n}`,
	API_TOKEN: `endpoint-job${n}`,
	FAL_KEY: `fal-ai-key-job${n}`,
	TOGETHER_API_KEY: `together-key-job${n}`,
	FIREWORKS_AI_API_KEY: `fireworks-ai-key-job${n}`,
	GROQ_API_KEY: `groq-key-job${n}`,
	CEREBRAS_API_KEY: `cerebras-key-job${n}`,
	NOVITA_API_KEY: `novita-key-job${n}`,
	FEATHERLESS_AI_API_KEY: `featherless-ai-key-job${n}`,
	NSCALE_API_KEY: `nscale-key-job${n}`,
});

const RUNNERS: Record<string, { runner: Runner; ext: string }> = {
	"sh.curl": { runner: "bash", ext: "sh" },
	"js.fetch": { runner: "node", ext: "mjs" },
	"js.openai": { runner: "node", ext: "mjs" },
	"js.huggingface.js": { runner: "node", ext: "mjs" },
	"python.requests": { runner: "python", ext: "py" },
	"python.huggingface_hub": { runner: "python", ext: "py" },
	"python.openai": { runner: "python", ext: "py" },
};

/** The one edit: every https:// base URL, and every local endpoint, goes to the stand-in as `<origin>/<host>`. */
export function pointAtStandIn(source: string, origin: string): string {
	return source.replace(/https:\/\/|http:\/\/(?=localhost:\d+)/g, `${origin}/`);
}

/** A fixture file that is only a comment (a task with no sample input) makes no call. */
export const isCommentOnly = (source: string): boolean => /^\s*(#|\/\/)[^\n]*\n?$/.test(source);

export interface Cases {
	jobs: Job[];
	/** Tokens the fixtures write into their snippets. */
	explicitTokens: Set<string>;
	/** Fixture files not run here, by flavour: fal_client (no wheel), comment-only snippets. */
	notRun: { file: string; why: string }[];
	records: ModelRecord[];
}

export function buildJobs(fixtures: string, workDir: string, origin: string): Cases {
	const jobs: Job[] = [];
	const notRun: Cases["notRun"] = [];
	const records: ModelRecord[] = [];
	const explicitTokens = new Set<string>();
	type Input = { model: ModelRecord | { $catalog: string }; options?: InferenceOptions };
	for (const c of readCases<Input>(fixtures)) {
		const record = resolveRecord(c.input.model);
		records.push(record);
		if (c.input.options?.accessToken) explicitTokens.add(c.input.options.accessToken);
		for (const name of readdirSync(c.dir).sort()) {
			if (name === "input.json") continue;
			const base = name.replace(/\.[a-z]+$/, "");
			const source = readFileSync(join(c.dir, name), "utf8");
			const kind = RUNNERS[base];
			if (isCommentOnly(source)) {
				notRun.push({ file: `${c.name}/${name}`, why: "no call (no sample input)" });
				continue;
			}
			if (!kind) {
				notRun.push({ file: `${c.name}/${name}`, why: "no client here (checked against the facts table)" });
				continue;
			}
			const n = jobs.length + 1;
			const dir = join(workDir, c.name, base);
			mkdirSync(dir, { recursive: true });
			for (const [file, bytes] of Object.entries(SAMPLE_FILES)) writeFileSync(join(dir, file), bytes);
			const file = join(dir, `snippet.${kind.ext}`);
			writeFileSync(file, pointAtStandIn(source, origin));
			const env = tokenEnv(n);
			const explicit = c.input.options?.accessToken !== undefined;
			jobs.push({
				id: `${c.name}/${name}`,
				flavour: base.replace(".", "/"),
				runner: kind.runner,
				case: c.name,
				record,
				options: c.input.options ?? {},
				dir,
				file,
				source,
				env,
				...(explicit ? {} : { token: env.HF_INFERENCE_TOKEN }),
			});
		}
	}
	return { jobs, notRun, records, explicitTokens };
}
