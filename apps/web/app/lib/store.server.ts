import { type CatalogStore, type FileView, QueryError } from "@modelhub/store";
import { type AppLoadContext, data } from "react-router";

declare module "react-router" {
	interface AppLoadContext {
		/** The catalogue, given by the server (`modelhub serve`) to every request; absent while prerendering. */
		store?: CatalogStore;
		/** The repository files the store holds: the file a `/{id}/blob/{rev}/{path}` URL names, if any. */
		files?: { view(pathname: string): Promise<FileView | undefined> };
	}
}

/** The body of a 503 answer: the page says the catalogue is unavailable and to try again. */
export interface Unavailable {
	unavailable: true;
}

/**
 * Runs a store read for a loader. A store that cannot be reached (or no store at all) becomes a 503 answer, which the
 * error boundary shows as "the catalogue is unavailable"; the server keeps running and the next request tries again.
 */
export function fromStore<T>(context: { store?: CatalogStore }, read: (store: CatalogStore) => Promise<T>): Promise<T> {
	return fromService(context.store, "store", read);
}

/** Runs a read of the repository files for a loader, answering as `fromStore` does when they cannot be read. */
export function fromFiles<T>(context: { files?: RepositoryFiles }, read: (files: RepositoryFiles) => Promise<T>) {
	return fromService(context.files, "files", read);
}

type RepositoryFiles = NonNullable<AppLoadContext["files"]>;

async function fromService<S, T>(service: S | undefined, name: string, read: (service: S) => Promise<T>): Promise<T> {
	if (!service) throw data({ unavailable: true } satisfies Unavailable, { status: 503 });
	try {
		return await read(service);
	} catch (e) {
		if (e instanceof QueryError) throw data({ badQuery: e.message }, { status: 400 });
		process.stderr.write(`${name}: ${String((e as Error)?.message ?? e).split("\n")[0]}\n`);
		throw data({ unavailable: true } satisfies Unavailable, { status: 503 });
	}
}
