import type { IncomingMessage, ServerResponse } from "node:http";
import type { RepoRef } from "@modelhub/core";
import type {
	BlobStore,
	Caller,
	FileView,
	FolderView,
	RepoAccess,
	RepoReader,
	RepoWriter,
	Session,
	Store,
	Viewer,
	Visibility,
	XetStore,
} from "@modelhub/store";
import type { WebAuth } from "./auth.js";
import type { Addresses } from "./config.js";
import type { Params } from "./router/patterns.js";
import type { Signer } from "./signing.js";
import type { XetClaims, XetTokens } from "./xet-tokens.js";

/** What every request is served from: the store, the blob store, the hub's addresses and its log. */
export interface Hub {
	store: Store;
	blobs: BlobStore;
	addresses: Addresses;
	/** Signs and checks the upload URLs the LFS batch API hands out. */
	signer: Signer;
	/** The repository service's reads: records at a revision, trees, files and their bytes, history, refs. */
	reader: RepoReader;
	/** The repository service's writes: commits, new repositories, records derived again after a commit. */
	writer: RepoWriter;
	/** Files and xorbs uploaded through Xet (the CAS service's store). */
	xet: XetStore;
	/** Issues and checks the Xet access tokens of the CAS service. */
	xetTokens: XetTokens;
	limits: { lfsPartSize: number; xetTokenTtl: number };
	/**
	 * With a blob store clients can reach (a bucket): whether `/resolve` still sends the bytes itself (`--proxy-files`,
	 * for buckets clients cannot reach) instead of redirecting to presigned URLs; uploads then go through the hub too.
	 */
	proxyFiles: boolean;
	/** The data viewer over the blob store (its kept footers, row indexes and pages are shared by every request). */
	dataViewer: Viewer;
	/** The time limit of one viewer answer, in ms. */
	viewerAnswerMs?: number;
	/** One line per failure that is the hub's (never a client's); never holds a secret. */
	log(line: string): void;
	/**
	 * The server's own folders (its store, its files, where it runs): a message naming one is never shown to a client
	 * (see shownToClient).
	 */
	internalPaths?: readonly string[];
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
	visibility: Visibility;
	params: Params;
	/** On a CAS route: the Xet token's claims (its repository is `params.repo`). */
	xet?: XetClaims;
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
	/** The caller's visibility: what lists, counts and suggestions may show. */
	visibility: Visibility;
	store: Store;
	/**
	 * The repository service's reads (records at a revision, trees, files, history, commits, refs) for the loaders of a
	 * repository's pages, which the policy has let through.
	 */
	reader: RepoReader;
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
	/** The folder a `/{id}/tree/{rev}/{path}` page shows, read after the policy allowed it. */
	folder?: () => Promise<FolderView>;
	/** For a page of a repository at a revision (`blob`, `tree`): the revision and the path its address names. */
	at?: { rev: string; path: string };
	/** The request's id (its `X-Request-Id`), which an error page shows so that a visitor can report it. */
	requestId?: string;
	/** Writes one line to the hub's error log about this request (with its id; the log redacts secrets). */
	log?: (line: string) => void;
	/** Set when the hub could not serve the page (its store out of reach): the page renders the error instead. */
	failure?: { status: number };
	/**
	 * The repository service's writes, for the pages' forms (a new repository, a card edited, a file deleted). Every
	 * route that reaches them has been let through by the policy (`write` on the repository), and a new repository's
	 * owner is asked of the policy by the page.
	 */
	writer?: RepoWriter;
	/** A file of the page's repository at a revision, read after the policy allowed it (the card editor's text). */
	repoFile?: (rev: string, path: string) => Promise<FileView | undefined>;
	/**
	 * A form the server refused before the page could see it (an upload, which the server reads as it streams): the
	 * page renders itself with this status and one-line message.
	 */
	formFailure?: { status: number; error: string };
}
