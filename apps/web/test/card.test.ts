// @vitest-environment node
import { describe, expect, it } from "vitest";
import { MAX_CARD_CHARS, MAX_DEPTH, MAX_TABLE_ROWS, renderCard, stripFrontMatter } from "../app/lib/card.server";

describe("model cards", () => {
	it("renders GFM (tables, task lists), highlights code and keeps images and links", async () => {
		const { html, truncated } = await renderCard(
			"# Title\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n- [x] done\n\n```python\nprint('hi')\n```\n\n![logo](https://example.org/logo.png)\n[site](https://example.org/)\n",
		);
		expect(truncated).toBe(false);
		expect(html).toContain('<div class="table-scroll" tabindex="0" role="region"');
		expect(html).toMatch(/<input type="checkbox" checked disabled aria-label="done">/);
		expect(html).toContain('<span class="hljs-built_in">print</span>');
		expect(html).toMatch(/<img src="https:\/\/example.org\/logo.png" alt="logo" loading="lazy"/);
		expect(html).toContain('<a href="https://example.org/" rel="nofollow noopener noreferrer">site</a>');
	});

	it("drops scripts, event handlers, javascript: and data: URLs, iframes, forms and styles", async () => {
		const { html } = await renderCard(
			[
				"<script>alert(1)</script>",
				'<img src="x" onerror="alert(2)">',
				'<a href="javascript:alert(3)">a</a>',
				"[b](javascript:alert(4))",
				'<iframe src="https://example.com"></iframe>',
				'<form action="/x"><input name="q"></form>',
				'<img src="data:image/png;base64,AAAA">',
				'<p style="position:fixed" onclick="alert(5)">p</p>',
				"```js\n</code><script>alert(6)</script>\n```",
			].join("\n\n"),
		);
		expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<form|data:image|style=/i);
		expect(html).toContain("&lt;script&gt;alert(6)");
	});

	it("strips front matter, which is metadata rather than text", () => {
		expect(stripFrontMatter("---\nlicense: mit\n---\n# Hi\n")).toBe("# Hi\n");
		expect(stripFrontMatter("# No front matter\n---\n")).toBe("# No front matter\n---\n");
	});

	it("bounds length, table rows and nesting depth", async () => {
		const rows = Array.from({ length: 2000 }, (_, i) => `| ${i} |`).join("\n");
		const nested = Array.from({ length: 100 }, (_, i) => `${"  ".repeat(i)}- level ${i}`).join("\n");
		const { html, truncated } = await renderCard(`| n |\n| - |\n${rows}\n\n${nested}\n\n${"word ".repeat(60_000)}`);
		expect(truncated).toBe(true);
		expect((html.match(/<tr>/g) ?? []).length).toBe(MAX_TABLE_ROWS + 2);
		expect(html).toContain(`${2000 - MAX_TABLE_ROWS} more rows not shown`);
		expect((html.match(/<ul>/g) ?? []).length).toBeLessThanOrEqual(MAX_DEPTH);
		expect(html).toContain("level 99");
		expect(html.length).toBeLessThan(MAX_CARD_CHARS * 2);
	});
});
