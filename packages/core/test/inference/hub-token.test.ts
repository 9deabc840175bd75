// No snippet may send this hub's token to another host. This hub's users keep its token in HF_TOKEN (its tokens page
// says so, and the Hub's clients read it for HF_ENDPOINT); Hugging Face's inference service is another host. So a model
// published here gets no third-party call at all (only a server of the caller's own), and a catalogue model's calls
// to the service read their own variable, never HF_TOKEN, and never leave a client to fall back on it. Library
// snippets are checked too: none may read HF_TOKEN itself.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
	buildRequest,
	getInferenceSnippets,
	HOSTED_HERE_NOT_SERVED,
	HUB_TOKEN_VARIABLE,
	hostedInference,
	INFERENCE_PROVIDERS,
	INFERENCE_TOKEN_VARIABLE,
	type InferenceOptions,
	InferenceRequestError,
	type InferenceSnippet,
	writeInferenceSnippets,
} from "../../src/inference/index.js";
import { LIBRARY_SNIPPETS } from "../../src/libraries/snippets/index.js";
import type { ModelRecord } from "../../src/model.js";
import { resolveRecord } from "../helpers/catalog.js";
import { readCases } from "../helpers/fixtures.js";

const ROOT = fileURLToPath(new URL("../fixtures/inference", import.meta.url));
const LIBRARIES = fileURLToPath(new URL("../fixtures/libraries", import.meta.url));
const records = readCases<{ model: ModelRecord | { $catalog: string } }>(ROOT).map((c) => resolveRecord(c.input.model));

/** Every way a caller may ask for a model's calls: each provider, routed and direct, streamed or not, a bill-to. */
const ASKS: InferenceOptions[] = [
	{},
	{ streaming: true },
	{ billTo: "acme" },
	...Object.keys(INFERENCE_PROVIDERS).flatMap((provider) => [{ provider }, { provider, direct: true }]),
	{ provider: "auto" },
];

/** The snippets asked for, or none when the options cannot be honoured (a provider that does not serve the task). */
function snippetsOf(model: ModelRecord, options: InferenceOptions): InferenceSnippet[] {
	try {
		return getInferenceSnippets(model, options);
	} catch (e) {
		if (e instanceof InferenceRequestError) return [];
		throw e;
	}
}

/** The hosts a snippet's code names (its comment lines left out: they may point at a tool's documentation). */
const hosts = (code: string): string[] =>
	[...code.replace(/^\s*(#|\/\/).*$/gm, "").matchAll(/https?:\/\/([^/\s"'`)\\]+)/g)].map((m) => m[1] as string);

/**
 * How a snippet would send the hub's token: it reads HF_TOKEN (any language's spelling), or it makes huggingface_hub's
 * InferenceClient without a token, which then reads HF_TOKEN (or the saved login) by itself. Undefined when it does not.
 */
function hubTokenUse(snippet: { language: string; content: string }): string | undefined {
	const read = new RegExp(`(?<![A-Za-z0-9_])${HUB_TOKEN_VARIABLE}(?![A-Za-z0-9_])`).exec(snippet.content);
	if (read) return `reads ${read[0]}`;
	if (snippet.language === "python") {
		for (const m of snippet.content.matchAll(/InferenceClient\(([^)]*)\)/g))
			if (!/\b(api_key|token)=/.test(m[1] as string)) return "makes an InferenceClient that reads HF_TOKEN itself";
	}
	return undefined;
}

describe("the hub's token and third-party inference calls", () => {
	it("has fixtures and providers to check", () => {
		expect(records.length).toBeGreaterThan(30);
		expect(Object.keys(INFERENCE_PROVIDERS).length).toBeGreaterThan(5);
	});

	it("writes no third-party call for a model published on this hub, however it is asked", () => {
		for (const model of records)
			for (const options of ASKS) {
				const asked = () => getInferenceSnippets(model, { ...options, hostedHere: true });
				expect(asked, `${model.id} ${JSON.stringify(options)}`).toThrow(
					new InferenceRequestError(HOSTED_HERE_NOT_SERVED),
				);
			}
		expect(hostedInference(records[0] as ModelRecord, { hostedHere: true })).toEqual({
			served: false,
			reason: HOSTED_HERE_NOT_SERVED,
		});
	});

	it("calls only the caller's own endpoint for a model published here, without the hub's token", () => {
		let written = 0;
		const endpointUrl = "http://localhost:8081/v1";
		for (const model of records) {
			let request: ReturnType<typeof buildRequest>;
			try {
				request = buildRequest(model, { hostedHere: true, endpointUrl });
			} catch (e) {
				if (e instanceof InferenceRequestError) continue;
				throw e;
			}
			// A task without a sample input: every flavour writes only a comment saying so, and calls nothing.
			if (request.kind === "noSample") {
				for (const s of writeInferenceSnippets(request)) expect([model.id, hosts(s.content)]).toEqual([model.id, []]);
				continue;
			}
			expect([model.id, new URL(request.url).host, request.auth.variable]).toEqual([
				model.id,
				"localhost:8081",
				"API_TOKEN",
			]);
			// The sample's own links (an image the server fetches) are data, not where the call goes.
			const data = new Set(hosts(JSON.stringify(request.body ?? null)));
			for (const s of writeInferenceSnippets(request)) {
				written++;
				const where = `${model.id} ${s.language}/${s.client}`;
				expect([where, hosts(s.content).filter((h) => h !== "localhost:8081" && !data.has(h))]).toEqual([where, []]);
				expect([where, hubTokenUse(s)]).toEqual([where, undefined]);
			}
		}
		expect(written).toBeGreaterThan(100);
	});

	it("never reads the hub's token in a catalogue model's calls to the service or a provider", () => {
		let toService = 0;
		for (const model of records)
			for (const options of ASKS)
				for (const s of snippetsOf(model, options)) {
					if (hosts(s.content).some((h) => h.endsWith("huggingface.co"))) toService++;
					const where = `${model.id} ${JSON.stringify(options)} ${s.language}/${s.client}`;
					expect([where, hubTokenUse(s)]).toEqual([where, undefined]);
				}
		expect(toService).toBeGreaterThan(1000);
		const routed = getInferenceSnippets(records[0] as ModelRecord).find((s) => s.client === "curl");
		expect(routed?.content).toContain(`Authorization: Bearer $${INFERENCE_TOKEN_VARIABLE}`);
	});

	it("finds no library snippet that reads the hub's token, printed for this hub or for the public Hub", () => {
		// Library snippets send no token themselves: the Hub's clients read HF_TOKEN for the hub HF_ENDPOINT names,
		// which the snippets of a model held here set to this hub.
		let checked = 0;
		for (const c of readCases<ModelRecord>(LIBRARIES)) {
			const generate = LIBRARY_SNIPPETS[c.name.split("/")[0] ?? ""];
			for (const options of [{}, { hubUrl: "http://127.0.0.1:4173" }])
				for (const s of generate?.(resolveRecord(c.input), options) ?? []) {
					checked++;
					expect([c.name, s.content.slice(0, 80), hubTokenUse(s)]).toEqual([c.name, s.content.slice(0, 80), undefined]);
				}
		}
		expect(checked).toBeGreaterThan(500);
	});

	it("is a check that can fail", () => {
		const flagged = [
			{ language: "sh", content: 'curl https://router.huggingface.co/x -H "Authorization: Bearer $HF_TOKEN"' },
			{ language: "sh", content: "curl -H 'Authorization: Bearer '\"${HF_TOKEN}\" https://example.com" },
			{ language: "python", content: 'api_key=os.environ["HF_TOKEN"]' },
			{ language: "js", content: "new OpenAI({ apiKey: process.env.HF_TOKEN })" },
			{ language: "python", content: 'client = InferenceClient(provider="together")' },
		] as const;
		for (const s of flagged) expect([s.content, hubTokenUse(s)]).toEqual([s.content, expect.any(String)]);
		for (const s of [
			{ language: "sh", content: 'curl -H "Authorization: Bearer $HF_TOKEN_X" https://x' },
			{
				language: "python",
				content:
					'client = InferenceClient(\n    provider="together",\n    api_key=os.environ["HF_INFERENCE_TOKEN"],\n)',
			},
		] as const)
			expect([s.content, hubTokenUse(s)]).toEqual([s.content, undefined]);
	});
});
