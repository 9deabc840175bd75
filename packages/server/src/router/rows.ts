import { REPO_TYPES, type RepoType } from "@modelhub/core";
import type { Action } from "@modelhub/store";
import type { RequestContext } from "../context.js";
import type { RouteSpec } from "./router.js";

/** How the route table's rows are written: one line a row, and the rows every repository type has written once. */

export const READ = ["GET", "HEAD"] as const;
/** A page that shows a form on GET and takes it on POST. */
export const FORM = [...READ, "POST"] as const;

type Handler = (ctx: RequestContext) => Promise<void>;
/** What a row may say besides its name, methods, pattern, action and handler. */
type More = Omit<Partial<RouteSpec>, "name" | "methods" | "pattern" | "action" | "kind" | "handle">;

/** A row writer for routes of one kind: name, methods, pattern, action, handler, and what else the row says. */
const rowsOf =
	(kind: RouteSpec["kind"]) =>
	(
		name: string,
		methods: readonly string[],
		pattern: string,
		action: Action,
		handle: Handler,
		more: More = {},
	): RouteSpec => ({ name, methods, pattern, action, kind, handle, ...more });

/** A row of the Hub's API (JSON answers with the Hub's error codes, open to other origins). */
export const api = rowsOf("api");

/** A row of the web app's pages. */
export const page = rowsOf("page");

/** Where a type's repositories live in the Hub's URLs: `/{id}` for models, `/datasets/{id}`, `/spaces/{id}`. */
export const PREFIXES: Readonly<Record<RepoType, string>> = { model: "", dataset: "/datasets", space: "/spaces" };

/**
 * The types in the order their rows are tried: a model's addresses have no prefix, so a dataset's address could fit a
 * model's row as well (`/datasets/acme/tree/tree/main` is the tree of the dataset `acme/tree`, not of a model
 * `datasets/acme`, which no id can be): the prefixed types come first.
 */
const ORDER: readonly RepoType[] = [
	...REPO_TYPES.filter((t) => PREFIXES[t] !== ""),
	...REPO_TYPES.filter((t) => PREFIXES[t] === ""),
];

/**
 * Rows every repository type has, written once with their pattern after the type's prefix (`/{repo}/…`): each type
 * gets each row, named `{type}.{name}`.
 */
export function forEveryType(rows: readonly Omit<RouteSpec, "type">[]): RouteSpec[] {
	return ORDER.flatMap((type) =>
		rows.map((row) => ({ ...row, name: `${type}.${row.name}`, pattern: `${PREFIXES[type]}${row.pattern}`, type })),
	);
}
