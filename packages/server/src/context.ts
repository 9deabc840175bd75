import type { IncomingMessage, ServerResponse } from "node:http";
import type { RepoRef } from "@modelhub/core";
import type {
	BlobStore,
	Caller,
	FileView,
	RepoAccess,
	RepoWriter,
	Session,
	Store,
	Viewer,
	Visibility,
} from "@modelhub/store";
import type { WebAuth } from "./auth.js";
import type { Addresses } from "./config.js";
import type { Params } from "./router/patterns.js";
import type { Signer } from "./signing.js";

/** What every request is served from: the store, the blob store, the hub's addresses and its log. */
export interface Hub {
	store: Store;
	blobs: BlobStore;
	addresses: Addresses;
	/** Signs and checks the upload URLs the LFS batch API hands out. */
	signer: Signer;
	/** The repository service's writes: commits, new repositories, records derived again after a commit. */
	writer: RepoWriter;
	limits: { lfsPartSize: number };
	/** One line per failure that is the hub's (never a client's); never holds a secret. */
	log(line: string): void;
	/** Whether visitors may make their own account (`--open-signup`); else an admin makes them. */
	openSignup?: boolean;
}

/** One request as a handler sees it, after the router parsed it and the policy allowed it. */
export interface RequestContext {
	req: IncomingMessage;
	res: ServerResponse;
	/** The request URL, for its query (the path is read raw, by the router). */
	url: URL;
	/** The path as it arrived, before any decoding. */
	rawPath: string;
	/** The origin this answer is written for (see Addresses): for absolute URLs and snippets. */
	origin: string;
	caller: Caller;
	/** The sign-in session the request came with (not with a token). */
	session?: { id: string } & Session;
	/** The caller's visibility: what lists, counts and suggestions may show. */
	viewer: Visibility;
	params: Params;
	/**
	 * For a route that names a repository: its access facts, which the policy allowed. On a page route only, null when
	 * the repository does not exist or the caller may not see it (the page then answers as for a missing one).
	 */
	access?: RepoAccess | null;
	hub: Hub;
}

/**
 * What the web app's loaders get as their load context (React Router's `AppLoadContext`): the same caller, visibility
 * and store as the API, so a page shows exactly what the API would.
 */
export interface HubContext {
	caller: Caller;
	/** Signing in and out, and the session's CSRF token for forms. */
	auth: WebAuth;
	viewer: Visibility;
	store: Store;
	/** The origin the page is rendered for (snippets name it as the hub to download from). */
	origin: string;
	/** Whether visitors may make their own account (`/signup`); else an admin makes them. */
	openSignup: boolean;
	/** The address the request comes from (for limits on what one address may do, such as signing up). */
	clientAddress: string;
	/** For a repository's page: the repository and its access facts, or null when it is missing or not visible. */
	repo?: { ref: RepoRef; access: RepoAccess | null };
	/**
	 * For a dataset's page: the data viewer over the hub's blob store (its first rows, pages and searches per split),
	 * one per hub so that the footers and pages it keeps serve every request.
	 */
	dataViewer?: Viewer;
	/** The repository file a `/{id}/blob/{rev}/{path}` page shows, read after the policy allowed it. */
	file?: () => Promise<FileView | undefined>;
	/** Set when the hub could not serve the page (its store out of reach): the page renders the error instead. */
	failure?: { status: number };
}
