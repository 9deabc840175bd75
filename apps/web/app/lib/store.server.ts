import { firstLine } from "@modelhub/core";
import type { HubContext } from "@modelhub/server";
import { isOutage, QueryError, type Store, type Visibility } from "@modelhub/store";
import { data } from "react-router";
import { logFailure } from "./log.server";

declare module "react-router" {
	/**
	 * What the server (`modelhub serve`) gives every request's loaders: the caller, what the caller may see, the store,
	 * the origin the page is written for, and for a repository's page the policy's answer. Absent while prerendering.
	 */
	interface AppLoadContext extends Partial<HubContext> {}
}

/** The body of a 503 answer: the page says the catalogue is unavailable and to try again. */
export interface Unavailable {
	unavailable: true;
}

/**
 * Runs a store read for a loader, with the caller's visibility (every list, count and suggestion takes it). A store
 * that cannot be reached (or no store at all) becomes a 503 answer, which the error boundary shows as "the catalogue
 * is unavailable"; the server keeps running and the next request tries again.
 */
export async function fromStore<T>(
	context: Partial<HubContext>,
	read: (store: Store, visibility: Visibility) => Promise<T>,
): Promise<T> {
	const { store, visibility } = context;
	if (!store || !visibility || context.failure)
		throw data({ unavailable: true } satisfies Unavailable, { status: 503 });
	return guarded(context, "store", () => read(store, visibility));
}

/** Runs a read of the repository files for a loader, answering as `fromStore` does when they cannot be read. */
export function fromFiles<T>(
	context: Partial<HubContext>,
	read: (file: NonNullable<HubContext["file"]>) => Promise<T>,
) {
	return fromPart(context, context.file, read);
}

/** Reads the folder a tree page shows, answering as `fromStore` does when it cannot be read. */
export function fromFolder(context: Partial<HubContext>) {
	return fromPart(context, context.folder, (folder) => folder());
}

function fromPart<P, T>(context: Partial<HubContext>, part: P | undefined, read: (part: P) => Promise<T>): Promise<T> {
	if (!part || context.failure) throw data({ unavailable: true } satisfies Unavailable, { status: 503 });
	return guarded(context, "files", () => read(part));
}

async function guarded<T>(context: Partial<HubContext>, name: string, read: () => Promise<T>): Promise<T> {
	try {
		return await read();
	} catch (e) {
		if (e instanceof QueryError) throw data({ badQuery: e.message }, { status: 400 });
		// A value the database refused as data (SQLSTATE class 22) came from the request: the request is at fault.
		const code = (e as { code?: unknown })?.code;
		if (typeof code === "string" && code.startsWith("22"))
			throw data({ badQuery: "the address holds a value the hub cannot use" }, { status: 400 });
		logFailure(context, `${name}: ${firstLine(e)}`);
		// Only an outage is a 503 (the server adds Retry-After); anything else is the hub's own failure, a 500.
		if (isOutage(e)) throw data({ unavailable: true } satisfies Unavailable, { status: 503 });
		throw data({ failed: true }, { status: 500 });
	}
}
