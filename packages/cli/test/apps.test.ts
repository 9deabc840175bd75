import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { expectOneLineError, runCli } from "./harness.js";

const RECORD = {
	id: "bartowski/Llama-3.2-1B-Instruct-GGUF",
	pipeline_tag: "text-generation",
	tags: ["gguf", "conversational"],
	config: { num_hidden_layers: 16, num_attention_heads: 32, num_key_value_heads: 8, hidden_size: 2048 },
	siblings: [
		{ rfilename: "Llama-3.2-1B-Instruct-Q4_K_M.gguf", size: 807_690_656 },
		{ rfilename: "Llama-3.2-1B-Instruct-Q8_0.gguf", size: 1_321_082_528 },
		{ rfilename: "Llama-3.2-1B-Instruct-F16-00001-of-00002.gguf", size: 1_500_000_000 },
		{ rfilename: "Llama-3.2-1B-Instruct-F16-00002-of-00002.gguf", size: 1_000_000_000 },
	],
};
const stdin = JSON.stringify(RECORD);

describe("modelhub apps", () => {
	it("--list names at least 25 apps, as a table or JSON", async () => {
		const text = await runCli(["apps", "--list"]);
		expect(text.code).toBe(0);
		expect(text.stdout).toMatch(/^key +app +gives/);
		const json = await runCli(["apps", "--list", "--json"]);
		const apps = JSON.parse(json.stdout) as { key: string; docsUrl: string; source: string[] }[];
		expect(apps.length).toBeGreaterThanOrEqual(25);
		expect(apps.map((a) => a.key)).toEqual(expect.arrayContaining(["llama.cpp-server", "ollama", "lmstudio", "vllm"]));
		expect(text.stdout.trimEnd().split("\n")).toHaveLength(apps.length + 2);
	});

	it("writes every applicable app for the default quant, split files counted once", async () => {
		const r = await runCli(["apps", "-"], { stdin });
		expect(r.code).toBe(0);
		expect(r.stdout).toMatch(/^GGUF quants: F16, Q8_0, Q4_K_M \(chosen\)\n/);
		expect(r.stdout).toContain("llama-server -hf 'bartowski/Llama-3.2-1B-Instruct-GGUF:Q4_K_M' --host 127.0.0.1");
		expect(r.stdout).toContain(
			"Open in LM Studio: lmstudio://open_from_hf?model=bartowski%2FLlama-3.2-1B-Instruct-GGUF",
		);
		expect(r.stdout).not.toContain("vllm serve");
	});

	it("--app and --quant pick one app and another quant, as JSON", async () => {
		const r = await runCli(["apps", "-", "--app", "localai", "--quant", "f16", "--json"], { stdin });
		expect(r.code).toBe(0);
		const out = JSON.parse(r.stdout);
		expect(out.quant).toBe("F16");
		expect(out.apps).toHaveLength(1);
		expect(out.apps[0].steps[0].content).toContain(
			"local-ai run 'huggingface://bartowski/Llama-3.2-1B-Instruct-GGUF/Llama-3.2-1B-Instruct-F16-00001-of-00002.gguf'",
		);
		expect(out.quants.find((q: { label: string }) => q.label === "F16").bytes).toBe(2_500_000_000);
	});

	it("a catalogue transformers model gets the servers, not the GGUF apps", async () => {
		const r = await runCli(["apps", "openai-community/gpt2", "--json"]);
		const keys = JSON.parse(r.stdout).apps.map((a: { key: string }) => a.key);
		expect(keys).toContain("vllm");
		expect(keys).not.toContain("ollama");
	});

	it("bad input is one line", async () => {
		expectOneLineError(await runCli(["apps"]), /^error: missing argument/);
		expectOneLineError(
			await runCli(["apps", "-", "--app", "nope"], { stdin }),
			`${RECORD.id}: unknown app "nope" (see the list of apps)`,
		);
		expectOneLineError(
			await runCli(["apps", "-", "--quant", "Q2_K"], { stdin }),
			`${RECORD.id}: no GGUF quant "Q2_K" in this repository (it has F16, Q8_0, Q4_K_M)`,
		);
		expectOneLineError(
			await runCli(["apps", "-", "--app", "vllm"], { stdin }),
			`${RECORD.id}: vLLM does not run this model`,
		);
		expectOneLineError(await runCli(["apps", "x", "--list"]), '--list takes no model; remove the argument "x"');
	});

	it("reads a model file and keeps a hostile id quoted", async () => {
		const dir = mkdtempSync(join(tmpdir(), "modelhub-apps-"));
		const file = join(dir, "m.json");
		writeFileSync(file, JSON.stringify({ ...RECORD, id: "o/x'; rm -rf ~; '" }));
		const r = await runCli(["apps", file, "--app", "ollama"]);
		expect(r.stdout).toContain("ollama run 'hf.co/o/x'\\''; rm -rf ~; '\\'':Q4_K_M'");
	});
});

describe("modelhub fit", () => {
	it("gives a verdict and a speed bound per quant, labelled estimates, with the formula", async () => {
		const r = await runCli(["fit", "-", "--hardware", "rtx-3060", "--context", "8192"], { stdin });
		expect(r.code).toBe(0);
		expect(r.stdout).toMatch(/^Estimates for bartowski\/Llama-3\.2-1B-Instruct-GGUF on NVIDIA GeForce RTX 3060/);
		expect(r.stdout).toMatch(/Q4_K_M +0\.81 GB +\S+ GB +fits/);
		expect(r.stdout).toContain("2 × 16 layers × 8 KV heads × 64 × 8192 tokens × 2 bytes");
		expect(r.stdout).toContain("decode ≤ 360 GB/s");
	});

	it("as JSON, with the hardware row and its source", async () => {
		const r = await runCli(["fit", "-", "--hardware", "cpu-ddr4-16", "--json"], { stdin });
		const out = JSON.parse(r.stdout);
		expect(out.context).toBe(4096);
		expect(out.estimate).toBe(true);
		expect(out.hardware.source).toMatch(/^https:/);
		// KV = 2 × 16 × 8 × 64 × 4096 × 2 = 134,217,728 B for every file.
		expect(out.files.map((f: { label: string; kvCacheBytes: number }) => [f.label, f.kvCacheBytes])).toEqual([
			["F16", 134_217_728],
			["Q8_0", 134_217_728],
			["Q4_K_M", 134_217_728],
		]);
		// CPU-only 16 GB: usable 12 GB; F16 needs 2.5 + 0.134 + 0.5 + 0.125 = 3.26 GB → fits.
		expect(out.files[0].verdict).toBe("fits");
	});

	it("bad input is one line", async () => {
		expectOneLineError(await runCli(["fit", "-"], { stdin }), "missing --hardware KEY (see modelhub fit --help)");
		expectOneLineError(
			await runCli(["fit", "-", "--hardware", "gtx-9"], { stdin }),
			'unknown hardware "gtx-9" (see modelhub fit --help for the keys)',
		);
		expectOneLineError(
			await runCli(["fit", "-", "--hardware", "t4", "--context", "0"], { stdin }),
			'--context must be a whole number of tokens, 1 or more, got "0"',
		);
		expectOneLineError(
			await runCli(["fit", "-", "--hardware", "t4", "--context", "4k"], { stdin }),
			'--context must be a whole number of tokens, 1 or more, got "4k"',
		);
		expectOneLineError(
			await runCli(["fit", "openai-community/gpt2", "--hardware", "t4"]),
			"openai-community/gpt2: the record gives no GGUF file sizes and no parameter count to estimate from",
		);
	});
});
