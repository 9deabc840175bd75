/**
 * The server's HTML renderer. Unlike React Router's default it always waits for the whole page (`onAllReady`) before
 * sending: the server sends a page whole anyway (ETag, compression, script hashes for the CSP), and a page rendered
 * whole has its lazy parts (the use-this-model panel) inline instead of a fallback swapped in by a script, which
 * would shift the layout after first paint. React outlines a finished boundary larger than its progressive chunk size
 * (12.8 kB by default) as a hidden block swapped in by a script, which a browser without JavaScript never shows: a
 * dataset page's viewer or a long list is larger than that, so the chunk size is set past any page's size.
 */
import { PassThrough } from "node:stream";
import { firstLine } from "@modelhub/core";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import {
	type AppLoadContext,
	type EntryContext,
	type HandleErrorFunction,
	isRouteErrorResponse,
	ServerRouter,
} from "react-router";
import { logFailure } from "./lib/log.server";
import { RequestIdContext } from "./lib/request-id";

export const streamTimeout = 5_000;

/**
 * A failure of a loader, an action or the render goes to the hub's error log as one line naming the request (whose id
 * the error page shows), never to the console with its stack; the visitor sees only that something went wrong.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
	// A request the client gave up on is no failure of the hub's, nor is an answer React Router made to a client's
	// mistake (a method a page does not take).
	if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
	const cause = isRouteErrorResponse(error) ? ((error as { error?: unknown }).error ?? error.statusText) : error;
	logFailure(context, firstLine(cause));
};

export default function handleRequest(
	request: Request,
	status: number,
	headers: Headers,
	routerContext: EntryContext,
	loadContext?: AppLoadContext,
): Promise<Response> {
	if (request.method.toUpperCase() === "HEAD") return Promise.resolve(new Response(null, { status, headers }));
	return new Promise((resolve, reject) => {
		let responseStatus = status;
		const timer = setTimeout(() => abort(), streamTimeout + 1000);
		const page = (
			<RequestIdContext.Provider value={loadContext?.requestId}>
				<ServerRouter context={routerContext} url={request.url} />
			</RequestIdContext.Provider>
		);
		const { pipe, abort } = renderToPipeableStream(page, {
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
				logFailure(loadContext, firstLine(error));
			},
		});
	});
}
