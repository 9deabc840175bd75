/** The stand-in refuses what the real router refuses: each check below can fail a snippet. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_TEXT } from "../router/chat.js";
import { MEDIA } from "../router/media.js";
import { type StandIn, startStandIn } from "../router/server.js";

let s: StandIn;
const TOKEN = "hf_good";

beforeAll(async () => {
	s = await startStandIn({
		accepts: (service, token) => (service === "hf" ? token === TOKEN : token === `${service}-key`),
		columns: (r) => r.config?.sklearn?.columns,
	});
	s.models.add({ id: "org/chat", pipeline_tag: "text-generation", tags: ["conversational"] });
	s.models.add({ id: "org/asr", pipeline_tag: "automatic-speech-recognition" });
	s.models.add({
		id: "org/tab",
		pipeline_tag: "tabular-classification",
		config: { sklearn: { columns: ["Age", "Pclass"] } },
	});
	s.models.add({
		id: "org/flux",
		pipeline_tag: "text-to-image",
		inferenceProviderMapping: [{ provider: "fal-ai", providerId: "fal-ai/flux/dev", task: "text-to-image" }],
	});
});
afterAll(() => s.close());

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
	fetch(`${s.origin}/${path}`, {
		method: "POST",
		headers: { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json", ...headers },
		body,
	});
const chat = (body: unknown, headers?: Record<string, string>) =>
	post("router.huggingface.co/v1/chat/completions", JSON.stringify(body), headers);
const messages = [{ role: "user", content: "Hi" }];

describe("the router stand-in", () => {
	it("answers a chat as JSON, and a streamed chat as events ending with [DONE]", async () => {
		const r = await chat({ model: "org/chat", messages });
		expect(r.status).toBe(200);
		expect((await r.json()).choices[0].message.content).toBe(CHAT_TEXT);
		const events = (await (await chat({ model: "org/chat:hf-inference", messages, stream: true })).text())
			.split("\n\n")
			.filter(Boolean);
		expect(events.at(-1)).toBe("data: [DONE]");
	});

	it("refuses a missing or wrong token, a bad bill-to, an unknown model or provider and a malformed body", async () => {
		expect((await chat({ model: "org/chat", messages }, { Authorization: "Bearer hf_bad" })).status).toBe(401);
		expect((await chat({ model: "org/chat", messages }, { Authorization: TOKEN })).status).toBe(401);
		expect((await chat({ model: "org/chat", messages }, { "X-HF-Bill-To": "a b" })).status).toBe(400);
		expect((await chat({ model: "org/none", messages })).status).toBe(404);
		expect((await chat({ model: "org/chat:together", messages })).status).toBe(404);
		expect((await chat({ model: "org/chat", messages: [] })).status).toBe(400);
		expect((await chat({ model: "org/chat", messages }, { "Content-Type": "text/plain" })).status).toBe(400);
		const error = await (await chat({ model: "org/chat", messages: [{ role: "user" }] })).json();
		expect(error.error).toMatch(/messages\[0\]/);
	});

	it("takes audio only as audio bytes whose declared type matches", async () => {
		const asr = "router.huggingface.co/hf-inference/models/org/asr";
		expect((await post(asr, new Uint8Array(MEDIA["audio/flac"]), { "Content-Type": "audio/flac" })).status).toBe(200);
		expect((await post(asr, new Uint8Array(MEDIA["audio/flac"]), { "Content-Type": "image/jpeg" })).status).toBe(400);
		expect((await post(asr, new Uint8Array(MEDIA["image/jpeg"]), { "Content-Type": "image/jpeg" })).status).toBe(400);
	});

	it("checks a tabular model's columns", async () => {
		const tab = "router.huggingface.co/hf-inference/models/org/tab";
		const send = (data: unknown) => post(tab, JSON.stringify({ inputs: { data } }));
		expect((await send({ Age: ["3"], Pclass: ["1"] })).status).toBe(200);
		expect((await send({ sepal_length: ["5.1"] })).status).toBe(400);
	});

	it("runs fal's queue: submit, then status, then result; the result is refused before a poll", async () => {
		const submit = await post(
			"router.huggingface.co/fal-ai/fal-ai/flux/dev?_subdomain=queue",
			JSON.stringify({ prompt: "a" }),
		);
		const { response_url: url } = await submit.json();
		const path = new URL(url).pathname;
		expect(path).toMatch(/^\/fal-ai\/flux\/requests\//);
		const get = (p: string) =>
			fetch(`${s.origin}/router.huggingface.co/fal-ai${p}?_subdomain=queue`, {
				headers: { Authorization: `Bearer ${TOKEN}` },
			});
		expect((await get(path)).status).toBe(400);
		expect((await (await get(`${path}/status`)).json()).status).toBe("IN_QUEUE");
		expect((await (await get(`${path}/status`)).json()).status).toBe("COMPLETED");
		expect((await (await get(path)).json()).images[0].url).toMatch(/\.jpg$/);
		expect((await post("router.huggingface.co/fal-ai/fal-ai/other", JSON.stringify({ prompt: "a" }))).status).toBe(404);
		expect(
			(await post("fal.run/fal-ai/flux/dev", JSON.stringify({ prompt: "a" }), { Authorization: "Key fal-ai-key" }))
				.status,
		).toBe(200);
		expect(
			(await post("fal.run/fal-ai/flux/dev", JSON.stringify({ prompt: "a" }), { Authorization: "Bearer fal-ai-key" }))
				.status,
		).toBe(401);
	});

	it("lets nothing reach an unknown host", async () => {
		expect((await post("example.com/x", "{}")).status).toBe(502);
	});
});
