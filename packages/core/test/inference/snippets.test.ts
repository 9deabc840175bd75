import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { JsonValue } from "../../src/code/index.js";
import {
	buildRequest,
	getInferenceSnippet,
	getInferenceSnippets,
	INFERENCE_FLAVOURS,
	INFERENCE_NO_SAMPLE_MESSAGE,
	INFERENCE_WRITERS,
	type InferenceOptions,
	InferenceRequestError,
	InferenceTemplateError,
	inferenceTemplateName,
	writeInferenceSnippets,
} from "../../src/inference/index.js";
import type { ModelRecord } from "../../src/model.js";
import { resolveRecord } from "../helpers/catalog.js";
import { fixtureSuite, readCases } from "../helpers/fixtures.js";
import { HOSTILE_TEXTS, hostileText, MARKER, poison } from "../helpers/hostile.js";
import { formatFailures, type SnippetCheck, validateSnippets } from "../helpers/validate.js";

interface Input {
	model: ModelRecord | { $catalog: string };
	options?: InferenceOptions;
}

const ROOT = fileURLToPath(new URL("../fixtures/inference", import.meta.url));

// One file per flavour: <language>.<client>.<ext>, e.g. python.requests.py, js.huggingface.js.js, sh.curl.sh.
fixtureSuite<Input>("inference snippet fixtures", ROOT, (input) =>
	getInferenceSnippets(resolveRecord(input.model), input.options ?? {}).map((s) => ({
		name: `${s.language}.${s.client}`,
		language: s.language,
		content: s.content,
	})),
);

const cases = readCases<Input>(ROOT).map((c) => ({
	name: c.name,
	model: resolveRecord(c.input.model),
	options: c.input.options ?? {},
}));

const flavours = (model: ModelRecord, options: InferenceOptions = {}) =>
	getInferenceSnippets(model, options).map((s) => `${s.language}/${s.client}`);

const textClassifier: ModelRecord = {
	id: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
	pipeline_tag: "text-classification",
};
const chatModel: ModelRecord = {
	id: "meta-llama/Llama-3.1-8B-Instruct",
	pipeline_tag: "text-generation",
	tags: ["conversational"],
};
const flux: ModelRecord = {
	id: "black-forest-labs/FLUX.1-dev",
	pipeline_tag: "text-to-image",
	inferenceProviderMapping: [{ provider: "fal-ai", providerId: "fal-ai/flux/dev", task: "text-to-image" }],
};

describe("inference snippets: coverage", () => {
	it("the fixtures cover every template of every flavour (each kind, chat streamed and not)", () => {
		const expected = new Set<string>();
		for (const w of INFERENCE_WRITERS) {
			for (const kind of w.kinds) {
				const names = kind === "conversational" ? ["conversational", "conversationalStream"] : [kind];
				for (const n of names) expected.add(`${w.language}/${w.client}/${n}`);
			}
		}
		const covered = new Set<string>();
		for (const c of cases) {
			const request = buildRequest(c.model, c.options);
			for (const f of flavours(c.model, c.options)) covered.add(`${f}/${inferenceTemplateName(request)}`);
		}
		expect([...expected].filter((t) => !covered.has(t))).toEqual([]);
		// 17 kinds in the five general flavours, chat streamed and not in both OpenAI clients, 6 fal kinds.
		expect(expected.size).toBe(5 * 19 + 2 * 2 + 6);
	});

	it("every flavour is one of the eight client flavours", () => {
		expect([...INFERENCE_FLAVOURS].sort()).toEqual(
			[
				"js/fetch",
				"js/huggingface.js",
				"js/openai",
				"python/fal_client",
				"python/huggingface_hub",
				"python/openai",
				"python/requests",
				"sh/curl",
			].sort(),
		);
	});

	it("listing a model's snippets leaves out the flavours that do not apply", () => {
		const general = ["python/huggingface_hub", "python/requests", "js/huggingface.js", "js/fetch", "sh/curl"];
		expect(flavours(textClassifier)).toEqual(general);
		expect(flavours(chatModel).sort()).toEqual([...general, "python/openai", "js/openai"].sort());
		expect(flavours(chatModel, { streaming: true })).toContain("js/openai");
		expect(flavours(flux)).not.toContain("python/fal_client");
		expect(flavours(flux, { provider: "fal-ai" })).toContain("python/fal_client");
		expect(flavours({ id: "facebook/sam-vit-base", pipeline_tag: "mask-generation" })).toEqual(general);
	});

	it("a task without a sample input gets the fallback message as a comment in every flavour", () => {
		for (const s of getInferenceSnippets({ id: "facebook/sam-vit-base", pipeline_tag: "mask-generation" })) {
			expect(s.content).toBe(`${s.language === "js" ? "//" : "#"} ${INFERENCE_NO_SAMPLE_MESSAGE}`);
		}
	});
});

describe("inference snippets: errors", () => {
	const templateError = (f: () => unknown): InferenceTemplateError => {
		try {
			f();
		} catch (e) {
			if (e instanceof InferenceTemplateError) return e;
			throw e;
		}
		throw new Error("expected an InferenceTemplateError");
	};

	it("a flavour without a template for the kind raises Template not found with flavour, kind and template", () => {
		const e = templateError(() => getInferenceSnippet(textClassifier, "python", "openai"));
		expect(e.message).toBe("Template not found: python/openai/basic");
		expect([e.flavour, e.kind, e.template]).toEqual(["python/openai", "basic", "basic"]);

		const s = templateError(() => getInferenceSnippet(chatModel, "python", "fal_client", { streaming: true }));
		expect(s.message).toBe("Template not found: python/fal_client/conversational");
		expect([s.flavour, s.kind, s.template]).toEqual(["python/fal_client", "conversational", "conversationalStream"]);

		// fal_client writes fal's own apps only: the same kind from another provider has no template.
		const f = templateError(() => getInferenceSnippet(flux, "python", "fal_client"));
		expect(f.message).toBe("Template not found: python/fal_client/textToImage");
	});

	it("an unknown flavour raises Template not found too", () => {
		const e = templateError(() => getInferenceSnippet(textClassifier, "ruby", "net-http"));
		expect(e.message).toBe("Template not found: ruby/net-http/basic");
	});

	it("options that cannot be honoured raise a one-line InferenceRequestError", () => {
		const bad: [ModelRecord, InferenceOptions, RegExp][] = [
			[textClassifier, { provider: "together" }, /provider "together" does not serve text-classification/],
			[textClassifier, { provider: "constructor" }, /provider "constructor" does not serve/],
			[
				chatModel,
				{ provider: "hf-inference", direct: true },
				/no direct chat API is known for provider "hf-inference"/,
			],
			[chatModel, { provider: "auto", direct: true }, /no direct chat API/],
			[chatModel, { endpointUrl: "ftp://example.com" }, /endpoint URL must start with http/],
			[chatModel, { endpointUrl: "https://\nx" }, /endpoint URL must start with http/],
			[chatModel, { billTo: "" }, /bill-to organisation must be a non-empty string/],
			[chatModel, { provider: 42 as unknown as string }, /provider must be a non-empty string/],
			[{ pipeline_tag: "text-classification" } as ModelRecord, {}, /the model record has no id/],
		];
		for (const [model, options, message] of bad) {
			let error: unknown;
			try {
				getInferenceSnippets(model, options);
			} catch (e) {
				error = e;
			}
			expect(error, JSON.stringify(options)).toBeInstanceOf(InferenceRequestError);
			expect((error as Error).message).toMatch(message);
			expect((error as Error).message).not.toContain("\n");
		}
	});
});

describe("inference requests", () => {
	it("are plain values: a JSON round trip writes the same snippets", () => {
		for (const c of cases) {
			const request = buildRequest(c.model, c.options);
			const copy = JSON.parse(JSON.stringify(request)) as typeof request;
			expect(copy).toEqual(request);
			expect(writeInferenceSnippets(copy)).toEqual(getInferenceSnippets(c.model, c.options));
		}
	});

	it("route chat through the OpenAI-compatible router with model <id>:<provider>, bare for auto", () => {
		const routed = buildRequest(chatModel, { provider: "together" });
		expect(routed.url).toBe("https://router.huggingface.co/v1/chat/completions");
		expect((routed.body as { model: string }).model).toBe("meta-llama/Llama-3.1-8B-Instruct:together");
		expect((buildRequest(chatModel, { provider: "auto" }).body as { model: string }).model).toBe(
			"meta-llama/Llama-3.1-8B-Instruct",
		);
		expect(buildRequest(textClassifier).url).toBe(
			"https://router.huggingface.co/hf-inference/models/distilbert/distilbert-base-uncased-finetuned-sst-2-english",
		);
		const embed = buildRequest({ id: "BAAI/bge-small-en-v1.5", pipeline_tag: "feature-extraction" });
		expect(embed.url).toBe(
			"https://router.huggingface.co/hf-inference/models/BAAI/bge-small-en-v1.5/pipeline/feature-extraction",
		);
	});

	it("direct calls use the provider's base URL, its model id and its key variable", () => {
		const direct = buildRequest(
			{ ...chatModel, inferenceProviderMapping: { groq: { providerId: "llama-3.1-8b-instant" } } },
			{ provider: "groq", direct: true },
		);
		expect([direct.url, direct.providerModel, direct.auth.variable]).toEqual([
			"https://api.groq.com/openai/v1/chat/completions",
			"llama-3.1-8b-instant",
			"GROQ_API_KEY",
		]);
		const fal = buildRequest(flux, { provider: "fal-ai", direct: true });
		expect([fal.url, fal.auth.scheme, fal.auth.variable]).toEqual([
			"https://queue.fal.run/fal-ai/flux/dev",
			"Key",
			"FAL_KEY",
		]);
		// hf-inference has no API but the router: a direct call is a routed call.
		expect(buildRequest(textClassifier, { direct: true }).target).toBe("router");
		// The explicit provider model id wins over the record's mapping.
		expect(buildRequest(flux, { provider: "fal-ai", providerModelId: "fal-ai/flux/schnell" }).url).toBe(
			"https://router.huggingface.co/fal-ai/fal-ai/flux/schnell?_subdomain=queue",
		);
	});

	it("bill-to only goes with routed calls; a custom endpoint reads API_TOKEN", () => {
		expect(buildRequest(chatModel, { billTo: "acme" }).headers).toContainEqual({ name: "X-HF-Bill-To", value: "acme" });
		const endpoint = buildRequest(chatModel, { billTo: "acme", endpointUrl: "http://localhost:8080/" });
		expect(endpoint.headers.map((h) => h.name)).not.toContain("X-HF-Bill-To");
		expect([endpoint.url, endpoint.baseUrl, endpoint.auth.variable]).toEqual([
			"http://localhost:8080/v1/chat/completions",
			"http://localhost:8080/v1",
			"API_TOKEN",
		]);
	});
});

describe("inference snippets: purity", () => {
	it("give the same output whatever was generated before (shuffled call orders)", () => {
		const first = cases.map((c) => JSON.stringify(getInferenceSnippets(c.model, c.options)));
		const orders = fc.sample(
			fc.shuffledSubarray(
				cases.map((_, i) => i),
				{ minLength: cases.length },
			),
			{
				numRuns: 5,
				seed: 7,
			},
		);
		for (const order of orders) {
			for (const i of order) {
				const c = cases[i];
				if (!c) continue;
				expect(JSON.stringify(getInferenceSnippets(c.model, c.options)), c.name).toBe(first[i]);
			}
		}
	});

	it("a conversational snippet never changes a later non-conversational one", () => {
		const before = getInferenceSnippets(textClassifier);
		getInferenceSnippets(chatModel, { streaming: true, billTo: "acme" });
		getInferenceSnippets({ ...chatModel, pipeline_tag: "image-text-to-text" });
		expect(getInferenceSnippets(textClassifier)).toEqual(before);
	});
});

/** The case's options with every free-text option carrying `text` (the branch-choosing ones kept). */
function poisonOptions(options: InferenceOptions, text: string, chat: boolean): InferenceOptions {
	const out: InferenceOptions = { ...options, billTo: `acme${text}`, accessToken: `hf_${text}` };
	if (options.endpointUrl) out.endpointUrl = `${options.endpointUrl}${text}`;
	else out.providerModelId = `org/model${text}`;
	// Any provider name can be routed for chat; other tasks need a provider from the table.
	if (chat && !options.direct && !options.endpointUrl) out.provider = `together${text}`;
	return out;
}

/** Every fixture case that `variant` picks, with `text` in each string of the record and, in variant 1, of the options. */
function hostileChecks(text: string, label: string, variant: (i: number) => number | undefined): SnippetCheck[] {
	const checks: SnippetCheck[] = [];
	for (const [i, c] of cases.entries()) {
		const v = variant(i);
		if (v === undefined) continue;
		const model = poison(c.model as unknown as JsonValue, text) as unknown as ModelRecord;
		const chat = buildRequest(c.model, c.options).kind === "conversational";
		const options = v === 0 ? c.options : poisonOptions(c.options, text, chat);
		for (const s of getInferenceSnippets(model, options)) {
			const name = `${c.name} ${label}.${v} ${s.language}/${s.client}`;
			// With hostile options every snippet writes at least the hostile token.
			if (v === 1 && !s.content.startsWith("#") && !s.content.startsWith("//"))
				expect(s.content.includes(MARKER), `${name} carries the hostile value`).toBe(true);
			checks.push({ name, language: s.language, content: s.content, payload: MARKER });
		}
	}
	return checks;
}

describe("inference snippets: hostile values", () => {
	it("stay inside their literals in every flavour and kind (fixed hostile texts)", async () => {
		// Every case meets every text: in the record always, and every other text in the options too.
		const checks = HOSTILE_TEXTS.flatMap((text, t) => hostileChecks(text, `hostile#${t}`, (i) => (i + t) % 2));
		expect(formatFailures(await validateSnippets(checks))).toBe("");
	});

	it("cannot escape through a hand-made request either (auth scheme, variable, task)", async () => {
		const checks: SnippetCheck[] = [];
		for (const c of cases) {
			const request = buildRequest(c.model, c.options);
			for (const [t, text] of HOSTILE_TEXTS.entries()) {
				const crafted = {
					...request,
					task: request.kind === "conversational" ? text : request.task,
					// A name that is an identifier is written as one (process.env.NAME, $NAME): it cannot escape.
					auth: { scheme: text as "Bearer", variable: /^[A-Za-z_]\w*$/.test(text) ? "HF_TOKEN" : text },
				};
				for (const s of writeInferenceSnippets(crafted))
					checks.push({ name: `${c.name} crafted#${t} ${s.language}/${s.client}`, ...s, payload: MARKER });
			}
		}
		expect(formatFailures(await validateSnippets(checks))).toBe("");
	});

	it("stay inside their literals for random hostile texts", async () => {
		const samples = fc.sample(hostileText, { numRuns: 24, seed: 11 });
		const checks = samples.flatMap((text, n) =>
			hostileChecks(text, `random#${n}`, (i) => (i % 4 === n % 4 ? n % 2 : undefined)),
		);
		expect(formatFailures(await validateSnippets(checks))).toBe("");
	});
});
