import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "./browser";
import { RICH } from "./cards";

let h: Harness;
beforeAll(async () => {
	h = await startHarness([RICH]);
});
afterAll(async () => {
	await h?.close();
});

const PAGES = [
	"/meta-llama/Llama-3.1-8B-Instruct",
	"/bartowski/Llama-3.2-1B-Instruct-GGUF",
	"/TheBloke/Llama-2-7B-GGUF",
	"/google-bert/bert-base-uncased",
	`/${RICH.record.id}`,
];

/** The page's links that stay on this hub (not downloads, not in-page anchors). */
function internalLinks(html: string): string[] {
	const hrefs = [...html.matchAll(/href="(\/[^"#]*)"/g)].map((m) => (m[1] ?? "").replace(/&amp;/g, "&"));
	return [...new Set(hrefs)].filter((u) => !u.startsWith("/assets/") && !u.includes("/resolve/"));
}

describe("links on model pages", () => {
	for (const path of PAGES) {
		it(`${path}: every link to this hub answers 200`, async () => {
			const html = await (await fetch(h.base + path)).text();
			const links = internalLinks(html);
			expect(links.length).toBeGreaterThan(3);
			const broken: string[] = [];
			for (const link of links) {
				const res = await fetch(h.base + link, { redirect: "follow" });
				if (res.status !== 200) broken.push(`${link} → ${res.status}`);
				await res.arrayBuffer();
			}
			expect(broken).toEqual([]);
		});
	}

	it("a base model this hub does not hold is named, with an external link to the public Hub", async () => {
		const { page } = await h.open("/meta-llama/Llama-3.1-8B-Instruct");
		const tree = page.locator("section", { has: page.getByRole("heading", { name: "Model tree" }) });
		expect(await tree.getByRole("link", { name: "meta-llama/Llama-3.1-8B", exact: true }).count()).toBe(0);
		const external = tree.getByRole("link", { name: /its page on Hugging Face \(external\)/ });
		expect(await external.getAttribute("href")).toBe("https://huggingface.co/meta-llama/Llama-3.1-8B");
		expect(await tree.innerText()).toContain("meta-llama/Llama-3.1-8B");
	});

	it("a base model this hub holds links to its page here", async () => {
		const html = await (await fetch(`${h.base}/${RICH.record.id}`)).text();
		expect(html).toContain('href="/meta-llama/Llama-3.1-8B-Instruct"');
	});
});
