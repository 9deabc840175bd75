import { loadCatalog } from "@modelhub/catalog";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, type Harness, hydrated, startHarness } from "./browser";

let h: Harness;
beforeAll(async () => {
	h = await startHarness();
});
afterAll(async () => {
	await h?.close();
});

// A conversational model from the catalogue: it has library snippets and every inference flavour.
const chat = loadCatalog().find((m) => m.tags?.includes("conversational") && m.library_name === "transformers");
if (!chat) throw new Error("the catalogue has no conversational transformers model");
const MODEL = `/${chat.id}`;

describe("a model page", () => {
	it("switches tabs, keeps the choice in the URL, and restores it on reload", async () => {
		const { page, errors } = await h.open(MODEL);
		await hydrated(page);
		const languages = page.getByRole("tablist", { name: "Language" });
		await languages.getByRole("tab", { name: "JavaScript" }).click();
		await page.getByRole("tablist", { name: "Client" }).getByRole("tab", { name: "fetch" }).click();
		await page.getByRole("checkbox", { name: /stream/i }).check();
		const url = new URL(page.url());
		expect(url.searchParams.get("language")).toBe("js");
		expect(url.searchParams.get("client")).toBe("fetch");
		expect(url.searchParams.get("stream")).toBe("true");
		await page.reload({ waitUntil: "networkidle" });
		await hydrated(page);
		await expect.poll(() => languages.getByRole("tab", { selected: true }).textContent()).toBe("JavaScript");
		expect(await page.getByRole("tablist", { name: "Client" }).getByRole("tab", { selected: true }).textContent()).toBe(
			"fetch",
		);
		expect(await page.getByRole("checkbox", { name: /stream/i }).isChecked()).toBe(true);
		expect(await page.locator("#language-panel").textContent()).toContain("[DONE]");
		expect(errors).toEqual([]);
	});

	it("the copy button puts the exact snippet on the clipboard", async () => {
		const { page, errors } = await h.open(`${MODEL}?language=sh`, {
			permissions: ["clipboard-read", "clipboard-write"],
		});
		await hydrated(page);
		const block = page.locator("#language-panel .code-block");
		await block.getByRole("button", { name: "Copy" }).click();
		await block.getByRole("button", { name: "Copied" }).waitFor();
		const copied = await page.evaluate(() => navigator.clipboard.readText());
		expect(copied).toContain("curl");
		expect(copied).toContain(chat.id);
		expect(copied).toBe(await block.locator("pre").innerText());
		expect(errors).toEqual([]);
	});
});

describe("/try", () => {
	it("shows hostile metadata as text and never runs it", async () => {
		const { page, errors } = await h.open("/try");
		await hydrated(page);
		let dialogs = 0;
		page.on("dialog", (d) => {
			dialogs++;
			void d.dismiss();
		});
		const hostile = JSON.stringify({
			id: 'evil/<img src=x onerror="alert(1)">',
			library_name: "transformers",
			pipeline_tag: "text-classification",
			tags: ["<script>alert(2)</script>"],
			transformersInfo: { auto_model: "AutoModel", processor: "AutoTokenizer" },
		});
		await page.getByRole("textbox", { name: /Model record/ }).fill(hostile);
		await page.getByRole("heading", { name: "What the hub would show" }).waitFor();
		await page.waitForTimeout(300);
		expect(dialogs).toBe(0);
		expect(await page.locator("main img").count()).toBe(0);
		expect(await page.locator("main").innerText()).toContain('evil/<img src=x onerror=\\"alert(1)\\">');
		await page.getByRole("textbox", { name: /Model record/ }).fill('{"id": "a/b", "tags": "x"}');
		await page.getByRole("alert").waitFor();
		expect(await page.getByRole("alert").textContent()).toContain("tags must be an array of strings");
		expect(errors).toEqual([]);
	});
});

describe("/libraries", () => {
	it("the search narrows the table", async () => {
		const { page, errors } = await h.open("/libraries");
		await hydrated(page);
		const rows = page.locator("table.libraries tbody tr");
		const before = await rows.count();
		await page.getByLabel("Search libraries").fill("speechbrain");
		await expect.poll(() => rows.count()).toBeLessThan(before);
		expect(await rows.first().textContent()).toContain("speechbrain");
		expect(new URL(page.url()).searchParams.get("q")).toBe("speechbrain");
		expect(errors).toEqual([]);
	});

	it("a search for gguf finds the library model pages name GGUF (llama.cpp)", async () => {
		const { page } = await h.open("/libraries");
		await hydrated(page);
		await page.getByLabel("Search libraries").fill("gguf");
		const row = page.locator("table.libraries tbody tr#library-llama-cpp-python");
		await row.waitFor();
		expect(await row.innerText()).toContain("GGUF (llama.cpp)");
	});
});

describe("/models language filter", () => {
	it("offers languages from the cards, by name, and no tag that only looks like a code", async () => {
		const html = await (await fetch(`${h.base}/models`)).text();
		const select = /<select[^>]*name="language"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? "";
		const values = [...select.matchAll(/<option value="([^"]*)">([^<(]*)/g)].map((m) => [m[1], (m[2] ?? "").trim()]);
		expect(values).toContainEqual(["en", "English"]);
		for (const tag of ["jax", "tf", "mlx", "ner", "ocr"]) expect(values.map((v) => v[0])).not.toContain(tag);
	});
});

describe("accessibility", () => {
	for (const path of ["/", "/models", MODEL, "/libraries", "/try", "/tasks", "/tasks/image-classification"]) {
		it(`axe-core finds no violation on ${path}`, async () => {
			const { page } = await h.open(path);
			await hydrated(page);
			expect(await axeViolations(page)).toEqual([]);
		});
	}
});
