import { type BlobStore, type CatalogStore, openBlobStore } from "@modelhub/store";
import { CliError, type Io } from "./command.js";

/** The store's blob store for a command; a bad MODELHUB_BLOB_LINK is a one-line CliError. */
export function cliBlobStore(store: CatalogStore, io: Io): BlobStore {
	try {
		return openBlobStore(store, io.env);
	} catch (e) {
		throw new CliError((e as Error).message);
	}
}
