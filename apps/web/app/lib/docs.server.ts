/** The documentation pages the hub hosts: Markdown files under apps/web/content/docs, rendered at build time. */
import { type RenderedDoc, renderMarkdown } from "./markdown.server";

// The Markdown sources, bundled at build time (keys like "../../content/docs/transformers/tr/index.md").
const SOURCES = import.meta.glob<string>("../../content/docs/**/*.md", {
	query: "?raw",
	import: "default",
	eager: true,
});

/** Per-language wording of the page chrome and the accessible names of the support marks. */
const LOCALE: Record<string, { marks: Record<string, string>; anchorLabel: string; tableLabel: string }> = {
	tr: {
		marks: { "✅": "destekleniyor", "❌": "desteklenmiyor" },
		anchorLabel: "Bu bölüme bağlantı",
		tableLabel: "Tablo",
	},
	en: { marks: { "✅": "supported", "❌": "not supported" }, anchorLabel: "Link to this section", tableLabel: "Table" },
};

/** The documentation pages that exist: [library, language, page]. */
export const DOC_PAGES: readonly [string, string, string][] = [["transformers", "tr", "index"]];

export interface DocPage extends RenderedDoc {
	library: string;
	lang: string;
	page: string;
	markdown: string;
	sourceUrl: string;
}

const cache = new Map<string, Promise<DocPage | undefined>>();

/** Reads and renders one documentation page; undefined when there is no such page. */
export function loadDoc(library: string, lang: string, page: string): Promise<DocPage | undefined> {
	const key = `${library}/${lang}/${page}`;
	let doc = cache.get(key);
	if (!doc) {
		doc = (async () => {
			if (!DOC_PAGES.some(([l, g, p]) => l === library && g === lang && p === page)) return undefined;
			const markdown = SOURCES[`../../content/docs/${key}.md`];
			if (markdown === undefined) return undefined;
			const locale = LOCALE[lang] ?? (LOCALE.en as (typeof LOCALE)[string]);
			const rendered = await renderMarkdown(markdown, { lang, ...locale });
			const sourceUrl = rendered.links.find((l) => l.href.includes("/docs/source/"))?.href ?? "";
			return { library, lang, page, markdown, sourceUrl, ...rendered };
		})();
		cache.set(key, doc);
	}
	return doc;
}

export interface ModelDocLink {
	/** The language folder the link points into ("tr", or "en" for pages only written in English). */
	lang: string;
	slug: string;
	/** The model's display name, from the link text. */
	name: string;
}

/** Every `model_doc/<slug>` page the hosted docs link to (relative links, resolved against the page's folder). */
export async function modelDocLinks(): Promise<ModelDocLink[]> {
	const seen = new Map<string, ModelDocLink>();
	for (const [library, lang, page] of DOC_PAGES) {
		const doc = await loadDoc(library, lang, page);
		for (const link of doc?.links ?? []) {
			const m = /^(?:\.\.\/([a-z-]+)\/)?model_doc\/([A-Za-z0-9_.-]+)$/.exec(link.href);
			if (!m?.[2]) continue;
			const target: ModelDocLink = { lang: m[1] ?? lang, slug: m[2], name: link.text };
			const key = `${target.lang}/${target.slug}`;
			if (!seen.has(key)) seen.set(key, target);
		}
	}
	return [...seen.values()];
}
