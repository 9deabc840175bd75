/** Snippets for models whose files another hub holds: file URLs point there, and the set says how to use it. */
import { describe, expect, it } from "vitest";
import { hubFileUrl, isHubUrl, librarySnippets } from "../../src/libraries/index.js";
import type { ModelRecord } from "../../src/model.js";
import { HOSTILE_TEXTS, MARKER } from "../helpers/hostile.js";
import { validateSnippets } from "../helpers/validate.js";

const spacyModel: ModelRecord = { id: "acme/en_core_web_sm", library_name: "spacy", tags: ["spacy"] };
const snippetsOf = (model: ModelRecord, hubUrl?: string) => {
	const r = librarySnippets(model, hubUrl === undefined ? {} : { hubUrl });
	if ("error" in r) throw new Error(r.error);
	return r.snippets;
};

describe("hubUrl", () => {
	it("keeps today's snippets without it", () => {
		const all = snippetsOf(spacyModel)
			.map((s) => s.content)
			.join("\n");
		expect(all).toContain('snapshot_download("acme/en_core_web_sm"');
		expect(all).not.toContain("HF_ENDPOINT");
	});

	it("writes a file's address on the hub, or on the public Hub without one", () => {
		expect(hubFileUrl(spacyModel, "en_core_web_sm-any-py3-none-any.whl", { hubUrl: "http://127.0.0.1:4173/" })).toBe(
			"http://127.0.0.1:4173/acme/en_core_web_sm/resolve/main/en_core_web_sm-any-py3-none-any.whl",
		);
		expect(hubFileUrl(spacyModel, "config.cfg")).toBe(
			"https://huggingface.co/acme/en_core_web_sm/resolve/main/config.cfg",
		);
	});

	it("points file URLs at the hub and starts with HF_ENDPOINT and hubUrl", () => {
		const snippets = snippetsOf(spacyModel, "http://127.0.0.1:4173/");
		expect(snippets[0]).toEqual({
			language: "bash",
			content: expect.stringContaining("export HF_ENDPOINT='http://127.0.0.1:4173'"),
		});
		expect(snippets[1]?.content).toContain('hubUrl: "http://127.0.0.1:4173"');
		const all = snippets.map((s) => s.content).join("\n");
		expect(all).not.toContain("huggingface.co/acme");
	});

	it("writes valid code for hostile ids and hub addresses", async () => {
		const checks = HOSTILE_TEXTS.flatMap((text, i) =>
			[
				...snippetsOf({ id: `acme/${text}`, library_name: "spacy" }, "http://hub.example:8080"),
				...snippetsOf({ id: "acme/x", library_name: "transformers" }, text),
			].map((s, j) => ({ name: `hostile ${i}.${j}`, language: s.language, content: s.content, payload: MARKER })),
		);
		expect(await validateSnippets(checks)).toEqual([]);
	});

	it("tells a hub address from other text", () => {
		for (const good of ["http://127.0.0.1:4173", "https://hub.example.com/models-mirror/", "http://[::1]:8080"])
			expect(isHubUrl(good), good).toBe(true);
		for (const bad of ["ftp://x", "http://", "127.0.0.1:4173", "http://a b", "http://x/?q=1", "javascript:alert(1)"])
			expect(isHubUrl(bad), bad).toBe(false);
	});
});
