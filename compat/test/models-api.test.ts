// The models API answers the real clients: the Hub's JS client (@huggingface/hub), Python `requests` and
// `huggingface_hub`, pointed at a running Modelhub.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { promisify } from "node:util";
import { listModels, modelInfo } from "@huggingface/hub";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestHub, type TestHub, venvPython } from "./helpers/hub.js";

const run = promisify(execFile);

const LLAMA_SHA = "0e9e39f249a16976918f6564b8830bc894c89659";
const RECORDS = [
	{
		id: "meta-llama/Llama-3.1-8B-Instruct",
		author: "meta-llama",
		sha: LLAMA_SHA,
		pipeline_tag: "text-generation",
		library_name: "transformers",
		tags: ["transformers", "safetensors", "llama", "text-generation", "conversational", "en"],
		downloads: 5_000_000,
		likes: 4000,
		private: false,
		gated: "manual",
		createdAt: "2024-07-18T08:56:00.000Z",
		lastModified: "2024-09-25T17:00:57.000Z",
		siblings: [{ rfilename: "config.json" }, { rfilename: "model.safetensors" }],
	},
	...Array.from({ length: 30 }, (_, i) => ({
		id: `acme/bert-variant-${i}`,
		pipeline_tag: "fill-mask",
		library_name: "transformers",
		tags: ["transformers", "fill-mask"],
		downloads: 1000 - i,
		likes: i,
		lastModified: "2025-01-01T00:00:00.000Z",
	})),
];

let hub: TestHub;
beforeAll(async () => {
	hub = await startTestHub(RECORDS);
});
afterAll(async () => hub?.stop());

describe("@huggingface/hub against Modelhub", () => {
	it("listModels searches, filters by task and follows the cursor pages", async () => {
		const found = [];
		for await (const m of listModels({ hubUrl: hub.url, search: { query: "llama 3.1" } })) found.push(m);
		expect(found).toHaveLength(1);
		expect(found[0]).toMatchObject({
			name: "meta-llama/Llama-3.1-8B-Instruct",
			task: "text-generation",
			downloads: 5_000_000,
			likes: 4000,
			gated: "manual",
			private: false,
		});
		expect(found[0]?.updatedAt.toISOString()).toBe("2024-09-25T17:00:57.000Z");
		const all = [];
		for await (const m of listModels({ hubUrl: hub.url, search: { task: "fill-mask" } })) all.push(m.name);
		expect(all).toHaveLength(30);
		expect(all[0]).toBe("acme/bert-variant-0");
		const limited = [];
		for await (const m of listModels({ hubUrl: hub.url, search: { owner: "acme" }, limit: 3 })) limited.push(m.name);
		expect(limited).toEqual(["acme/bert-variant-0", "acme/bert-variant-1", "acme/bert-variant-2"]);
	});

	it("modelInfo reads one model, and an unknown one is a HubApiError", async () => {
		const info = await modelInfo({ hubUrl: hub.url, name: "meta-llama/Llama-3.1-8B-Instruct" });
		expect(info).toMatchObject({ name: "meta-llama/Llama-3.1-8B-Instruct", task: "text-generation" });
		await expect(modelInfo({ hubUrl: hub.url, name: "nobody/nothing" })).rejects.toThrow(/Repository not found/);
	});
});

describe("Python clients against Modelhub", () => {
	it("requests follows the Link header; huggingface_hub lists and reads models", async () => {
		const python = venvPython();
		expect(existsSync(python), `${python} is missing: run scripts/python-venv.sh`).toBe(true);
		const script = `
import json, os, sys
import requests
from huggingface_hub import HfApi

base = sys.argv[1]
ids = []
url = f"{base}/api/models"
params = {"pipeline_tag": "fill-mask", "limit": 7, "sort": "likes", "direction": "-1"}
while url:
    r = requests.get(url, params=params, timeout=30)
    r.raise_for_status()
    ids += [m["id"] for m in r.json()]
    url = r.links.get("next", {}).get("url")
    params = None
one = requests.get(f"{base}/api/models/meta-llama/Llama-3.1-8B-Instruct", timeout=30).json()
missing = requests.get(f"{base}/api/models/nobody/nothing", timeout=30)
api = HfApi(endpoint=base)
listed = [m.id for m in api.list_models(search="llama", limit=5)]
info = api.model_info("meta-llama/Llama-3.1-8B-Instruct")
print(json.dumps({
    "ids": ids, "one": one["id"], "missing": [missing.status_code, missing.headers.get("X-Error-Code")],
    "listed": listed, "info": [info.id, info.sha, info.pipeline_tag],
}))
`;
		const { stdout } = await run(python, ["-c", script, hub.url], {
			env: { ...process.env, HF_HUB_DISABLE_TELEMETRY: "1", HF_HOME: hub.dir, HF_ENDPOINT: hub.url },
			timeout: 120_000,
		});
		const out = JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}");
		expect(out.ids).toHaveLength(30);
		expect(out.ids[0]).toBe("acme/bert-variant-29");
		expect(new Set(out.ids).size).toBe(30);
		expect(out.one).toBe("meta-llama/Llama-3.1-8B-Instruct");
		expect(out.missing).toEqual([404, "RepoNotFound"]);
		expect(out.listed).toEqual(["meta-llama/Llama-3.1-8B-Instruct"]);
		expect(out.info).toEqual(["meta-llama/Llama-3.1-8B-Instruct", LLAMA_SHA, "text-generation"]);
	});
});
