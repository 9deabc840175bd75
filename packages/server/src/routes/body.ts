import type { RequestContext } from "../context.js";
import { badRequest, HttpError } from "../errors.js";

/** The largest JSON body the API reads whole (requests that carry files stream them instead). */
export const MAX_JSON = 1 << 20;

/**
 * Reads a request's body whole, refusing one larger than `max` bytes (413) as soon as it passes them (the request is
 * left for the router's answer: see ../http/early-answer.ts).
 */
export async function readBody(ctx: RequestContext, max = MAX_JSON): Promise<Buffer> {
	const chunks: Buffer[] = [];
	let size = 0;
	for await (const chunk of ctx.req.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
		size += chunk.length;
		if (size > max) throw new HttpError(413, `the body is larger than ${max} bytes`, "BadRequest");
		chunks.push(chunk);
	}
	return Buffer.concat(chunks);
}

/** Reads a JSON object body; anything else is a 400 that says what was expected. */
export async function readJson(ctx: RequestContext, max = MAX_JSON): Promise<Record<string, unknown>> {
	const text = (await readBody(ctx, max)).toString("utf8");
	let value: unknown;
	try {
		value = JSON.parse(text);
	} catch {
		throw badRequest("invalid body: it must be a JSON object");
	}
	if (typeof value !== "object" || value === null || Array.isArray(value))
		throw badRequest("invalid body: it must be a JSON object");
	return value as Record<string, unknown>;
}
