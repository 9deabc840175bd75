/**
 * Build-time Markdown rendering for documentation pages: GFM (tables) via unified/remark/rehype, then three small
 * passes of ours over the HTML tree — heading ids with self-links, external links opening in a new tab, and
 * accessible labels for the ✅/❌ support marks. Runs only in loaders (prerender), never in the browser.
 */
import GithubSlugger from "github-slugger";
import type { Element, ElementContent, Root, RootContent } from "hast";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";

export interface OutlineItem {
	id: string;
	text: string;
	depth: number;
}

export interface RenderedDoc {
	html: string;
	title: string;
	outline: OutlineItem[];
	/** Every link target on the page, as written in the Markdown. */
	links: { href: string; text: string }[];
}

export interface RenderOptions {
	/** The document's language: heading slugs are lower-cased by its rules (Turkish İ → i, I → ı). */
	lang: string;
	/** Accessible names of the support marks. */
	marks: Record<string, string>;
	anchorLabel: string;
	/** Accessible name of a scrollable table's box. */
	tableLabel: string;
}

function textOf(node: RootContent | ElementContent): string {
	if (node.type === "text") return node.value;
	if (node.type === "element") return node.children.map(textOf).join("");
	return "";
}

export function walk(node: Root | Element, visit: (el: Element, parent: Root | Element, index: number) => void): void {
	node.children.forEach((child, i) => {
		if (child.type === "element") {
			visit(child, node, i);
			walk(child, visit);
		}
	});
}

function decorate(tree: Root, options: RenderOptions, out: Omit<RenderedDoc, "html">): void {
	const slugger = new GithubSlugger();
	const markPattern = new RegExp(`(${Object.keys(options.marks).join("|")})`, "u");
	walk(tree, (el, parent, index) => {
		if (el.tagName === "table") {
			// Wide tables scroll inside their own box (reachable by keyboard) instead of widening the page.
			parent.children[index] = {
				type: "element",
				tagName: "div",
				properties: { className: ["table-scroll"], tabIndex: 0, role: "region", ariaLabel: options.tableLabel },
				children: [el],
			};
		}
		const depth = /^h([1-6])$/.exec(el.tagName)?.[1];
		if (depth) {
			const text = textOf(el).trim();
			const id = slugger.slug(text.toLocaleLowerCase(options.lang).replace(/^[^\p{L}\p{N}]+/u, ""));
			el.properties.id = id;
			el.properties.className = ["anchored"];
			el.children.push({
				type: "element",
				tagName: "a",
				properties: { className: ["anchor"], href: `#${id}`, ariaLabel: `${options.anchorLabel}: ${text}` },
				children: [{ type: "text", value: "#" }],
			});
			if (depth === "1") out.title = text;
			else out.outline.push({ id, text, depth: Number(depth) });
		}
		if (el.tagName === "a" && typeof el.properties.href === "string") {
			const href = el.properties.href;
			out.links.push({ href, text: textOf(el) });
			if (/^https?:\/\//.test(href)) {
				el.properties.target = "_blank";
				el.properties.rel = ["noopener"];
			}
		}
		if (el.tagName === "td" || el.tagName === "th") {
			el.children = el.children.flatMap((child): ElementContent[] => {
				if (child.type !== "text" || !markPattern.test(child.value)) return [child];
				return child.value
					.split(markPattern)
					.filter((part) => part !== "")
					.map((part) =>
						options.marks[part]
							? {
									type: "element",
									tagName: "span",
									properties: { role: "img", ariaLabel: options.marks[part] },
									children: [{ type: "text", value: part }],
								}
							: { type: "text", value: part },
					);
			});
		}
	});
}

/** Renders a Markdown document to HTML, with its title, outline (h2–h3) and links. */
export async function renderMarkdown(markdown: string, options: RenderOptions): Promise<RenderedDoc> {
	const meta: Omit<RenderedDoc, "html"> = { title: "", outline: [], links: [] };
	const file = await unified()
		.use(remarkParse)
		.use(remarkGfm)
		.use(remarkRehype)
		.use(() => (tree: Root) => decorate(tree, options, meta))
		.use(rehypeStringify)
		.process(markdown);
	return { html: String(file), ...meta, outline: meta.outline.filter((o) => o.depth <= 3) };
}
