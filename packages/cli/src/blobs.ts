import { type BlobStore, openBlobStore, type Store } from "@modelhub/store";
import { CliError, type Io } from "./command.js";

/** The store's blob store for a command, from the command's environment; a bad setting is a one-line CliError. */
export function cliBlobStore(store: Store, io: Io): BlobStore {
	try {
		return openBlobStore(store.dataDir, io.env);
	} catch (e) {
		throw new CliError((e as Error).message);
	}
}
