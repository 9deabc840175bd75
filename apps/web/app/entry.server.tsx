/**
 * The server's HTML renderer. Unlike React Router's default it always waits for the whole page (`onAllReady`) before
 * sending: the server sends a page whole anyway (ETag, compression, script hashes for the CSP), and a page rendered
 * whole has its lazy parts (the use-this-model panel) inline instead of a fallback swapped in by a script, which
 * would shift the layout after first paint. React outlines a finished boundary larger than its progressive chunk size
 * (12.8 kB by default) as a hidden block swapped in by a script, which a browser without JavaScript never shows: a
 * dataset page's viewer or a long list is larger than that, so the chunk size is set past any page's size.
 */
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";

export const streamTimeout = 5_000;

export default function handleRequest(
	request: Request,
	status: number,
	headers: Headers,
	routerContext: EntryContext,
): Promise<Response> {
	if (request.method.toUpperCase() === "HEAD") return Promise.resolve(new Response(null, { status, headers }));
	return new Promise((resolve, reject) => {
		let responseStatus = status;
		const timer = setTimeout(() => abort(), streamTimeout + 1000);
		const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
			// React outlines a finished Suspense boundary larger than this (12.8 kB by default) into a hidden <div> that a
			// script moves into place: without JavaScript it stays hidden, and with it the page shifts when it moves. The
			// page is sent whole, so every boundary is written where it belongs.
			progressiveChunkSize: Number.POSITIVE_INFINITY,
			onAllReady() {
				const body = new PassThrough({
					final(done) {
						clearTimeout(timer);
						done();
					},
				});
				headers.set("Content-Type", "text/html; charset=utf-8");
				pipe(body);
				resolve(new Response(createReadableStreamFromReadable(body), { headers, status: responseStatus }));
			},
			onShellError(error: unknown) {
				clearTimeout(timer);
				reject(error);
			},
			onError(error: unknown) {
				responseStatus = 500;
				console.error(error);
			},
		});
	});
}
