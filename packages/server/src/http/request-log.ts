import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

/** An id a proxy in front may have given the request already: short, and nothing a log line could be broken by. */
const WELL_FORMED = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

/**
 * Gives the request its id, sent back as `X-Request-Id` on every answer (the Hub's clients quote it in their error
 * messages) and written in the error log's line of a failure, so that what a user reports can be found. A well-formed
 * id the request brings (from a proxy or a load balancer in front) is kept; anything else gets a new one.
 */
export function assignRequestId(req: IncomingMessage, res: ServerResponse): string {
	const asked = req.headers["x-request-id"];
	const id = typeof asked === "string" && WELL_FORMED.test(asked) ? asked : randomUUID();
	res.setHeader("X-Request-Id", id);
	return id;
}

/** The id `assignRequestId` gave the request this answers ("" before it was given one). */
export function requestIdOf(res: ServerResponse): string {
	const id = res.getHeader("x-request-id");
	return typeof id === "string" ? id : "";
}

/** The request's URL as a log line shows it: at most `max` characters, printable ASCII only (the log redacts it). */
export function loggedUrl(req: IncomingMessage, max = 300): string {
	return (req.url ?? "").slice(0, max).replace(/[^\x20-\x7e]/g, "?");
}

/** The error log's line for a failure of one request: what it asked for, its id, and what went wrong. */
export function failureLine(req: IncomingMessage, res: ServerResponse, what: string): string {
	return `${req.method} ${loggedUrl(req, 200)} (request ${requestIdOf(res)}): ${what}`;
}
