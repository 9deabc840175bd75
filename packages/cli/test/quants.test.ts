import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { arr, str, u16, u32, writeGguf } from "../../core/test/quantization/gguf-writer.js";
import { runCli } from "./harness.js";

const dir = mkdtempSync(join(tmpdir(), "modelhub-gguf-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (...argv: string[]) => runCli(argv, { cwd: dir });

function file(name: string, bytes: Uint8Array): string {
	writeFileSync(join(dir, name), bytes);
	return name;
}

const MODEL = writeGguf({
	metadata: [
		["general.architecture", str("llama")],
		["general.name", str("Tiny Llama")],
		["general.file_type", u32(15)],
		["llama.context_length", u32(4096)],
		["tokenizer.ggml.tokens", arr("string", ["<s>", "</s>"])],
		["tokenizer.chat_template", str("{{ messages }}")],
	],
	tensors: [
		{ name: "token_embd.weight", shape: [256, 2], type: "Q6_K" },
		{ name: "blk.0.attn_q.weight", shape: [256, 256], type: "Q4_K" },
		{ name: "blk.0.attn_norm.weight", shape: [256], type: "F32" },
	],
});

describe("modelhub quants", () => {
	it("prints both lists as JSON", async () => {
		const { code, stdout, stderr } = await run("quants", "--json");
		expect([code, stderr]).toEqual([0, ""]);
		const json = JSON.parse(stdout);
		expect(Object.keys(json)).toEqual(["fileTypes", "tensorTypes"]);
		expect(json.fileTypes).toHaveLength(48);
		expect(json.tensorTypes).toHaveLength(35);
		expect(json.fileTypes[0]).toEqual({
			name: "F32",
			value: 0,
			bitsPerWeight: 32,
			tensorTypes: ["F32"],
			status: "current",
		});
		expect(json.fileTypes.find((t: { name: string }) => t.name === "Q6_K_XL")).toMatchObject({
			value: 1004,
			status: "naming",
		});
		const q4k = json.tensorTypes.find((t: { name: string }) => t.name === "Q4_K");
		expect(Object.keys(q4k)).toEqual([
			"name",
			"value",
			"family",
			"blockSize",
			"bytesPerBlock",
			"bitsPerWeight",
			"description",
		]);
		expect(q4k).toMatchObject({ value: 12, family: "K-quant", blockSize: 256, bytesPerBlock: 144, bitsPerWeight: 4.5 });
	});

	it("prints two tables without --json", async () => {
		const { code, stdout } = await run("quants");
		expect(code).toBe(0);
		expect(stdout).toContain("File types (general.file_type), largest to smallest:");
		expect(stdout).toContain("Tensor types (ggml_type), by family, legacy last:");
		expect(stdout).toMatch(/^Q4_K_M +15 +4\.9 +Q4_K \+ Q6_K$/m);
		expect(stdout).toMatch(/^Q2_K_XL +1000 +3\.35 +Q2_K \+ Q4_K +naming only \(unsloth\), not a GGUF value$/m);
		expect(stdout).toMatch(/^Q6_K +14 +K-quant +256 +210 +6\.5625 +6-bit/m);
		expect(stdout).toMatch(/^TQ1_0 +34 +ternary +256 +54 +1\.6875 /m);
	});

	it("rejects arguments", async () => {
		const { code, stderr } = await run("quants", "extra");
		expect(code).toBe(1);
		expect(stderr).toBe('error: unexpected argument "extra" (usage: modelhub quants [--json])\n');
	});
});

describe("modelhub gguf", () => {
	it("reports a file as text", async () => {
		const name = file("tiny-llama-Q4_K_M.gguf", MODEL);
		const { code, stdout, stderr } = await run("gguf", name);
		expect([code, stderr]).toEqual([0, ""]);
		const lines = stdout.split("\n");
		expect(lines).toContain(`file            tiny-llama-Q4_K_M.gguf (${(MODEL.length / 1000).toFixed(1)} kB)`);
		expect(lines).toContain("format          GGUF v3, little-endian");
		expect(lines).toContain("architecture    llama");
		expect(lines).toContain("name            Tiny Llama");
		expect(lines).toContain("context length  4,096");
		expect(lines).toContain("file type       Q4_K_M (15)");
		expect(lines).toContain("name label      Q4_K_M");
		expect(lines).toContain("parameters      66.3 K (66,304)");
		expect(lines).toContain("chat template   yes");
		expect(lines).toContain("metadata        6 keys");
		expect(lines).toContain("tensors         3, 38.3 kB, 4.62 bits per weight");
		// 144 bytes per 256 weights, 210 per 256, 4 per weight: 36,864 + 420 + 1,024 bytes.
		expect(stdout).toMatch(
			/^Q4_K +1 +65,536 +36\.9 kB +96\.2%\nF32 +1 +256 +1\.02 kB +2\.7%\nQ6_K +1 +512 +420 bytes +1\.1%$/m,
		);
		expect(stdout).not.toContain("tokenizer.ggml.tokens");
	});

	it("lists metadata with --metadata, made safe for the terminal", async () => {
		const name = file(
			"keys.gguf",
			writeGguf({
				metadata: [
					["general.name", str("evil\u001b[31mred")],
					["tokenizer.ggml.tokens", arr("string", ["<s>", "</s>"])],
				],
			}),
		);
		const { stdout } = await run("gguf", name, "--metadata");
		expect(stdout).toContain("name            evil\\u001b[31mred");
		expect(stdout).not.toContain("\u001b");
		expect(stdout).toMatch(/^tokenizer\.ggml\.tokens +array<string> +\["<s>", "<\/s>"\] \(2 items\)$/m);
	});

	it("reports a file as JSON", async () => {
		const name = file("model.UD-Q4_K_XL.gguf", MODEL);
		const { code, stdout } = await run("gguf", name, "--json");
		expect(code).toBe(0);
		const json = JSON.parse(stdout);
		expect(json).toMatchObject({
			file: name,
			version: 3,
			architecture: "llama",
			name: "Tiny Llama",
			contextLength: 4096,
			fileType: { name: "Q4_K_M", value: 15 },
			quantLabel: { text: "UD-Q4_K_XL", name: "Q4_K_XL", dynamic: true },
			parameterCount: 66_304,
			tensorCount: 3,
			chatTemplate: true,
			warnings: [],
		});
		expect(json.tensorTypes.map((t: { name: string }) => t.name)).toEqual(["Q4_K", "F32", "Q6_K"]);
		expect(json.metadata).toHaveLength(6);
	});

	it("warns on stderr about a truncated download", async () => {
		const name = file("cut.gguf", MODEL.subarray(0, MODEL.length - 1000));
		const { code, stderr } = await run("gguf", name);
		expect(code).toBe(0);
		expect(stderr).toMatch(/^warning: tensor data runs to byte \d+ but the file has \d+ bytes: it looks truncated\n$/);
		const split = file("part.gguf", writeGguf({ metadata: [["split.count", u16(2)]] }));
		expect((await run("gguf", split)).stderr).toBe(
			"warning: part 1 of 2: tensors and parameters cover this part only\n",
		);
	});

	it.each([
		[
			"not-gguf.gguf",
			new TextEncoder().encode("GGML0000"),
			'error: not-gguf.gguf: byte 0: not a GGUF file: it starts with 47 47 4d 4c, not "GGUF"\n',
		],
		[
			"v9.gguf",
			Uint8Array.from([0x47, 0x47, 0x55, 0x46, 9, 0, 0, 0]),
			"error: v9.gguf: byte 4: unknown GGUF version 9 (expected 2 or 3)\n",
		],
		[
			"empty.gguf",
			new Uint8Array(0),
			'error: empty.gguf: byte 0: the magic number "GGUF" is cut off: the file ends 0 bytes later, 4 are needed\n',
		],
	])("fails on %s with one line and exit 1", async (name, bytes, message) => {
		const { code, stdout, stderr } = await run("gguf", file(name, bytes));
		expect([code, stdout, stderr]).toEqual([1, "", message]);
	});

	it("names the offset of a truncated header", async () => {
		const { code, stderr } = await run("gguf", file("short.gguf", MODEL.subarray(0, 120)));
		expect(code).toBe(1);
		expect(stderr).toMatch(
			/^error: short\.gguf: byte \d+: .* is cut off: the file ends \d+ bytes later, \d+ are needed\n$/,
		);
	});

	it("fails clearly on a missing file, a directory and no argument", async () => {
		expect(await run("gguf", "missing.gguf")).toEqual({
			code: 1,
			stdout: "",
			stderr: "error: no such file: missing.gguf\n",
		});
		expect((await run("gguf", ".")).stderr).toMatch(/^error: \. is (a directory, not a file|not a regular file)\n$/);
		expect((await run("gguf")).stderr).toBe(
			"error: missing argument (usage: modelhub gguf <file.gguf> [--json] [--metadata])\n",
		);
	});
});
