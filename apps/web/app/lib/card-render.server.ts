/**
 * Cards as pages show them, with bounded work per request: a short card (nearly all of them) is rendered on the
 * request's thread, a long one in a worker thread (card.server.ts loaded there), so that a first render of a card of
 * megabytes — a second or more of parsing and sanitizing — never holds up other requests. A render is given
 * CARD_RENDER_MS; a card cut short (by the store's read or by MAX_CARD_CHARS) says so, with its size and a link to
 * the whole README.md. Pages cache what this returns per version of the record (model-page.server.ts and the page
 * cache), so a card is rendered once.
 */
import { Worker } from "node:worker_threads";
import { PUBLIC_HUB } from "../components/ExternalLink";
import type { RenderedCard } from "./card.server";

/** Cards up to this many characters are rendered on the request's thread (a few milliseconds); longer ones off it. */
export const INLINE_CARD_CHARS = 20_000;
/** How long a render may take; past it the worker is stopped and the page shows the notice and link instead. */
export const CARD_RENDER_MS = 20_000;

/** The worker's heap at most: a render of MAX_CARD_CHARS of Markdown needs a fraction of it. */
const CARD_HEAP_MB = 512;

type Renderer = typeof import("./card.server");

interface Pending {
	resolve(card: RenderedCard): void;
	reject(e: Error): void;
}

let worker: Worker | undefined;
let lastId = 0;
const pending = new Map<number, Pending>();

/** The worker thread, started on first use; a worker that failed or was stopped is replaced on the next render. */
function renderer(mod: Renderer): Worker {
	if (worker) return worker;
	const w = new Worker(new URL(mod.RENDERER_URL), {
		workerData: { [mod.CARD_WORKER]: true },
		// A card that makes the renderer's heap grow past this ends the worker (its pages say so), not the server.
		resourceLimits: { maxOldGenerationSizeMb: CARD_HEAP_MB },
	});
	// An idle renderer never keeps the process alive (a server that stops, a command that ends).
	w.unref();
	const fail = (e: Error) => {
		if (worker === w) worker = undefined;
		for (const p of pending.values()) p.reject(e);
		pending.clear();
	};
	w.on("message", (m: { id: number; card?: RenderedCard; error?: string }) => {
		const p = pending.get(m.id);
		pending.delete(m.id);
		if (m.card) p?.resolve(m.card);
		else p?.reject(new Error(m.error ?? "the card renderer answered nothing"));
	});
	w.on("error", fail);
	w.on("exit", (code) => fail(new Error(`the card renderer stopped (exit code ${code})`)));
	worker = w;
	return w;
}

function renderOffThread(mod: Renderer, card: string): Promise<RenderedCard> {
	const w = renderer(mod);
	const id = ++lastId;
	return new Promise<RenderedCard>((resolve, reject) => {
		const timer = setTimeout(() => {
			pending.delete(id);
			reject(new Error(`rendering took more than ${CARD_RENDER_MS / 1000} s`));
			// Its thread may be stuck on this card: stop it (what waits on it fails too); the next render starts another.
			void w.terminate();
		}, CARD_RENDER_MS);
		timer.unref();
		pending.set(id, {
			resolve: (c) => {
				clearTimeout(timer);
				resolve(c);
			},
			reject: (e) => {
				clearTimeout(timer);
				reject(e);
			},
		});
		w.postMessage({ id, card });
	});
}

/**
 * A worker thread needs the renderer as a file Node runs: the built server's JavaScript. Run from the TypeScript
 * sources (the dev server, unit tests) the card is rendered on the request's thread.
 */
const runnable = (url: string) => url.startsWith("file:") && /\.m?js$/.test(url);

function size(bytes: number): string {
	return bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1e3))} kB`;
}

/**
 * Where a repository's whole README.md can be read: the file itself here when this hub holds the repository, else its
 * page on the public Hub (a record imported with its card came from there).
 */
export function repoReadmeUrl(type: "model" | "dataset" | "space", id: string, hosted: boolean): string {
	const path = `${type === "model" ? "" : `/${type}s`}/${id.split("/").map(encodeURIComponent).join("/")}`;
	return hosted ? `${path}/resolve/main/README.md` : `${PUBLIC_HUB}${path}/blob/main/README.md`;
}

export interface CardSource {
	/** The whole card's size in bytes when `card` holds only its beginning (the store reads at most PAGE_CARD_CHARS). */
	totalBytes?: number;
	/** Where the whole card (README.md) can be read, for the notice of a card not shown whole. */
	href?: string;
}

/** Renders a card for a page (see the module's comment): never throws; a card that fails says so in its notice. */
export async function renderPageCard(card: string, source: CardSource = {}): Promise<RenderedCard> {
	const mod: Renderer = await import("./card.server");
	const totalBytes = source.totalBytes ?? Buffer.byteLength(card);
	const cut = source.totalBytes !== undefined && source.totalBytes > Buffer.byteLength(card);
	const href = source.href;
	try {
		const rendered =
			card.length > INLINE_CARD_CHARS && runnable(mod.RENDERER_URL)
				? await renderOffThread(mod, card)
				: await mod.renderCard(card);
		if (!cut && !rendered.truncated) return rendered;
		return {
			...rendered,
			truncated: true,
			notice: { text: `The card is ${size(totalBytes)}, longer than a page shows: above is its beginning.`, href },
		};
	} catch (e) {
		return {
			html: "",
			truncated: true,
			notice: {
				text: `The card (${size(totalBytes)}) could not be shown here: ${e instanceof Error ? e.message : String(e)}.`,
				href,
			},
		};
	}
}
