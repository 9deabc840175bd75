// @vitest-environment node
import { describe, expect, it } from "vitest";
import { MAX_CARD_CHARS, MAX_DEPTH, MAX_TABLE_ROWS, renderCard, stripFrontMatter } from "../app/lib/card.server";
import { MAX_MATH_EXPRESSIONS } from "../app/lib/card-math.server";
import { renderPageCard, repoReadmeUrl } from "../app/lib/card-render.server";

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

	it("typesets math as MathML: inline, display and math code blocks", async () => {
		const { html } = await renderCard(
			"Loss $\\mathcal{L} = x^2$ here.\n\n$$\n\\frac{a}{b}\n$$\n\n```math\n\\sqrt{x}\n```\n",
		);
		expect(html).toContain(
			'<p>Loss <span><math><semantics><mrow><mi mathvariant="script">L</mi><mo>=</mo><msup><mi>x</mi><mn>2</mn></msup></mrow>',
		);
		expect(html).toMatch(/<math display="block"><semantics><mrow><mfrac><mi>a<\/mi><mi>b<\/mi><\/mfrac>/);
		expect(html).toMatch(/<math display="block"><semantics><mrow><msqrt><mi>x<\/mi><\/msqrt>/);
		// The TeX source stays as the annotation (copy and screen readers); no KaTeX stylesheet classes are needed.
		expect(html).toContain('<annotation encoding="application/x-tex">\\frac{a}{b}</annotation>');
		expect(html).not.toContain("katex");
	});

	it("leaves dollar amounts as text (pandoc's rule) and bad TeX as its source", async () => {
		expect((await renderCard("It costs $5 and $10, or $ 3 $.")).html).toBe("<p>It costs $5 and $10, or $ 3 $.</p>");
		expect((await renderCard("Then $x$2 and $$y$$.")).html).toMatch(/^<p>Then \$x\$2 and <span><math>/);
		const { html } = await renderCard("Broken $\\frac{$ math.");
		expect(html).toContain("\\frac{</span>");
		expect(html).not.toContain("<math");
	});

	it("keeps math inert: no links, images, styles or HTML islands from TeX or from MathML in the card", async () => {
		const { html } = await renderCard(
			[
				"$\\href{javascript:alert(1)}{a}$ $\\url{https://example.com/}$ $\\includegraphics{https://example.com/x.png}$",
				"$\\htmlStyle{position:fixed}{b}$ $\\htmlClass{x}{c}$ $\\color{red}{d}$ $\\rule{5000em}{5000em}$",
				'<math><mi href="javascript:alert(2)" onclick="alert(3)" style="color:red">m</mi><mglyph src="x.png"></mglyph>',
				'<maction actiontype="statusline"><mi>s</mi></maction><annotation-xml encoding="text/html"><img src=x onerror=alert(4)></annotation-xml></math>',
			].join("\n\n"),
		);
		expect(html).not.toMatch(/href=|style=|onclick|onerror|<mglyph|<maction|<annotation-xml|mathcolor|class=/i);
		// Untrusted commands are shown by name; sizes are capped at 20em.
		expect(html).toContain("<mtext>\\href</mtext>");
		expect(html).toContain('<mspace width="20em" height="20em">');
		expect(html).toContain("<math><mi>m</mi></math>");
	});

	it("typesets at most a budget of math expressions and leaves the rest as TeX", async () => {
		const { html } = await renderCard(Array.from({ length: 2000 }, (_, i) => `$x_{${i}}$`).join(" "));
		expect((html.match(/<math>/g) ?? []).length).toBe(MAX_MATH_EXPRESSIONS);
		expect(html).toContain("<code>x_{1999}</code>");
		const deep = await renderCard(`$${"{".repeat(20_000)}x${"}".repeat(20_000)}$`);
		expect(deep.html.length).toBeLessThan(200_000);
	});
});

describe("a card as a page shows it", () => {
	it("says when the store read only its beginning, with its size and the link to the whole README.md", async () => {
		const whole = await renderPageCard("# Short\n\nAll of it.", {
			totalBytes: 17,
			href: "/a/b/resolve/main/README.md",
		});
		expect(whole.truncated).toBe(false);
		expect(whole.notice).toBeUndefined();
		const cut = await renderPageCard("# Beginning\n\nOf a long card.", {
			totalBytes: 52_400_000,
			href: "/a/b/resolve/main/README.md",
		});
		expect(cut.html).toContain("<h1>Beginning</h1>");
		expect(cut.truncated).toBe(true);
		expect(cut.notice).toEqual({
			text: "The card is 52.4 MB, longer than a page shows: above is its beginning.",
			href: "/a/b/resolve/main/README.md",
		});
		// Cut by the renderer's own bound, with no size from the store: the size is the text's.
		const long = await renderPageCard(`# Long\n\n${"word ".repeat(60_000)}`);
		expect(long.truncated).toBe(true);
		expect(long.notice?.text).toContain("The card is 300 kB");
	});

	it("links README.md here for a repository this hub holds, else on the public Hub", () => {
		expect(repoReadmeUrl("model", "acme/m", true)).toBe("/acme/m/resolve/main/README.md");
		expect(repoReadmeUrl("model", "acme/m", false)).toBe("https://huggingface.co/acme/m/blob/main/README.md");
		expect(repoReadmeUrl("dataset", "acme/d", true)).toBe("/datasets/acme/d/resolve/main/README.md");
		expect(repoReadmeUrl("space", "acme/s", false)).toBe("https://huggingface.co/spaces/acme/s/blob/main/README.md");
		expect(repoReadmeUrl("model", "a b/c#d", true)).toBe("/a%20b/c%23d/resolve/main/README.md");
	});
});
