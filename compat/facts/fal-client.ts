/**
 * What the fal snippets may use of `fal_client` (no wheel of it in this machine's index, so it cannot run here):
 * each name, what it is, and the parameters it takes, as read from the release's source.
 *
 * Release: fal_client 1.0.1 (tag fal_client_v1.0.1, commit c0f4efd31b1356fd3b8aa829d25cc08e9e191ccb of
 * github.com/fal-ai/fal), files projects/fal_client/src/fal_client/__init__.py (the module-level functions are the
 * methods of a default `SyncClient()`) and projects/fal_client/src/fal_client/client.py (class SyncClient).
 */
export interface CallableFact {
	/** Where it was read. */
	source: string;
	/** How many leading arguments may be given by position. */
	positional: number;
	/** Every parameter name, positional ones first. */
	parameters: readonly string[];
}

export const FAL_CLIENT_RELEASE = "fal_client 1.0.1 (c0f4efd31b1356fd3b8aa829d25cc08e9e191ccb)";

const SUBSCRIBE: CallableFact = {
	source: "client.py, SyncClient.subscribe",
	positional: 2,
	parameters: [
		"application",
		"arguments",
		"path",
		"hint",
		"with_logs",
		"interval",
		"on_enqueue",
		"on_queue_update",
		"priority",
		"headers",
		"start_timeout",
		"client_timeout",
	],
};

const UPLOAD_FILE: CallableFact = {
	source: "client.py, SyncClient.upload_file",
	positional: 1,
	parameters: ["path", "repository", "fallback_repository", "lifecycle"],
};

/** `fal_client.<name>`: the module's attributes (its __init__.py binds subscribe and upload_file to a SyncClient). */
export const FAL_MODULE: Readonly<Record<string, CallableFact>> = {
	subscribe: { ...SUBSCRIBE, source: "__init__.py, subscribe = sync_client.subscribe" },
	upload_file: { ...UPLOAD_FILE, source: "__init__.py, upload_file = sync_client.upload_file" },
	SyncClient: {
		source: "client.py, @dataclass(frozen=True) class SyncClient",
		positional: 2,
		parameters: ["key", "default_timeout"],
	},
};

/** `<a SyncClient>.<name>`. */
export const FAL_SYNC_CLIENT: Readonly<Record<string, CallableFact>> = {
	subscribe: SUBSCRIBE,
	upload_file: UPLOAD_FILE,
};
