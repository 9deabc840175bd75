// @vitest-environment node
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadDoc, modelDocLinks } from "../app/lib/docs.server";

const SOURCE = fileURLToPath(new URL("../content/docs/transformers/tr/index.md", import.meta.url));
const doc = await loadDoc("transformers", "tr", "index");
if (!doc) throw new Error("the Turkish transformers index page did not load");
const html = doc.html;

/** The table's body rows as [name, href, cells…], read back from the rendered HTML. */
function rows(): { name: string; href: string; marks: string[] }[] {
	const body = html.slice(html.indexOf("<tbody>"), html.indexOf("</tbody>"));
	return [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map(([, tr]) => {
		const link = /<a href="([^"]+)">([^<]+)<\/a>/.exec(tr ?? "");
		const marks = [...(tr ?? "").matchAll(/<span role="img" aria-label="([^"]+)">(✅|❌)<\/span>/g)].map(
			(m) => `${m[2]}:${m[1]}`,
		);
		return { name: link?.[2] ?? "", href: link?.[1] ?? "", marks };
	});
}

describe("the Turkish transformers index page", () => {
	it("has the four headings exactly, in order, with Unicode slugs", () => {
		const headings = [...html.matchAll(/<h([12]) id="([^"]+)"[^>]*>(.*?)<a class="anchor"/g)].map((m) => [
			m[1],
			m[2],
			m[3],
		]);
		expect(headings).toEqual([
			["1", "transformers", "🤗 Transformers"],
			["2", "hugging-face-ekibinden-özel-destek-arıyorsanız", "Hugging Face ekibinden özel destek arıyorsanız"],
			["2", "içindekiler", "İçindekiler"],
			["2", "desteklenen-modeller-ve-çerçeveler", "Desteklenen Modeller ve Çerçeveler"],
		]);
		expect(doc.outline.map((o) => o.id)).toEqual([
			"hugging-face-ekibinden-özel-destek-arıyorsanız",
			"içindekiler",
			"desteklenen-modeller-ve-çerçeveler",
		]);
	});

	it("lists the five sections and the three API sub-items", () => {
		const bold = [...html.matchAll(/<li><strong>([^<]+)<\/strong>/g)].map((m) => m[1]);
		expect(bold).toEqual([
			"BAŞLARKEN",
			"ÖĞRETİCİLER",
			"NASIL YAPILIR KILAVUZLARI",
			"KAVRAMSAL REHBERLER",
			"API",
			"ANA SINIFLAR",
			"MODELLER",
			"DAHİLİ YARDIMCILAR",
		]);
	});

	it("has 240 rows with their hrefs and the column totals", () => {
		const r = rows();
		expect(r).toHaveLength(240);
		expect(r[0]).toEqual({
			name: "ALBERT",
			href: "model_doc/albert",
			marks: ["✅:destekleniyor", "✅:destekleniyor", "✅:destekleniyor"],
		});
		expect(r.find((x) => x.name === "GLM")?.href).toBe("../en/model_doc/glm");
		expect(r.every((x) => /^(\.\.\/en\/)?model_doc\/[\w.-]+$/.test(x.href))).toBe(true);
		const totals = [0, 1, 2].map((i) => r.filter((x) => x.marks[i]?.startsWith("✅")).length);
		expect(totals).toEqual([240, 90, 60]);
		const head = [...html.matchAll(/<th align="(\w+)">([^<]+)<\/th>/g)].map((m) => `${m[1]}:${m[2]}`);
		expect(head).toEqual([
			"center:Model",
			"center:PyTorch support",
			"center:TensorFlow support",
			"center:Flax Support",
		]);
	});

	it("links the support page in a new tab and the source file", () => {
		expect(html).toContain('<a href="https://huggingface.co/support" target="_blank" rel="noopener">');
		expect(html).toContain('href="https://github.com/huggingface/transformers/blob/main/docs/source/tr/index.md"');
		expect(doc.sourceUrl).toBe("https://github.com/huggingface/transformers/blob/main/docs/source/tr/index.md");
	});

	it("keeps the Markdown source for the copy button", () => {
		expect(doc.markdown).toBe(readFileSync(SOURCE, "utf8"));
	});

	it("gives every model_doc link a page to land on", async () => {
		const links = await modelDocLinks();
		const slugs = new Set(rows().map((r) => r.href));
		expect(links.length).toBe(slugs.size);
		expect(links.find((l) => l.slug === "glm")).toEqual({ lang: "en", slug: "glm", name: "GLM" });
		expect(links.find((l) => l.slug === "gpt2")?.name).toBe("OpenAI GPT-2");
	});
});
