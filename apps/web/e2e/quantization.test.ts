import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { arr, str, u32, writeGguf } from "../../../packages/core/test/quantization/gguf-writer.js";
import { axeViolations, type Harness, hydrated, SHOTS_DIR, startHarness } from "./browser";

let h: Harness;
let dir: string;
beforeAll(async () => {
	h = await startHarness();
	dir = mkdtempSync(join(tmpdir(), "modelhub-gguf-"));
});
afterAll(async () => {
	await h?.close();
	if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Writes a small GGUF file (four tensors, two of them Q4_K) and returns its path. */
function ggufFile(name: string): string {
	const bytes = writeGguf({
		metadata: [
			["general.architecture", str("qwen2")],
			["general.name", str("Browser Test Model")],
			["general.file_type", u32(15)],
			["qwen2.context_length", u32(32768)],
			["tokenizer.ggml.tokens", arr("string", ["a", "b", "c"])],
			["tokenizer.chat_template", str("{% for m in messages %}{{ m.content }}{% endfor %}")],
		],
		tensors: [
			{ name: "token_embd.weight", shape: [256, 8], type: "Q4_K" },
			{ name: "blk.0.attn_q.weight", shape: [256, 4], type: "Q4_K" },
			{ name: "blk.0.ffn_down.weight", shape: [256, 4], type: "Q6_K" },
			{ name: "output_norm.weight", shape: [256], type: "F32" },
		],
	});
	const path = join(dir, name);
	writeFileSync(path, bytes);
	return path;
}

const fact = async (page: import("playwright-core").Page, term: string) =>
	(await page.locator(".facts dt", { hasText: term }).locator("xpath=following-sibling::dd").textContent())?.trim();

describe("the quantization page", () => {
	it("prerenders both tables completely into the HTML", async () => {
		const res = await fetch(`${h.base}/quantization`);
		expect(res.status).toBe(200);
		const html = await res.text();
		expect(html).toContain('id="file-type-Q4_K_M"');
		expect(html).toContain('id="tensor-type-Q4_K"');
		expect(html).toContain('id="file-type-Q2_K_XL"');
		expect(html).toContain('id="tensor-type-IQ1_S"');
	});

	it("inspects a GGUF file in the browser, with no console error", async () => {
		const { page, errors } = await h.open("/quantization");
		await hydrated(page);
		await expect(page.getByRole("table", { name: "GGUF file types" }).isVisible()).resolves.toBe(true);
		await expect(page.getByRole("table", { name: "GGUF tensor types" }).isVisible()).resolves.toBe(true);
		const requests: string[] = [];
		page.on("request", (r) => requests.push(`${r.method()} ${r.url()}`));
		await page.getByLabel("GGUF file", { exact: true }).setInputFiles(ggufFile("browser-test-Q4_K_M.gguf"));
		await page.getByRole("heading", { name: "browser-test-Q4_K_M.gguf" }).waitFor();
		expect(await fact(page, "Architecture")).toBe("qwen2");
		expect(await fact(page, "Tensors")).toBe("4");
		expect(await fact(page, "Context length")).toBe("32,768 tokens");
		expect(await fact(page, "File type")).toBe("Q4_K_M (15)");
		expect(await fact(page, "Chat template")).toBe("present");
		const histogram = page.getByRole("table", { name: "Tensor types in this file" });
		expect(await histogram.locator("tbody tr").count()).toBe(3);
		expect(await histogram.locator("tbody tr").first().locator("th").textContent()).toBe("Q4_K");
		// Reading the file sent nothing anywhere: the only requests are the reader's own scripts, fetched from the hub.
		expect(requests.filter((r) => !/^GET http:\/\/127\.0\.0\.1:\d+\/assets\/[\w-]+\.js$/.test(r))).toEqual([]);
		await page.screenshot({ path: join(SHOTS_DIR, "quantization-report.png"), fullPage: true });
		expect(errors).toEqual([]);
	});

	it("shows the reader's error for a file that is not GGUF", async () => {
		const { page, errors } = await h.open("/quantization");
		await hydrated(page);
		const path = join(dir, "notes.gguf");
		writeFileSync(path, "just some text, not a model");
		await page.getByLabel("GGUF file", { exact: true }).setInputFiles(path);
		const alert = page.getByRole("alert");
		await alert.waitFor();
		expect(await alert.textContent()).toMatch(/^Could not read notes\.gguf: byte 0: /);
		expect(errors).toEqual([]);
	});

	it("sorts a table with its header buttons and estimates sizes from the query", async () => {
		// 70B at Q4_K_M: about 42 GB of weights, plus the context cache and overhead the estimator now counts.
		const { page, errors } = await h.open("/quantization?params=70B&budget=64");
		await hydrated(page);
		await expect(page.getByLabel("Parameters").inputValue()).resolves.toBe("70B");
		const fits = page.locator(".estimate-table tr", { has: page.getByRole("link", { name: "Q4_K_M", exact: true }) });
		expect((await fits.textContent())?.replace(/\s+/g, " ")).toContain("Fits");
		const table = page.getByRole("table", { name: "GGUF tensor types" });
		const first = () => table.locator("tbody tr").first().getAttribute("id");
		expect(await first()).toBe("tensor-type-F64");
		await table.getByRole("button", { name: /^Name/ }).click();
		expect(await first()).toBe("tensor-type-BF16");
		expect(
			await table.locator("th", { has: page.getByRole("button", { name: /^Name/ }) }).getAttribute("aria-sort"),
		).toBe("ascending");
		await page.getByLabel("Parameters").fill("seventy");
		await page.getByText("“seventy” is not a parameter count").waitFor();
		expect(await page.getByLabel("Parameters").getAttribute("aria-invalid")).toBe("true");
		expect(new URL(page.url()).searchParams.get("params")).toBe("seventy");
		expect(errors).toEqual([]);
	});

	it("has no accessibility violations with a report shown, in light and dark mode, and fits a phone", async () => {
		const { page } = await h.open("/quantization");
		await hydrated(page);
		await page.getByLabel("GGUF file", { exact: true }).setInputFiles(ggufFile("a11y-Q4_K_M.gguf"));
		await page.getByRole("heading", { name: "a11y-Q4_K_M.gguf" }).waitFor();
		expect(await axeViolations(page)).toEqual([]);
		await page.emulateMedia({ colorScheme: "dark" });
		expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(15, 18, 22)");
		expect(await axeViolations(page)).toEqual([]);
		await page.setViewportSize({ width: 375, height: 800 });
		const overflow = await page.evaluate(
			() => document.documentElement.scrollWidth - document.documentElement.clientWidth,
		);
		expect(overflow).toBeLessThanOrEqual(0);
		await page.screenshot({ path: join(SHOTS_DIR, "quantization-phone.png"), fullPage: true });
	});
});
