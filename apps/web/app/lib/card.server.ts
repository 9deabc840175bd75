/**
 * Model cards (a repository's README.md) rendered on the server: GFM via unified/remark/rehype, math as MathML
 * (card-math.server.ts), the card's raw HTML kept only as far as GitHub's sanitizing schema allows (no scripts, event
 * handlers, `javascript:`/`data:` URLs, iframes, forms or styles; images and links kept), code blocks highlighted by
 * highlight.js, and bounds on what a hostile card can make the page carry: its length, table rows, nesting depth and
 * math.
 */
import { isMainThread, parentPort, workerData } from "node:worker_threads";
import type { Element, ElementContent, Root } from "hast";
import hljs from "highlight.js/lib/common";
import rehypeKatex from "rehype-katex";
import rehypeRaw from "rehype-raw";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkMath from "remark-math";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { budgetMath, KATEX_OPTIONS, remarkDollarProse, withMathML } from "./card-math.server";
import { walk } from "./markdown.server";

/** Characters of Markdown rendered; a longer card is cut at a line end and says so. */
export const MAX_CARD_CHARS = 200_000;
/** Rows kept per table. */
export const MAX_TABLE_ROWS = 500;
/** Element depth kept; deeper content is flattened to its text. */
export const MAX_DEPTH = 24;
/** Characters of code highlighted per card; the rest is shown plain. */
const MAX_HIGHLIGHT_CHARS = 60_000;

export interface RenderedCard {
	html: string;
	/** Whether only the card's beginning is shown (it was longer than MAX_CARD_CHARS, or than the store read). */
	truncated: boolean;
	/** For a card not shown whole: what the page says of it, and where the whole card can be read (see card-render). */
	notice?: { text: string; href?: string };
}

/** The card's Markdown without its YAML front matter (the record's `cardData` carries that metadata). */
export function stripFrontMatter(card: string): string {
	const m = /^\uFEFF?---\r?\n[\s\S]*?\r?\n(---|\.\.\.)[ \t]*(\r?\n|$)/.exec(card);
	return m ? card.slice(m[0].length) : card;
}

function textOf(node: ElementContent): string {
	if (node.type === "text") return node.value;
	if (node.type === "element") return node.children.map(textOf).join("");
	return "";
}

/** Flattens elements nested deeper than MAX_DEPTH into their text. */
function flattenDeep(node: Root | Element, depth: number): void {
	for (const child of node.children) {
		if (child.type !== "element") continue;
		if (depth >= MAX_DEPTH) child.children = [{ type: "text", value: textOf(child) }];
		else flattenDeep(child, depth + 1);
	}
}

/** Bounds tables, wraps them in a keyboard-reachable scroll box, highlights code, marks outside links. */
function decorate(tree: Root): void {
	flattenDeep(tree, 0);
	let highlighted = 0;
	walk(tree, (el, parent, index) => {
		if (el.tagName === "tbody" && el.children.length > MAX_TABLE_ROWS) {
			const rows = el.children.filter((c) => c.type === "element");
			const dropped = rows.length - MAX_TABLE_ROWS;
			el.children = rows.slice(0, MAX_TABLE_ROWS);
			if (dropped > 0)
				el.children.push({
					type: "element",
					tagName: "tr",
					properties: {},
					children: [
						{
							type: "element",
							tagName: "td",
							properties: { colSpan: 99 },
							children: [{ type: "text", value: `… ${dropped} more rows not shown` }],
						},
					],
				});
		}
		if (el.tagName === "table") {
			parent.children[index] = {
				type: "element",
				tagName: "div",
				properties: {
					className: ["table-scroll"],
					tabIndex: 0,
					role: "region",
					ariaLabel: "Table from the model card",
				},
				children: [el],
			};
		}
		if (el.tagName === "a" && typeof el.properties.href === "string" && /^https?:/i.test(el.properties.href)) {
			el.properties.rel = ["nofollow", "noopener", "noreferrer"];
		}
		if (el.tagName === "li") {
			// A GFM task list's checkbox is named by its item's text.
			const box = el.children.find((c): c is Element => c.type === "element" && c.tagName === "input");
			if (box) box.properties.ariaLabel = el.children.map(textOf).join("").trim().slice(0, 200) || "task";
		}
		if (el.tagName === "img") {
			el.properties.loading = "lazy";
			el.properties.referrerPolicy = "no-referrer";
		}
		if (el.tagName === "code" && parent.type === "element" && parent.tagName === "pre") {
			const lang = (Array.isArray(el.properties.className) ? el.properties.className : [])
				.map(String)
				.find((c) => c.startsWith("language-"))
				?.slice("language-".length);
			const code = textOf(el);
			if (!lang || !hljs.getLanguage(lang) || highlighted + code.length > MAX_HIGHLIGHT_CHARS) return;
			highlighted += code.length;
			// highlight.js escapes every character of the code; its markup is only spans with hljs classes.
			const value = hljs.highlight(code, { language: lang, ignoreIllegals: true }).value;
			el.children = [{ type: "raw", value } as unknown as ElementContent];
		}
	});
}

const schema = withMathML({
	...defaultSchema,
	// No user-content id clobbering games: ids and names are dropped, so a card cannot shadow the page's own anchors.
	clobber: [],
	attributes: { ...defaultSchema.attributes, "*": (defaultSchema.attributes?.["*"] ?? []).filter((a) => a !== "id") },
});

const processor = unified()
	.use(remarkParse)
	.use(remarkGfm)
	.use(remarkMath)
	.use(remarkDollarProse)
	.use(remarkRehype, { allowDangerousHtml: true })
	.use(rehypeRaw)
	// Math is typeset before sanitizing, so that the sanitizer sees (and bounds) KaTeX's output too.
	.use(() => budgetMath)
	.use(rehypeKatex, KATEX_OPTIONS)
	.use(rehypeSanitize, schema)
	.use(() => decorate)
	.use(rehypeStringify, { allowDangerousHtml: true });

/** Renders a model card (README.md text, front matter included) to safe HTML. */
export async function renderCard(card: string): Promise<RenderedCard> {
	let markdown = stripFrontMatter(card);
	let truncated = false;
	if (markdown.length > MAX_CARD_CHARS) {
		const cut = markdown.lastIndexOf("\n", MAX_CARD_CHARS);
		markdown = markdown.slice(0, cut > 0 ? cut : MAX_CARD_CHARS);
		truncated = true;
	}
	const file = await processor.process(markdown);
	return { html: String(file), truncated };
}

/** What the worker thread that renders long cards (card-render.server.ts) finds in its `workerData`. */
export const CARD_WORKER = "modelhubCardRenderer";
/** This module's own address: the worker thread loads it (in the built server, a file of plain JavaScript). */
export const RENDERER_URL = import.meta.url;

// In that worker thread: each message is a card to render, answered with its rendering (or its error) and its id.
if (!isMainThread && parentPort && (workerData as Record<string, unknown> | null)?.[CARD_WORKER] === true) {
	const port = parentPort;
	port.on("message", async ({ id, card }: { id: number; card: string }) => {
		try {
			port.postMessage({ id, card: await renderCard(card) });
		} catch (e) {
			port.postMessage({ id, error: e instanceof Error ? e.message : String(e) });
		}
	});
}
