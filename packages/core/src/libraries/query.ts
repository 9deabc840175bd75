import type { LibraryEntry } from "./types.js";

/**
 * Download-count queries: which files of a model repository count as a download of its library.
 *
 * Grammar (AND binds tighter than OR; operators are written in capitals):
 *
 *     query   := or
 *     or      := and ("OR" and)*
 *     and     := primary ("AND" primary)*
 *     primary := "(" or ")" | field ":" string
 *     string  := '"' (any character but '"' and '\', or '\' followed by any character)* '"'
 *
 * Fields, for a file at `dir/sub/name.ext`:
 * - `path`: the whole path, `dir/sub/name.ext`;
 * - `path_extension`: what follows the last dot of the file name, `ext` (a name without a dot has none);
 * - `path_filename`: the file name without its extension, `name`;
 * - `path_prefix`: matches when the path starts with the value, e.g. `checkpoints/`;
 * - `_exists_`: its value names one of the fields above; true when the file has that field (`path_prefix` exists
 *   for files inside a folder, `path_extension` for names with a dot).
 */

/** The fields a term can test. */
export const QUERY_FIELDS = ["path", "path_extension", "path_filename", "path_prefix", "_exists_"] as const;
export type QueryField = (typeof QUERY_FIELDS)[number];
/** The fields `_exists_` can name. */
export type FileField = Exclude<QueryField, "_exists_">;

/** One `field:"value"` test; `start` is the offset of the field name in the query text. */
export interface QueryTerm {
	kind: "term";
	field: QueryField;
	value: string;
	start: number;
}
export interface QueryAnd {
	kind: "and";
	operands: QueryNode[];
}
export interface QueryOr {
	kind: "or";
	operands: QueryNode[];
}
export type QueryNode = QueryTerm | QueryAnd | QueryOr;

/** A parse failure; `position` is the 0-based offset in the query text where the problem starts. */
export interface QueryError {
	error: string;
	position: number;
}
export type QueryParseResult = { ok: true; query: QueryNode } | ({ ok: false } & QueryError);

/** Files counted for a library that declares no query of its own. */
export const DEFAULT_DOWNLOAD_FILES: readonly string[] = [
	"config.json",
	"config.yaml",
	"hyperparams.yaml",
	"params.json",
	"meta.yaml",
];

type Token =
	| { type: "word"; text: string; start: number }
	| { type: "string"; text: string; start: number }
	| { type: "(" | ")" | ":"; start: number }
	| { type: "end"; start: number };

class SyntaxFailure extends Error {
	constructor(
		message: string,
		readonly position: number,
	) {
		super(message);
	}
}

const isSpace = (c: string) => c === " " || c === "\t" || c === "\n" || c === "\r";
const isWordChar = (c: string) => /[A-Za-z0-9_]/.test(c);

function tokenize(text: string): Token[] {
	const tokens: Token[] = [];
	let i = 0;
	while (i < text.length) {
		const c = text[i] as string;
		if (isSpace(c)) {
			i++;
		} else if (c === "(" || c === ")" || c === ":") {
			tokens.push({ type: c, start: i });
			i++;
		} else if (c === '"') {
			const start = i;
			let value = "";
			i++;
			for (;;) {
				if (i >= text.length) throw new SyntaxFailure("unterminated string", start);
				const d = text[i] as string;
				if (d === '"') break;
				if (d === "\\") {
					if (i + 1 >= text.length) throw new SyntaxFailure("unterminated string", start);
					value += text[i + 1];
					i += 2;
				} else {
					value += d;
					i++;
				}
			}
			i++;
			tokens.push({ type: "string", text: value, start });
		} else if (isWordChar(c)) {
			const start = i;
			while (i < text.length && isWordChar(text[i] as string)) i++;
			tokens.push({ type: "word", text: text.slice(start, i), start });
		} else {
			throw new SyntaxFailure(`unexpected character ${JSON.stringify(c)}`, i);
		}
	}
	tokens.push({ type: "end", start: text.length });
	return tokens;
}

const isField = (word: string): word is QueryField => (QUERY_FIELDS as readonly string[]).includes(word);

function describe(t: Token): string {
	if (t.type === "end") return "the end of the query";
	if (t.type === "word") return `"${t.text}"`;
	if (t.type === "string") return "a quoted value";
	return `"${t.type}"`;
}

class Parser {
	private i = 0;
	constructor(private readonly tokens: Token[]) {}

	/** The current token (a method, not a getter, so type narrowing does not outlive a parse step). */
	private peek(): Token {
		return this.tokens[this.i] as Token;
	}

	private isKeyword(word: "AND" | "OR"): boolean {
		const t = this.peek();
		return t.type === "word" && t.text === word;
	}

	parse(): QueryNode {
		if (this.peek().type === "end") throw new SyntaxFailure("empty query", 0);
		const node = this.or();
		const t = this.peek();
		if (t.type === ")") throw new SyntaxFailure('unmatched ")"', t.start);
		if (t.type !== "end")
			throw new SyntaxFailure(`expected AND, OR or the end of the query, found ${describe(t)}`, t.start);
		return node;
	}

	private or(): QueryNode {
		const operands = [this.and()];
		while (this.isKeyword("OR")) {
			this.i++;
			operands.push(this.and());
		}
		return combine("or", operands);
	}

	private and(): QueryNode {
		const operands = [this.primary()];
		while (this.isKeyword("AND")) {
			this.i++;
			operands.push(this.primary());
		}
		return combine("and", operands);
	}

	private primary(): QueryNode {
		const t = this.peek();
		if (t.type === "(") {
			this.i++;
			const node = this.or();
			const close = this.peek();
			if (close.type !== ")")
				throw new SyntaxFailure(
					`expected ")" to close the "(" at position ${t.start}, found ${describe(close)}`,
					close.start,
				);
			this.i++;
			return node;
		}
		if (t.type !== "word") throw new SyntaxFailure(`expected a field name, found ${describe(t)}`, t.start);
		if (t.text === "AND" || t.text === "OR")
			throw new SyntaxFailure(`expected a field name, found the operator ${t.text}`, t.start);
		this.i++;
		const colon = this.peek();
		if (colon.type !== ":") {
			const hint = /^(and|or)$/i.test(t.text) ? " (operators are written in capitals: AND, OR)" : "";
			throw new SyntaxFailure(`expected ":" after "${t.text}", found ${describe(colon)}${hint}`, colon.start);
		}
		if (!isField(t.text))
			throw new SyntaxFailure(`unknown field "${t.text}" (expected one of ${QUERY_FIELDS.join(", ")})`, t.start);
		this.i++;
		const value = this.peek();
		if (value.type !== "string")
			throw new SyntaxFailure(`expected a quoted value after "${t.text}:", found ${describe(value)}`, value.start);
		this.i++;
		return { kind: "term", field: t.text, value: value.text, start: t.start };
	}
}

/** Builds an AND/OR node, lifting nested nodes of the same kind so `a AND (b AND c)` is one flat AND. */
function combine(kind: "and" | "or", operands: QueryNode[]): QueryNode {
	if (operands.length === 1) return operands[0] as QueryNode;
	const flat: QueryNode[] = [];
	for (const o of operands) {
		if (o.kind === kind) flat.push(...o.operands);
		else flat.push(o);
	}
	return { kind, operands: flat };
}

/** Why a term can never match a file, or undefined when it can. */
function termProblem(t: QueryTerm): string | undefined {
	const v = t.value;
	if (v.trim() === "") return `${t.field} has an empty value`;
	switch (t.field) {
		case "path":
			if (v.startsWith("/")) return `path "${v}" starts with "/"; repository paths are relative`;
			if (v.endsWith("/")) return `path "${v}" ends with "/"; it names a folder, not a file`;
			return undefined;
		case "path_extension":
			if (v.includes(".") || v.includes("/"))
				return `path_extension "${v}" contains "${v.includes(".") ? "." : "/"}"; an extension is what follows the last dot, e.g. "pth"`;
			return undefined;
		case "path_filename":
			if (v.includes("/")) return `path_filename "${v}" contains "/"; use path or path_prefix for folders`;
			return undefined;
		case "path_prefix":
			if (v.startsWith("/")) return `path_prefix "${v}" starts with "/"; repository paths are relative`;
			return undefined;
		case "_exists_":
			if (!isField(v) || v === "_exists_")
				return `_exists_ names unknown field "${v}" (expected one of path, path_extension, path_filename, path_prefix)`;
			return undefined;
	}
}

/**
 * Problems that make a parsed query unable to match any file: a term that can never match, or an AND of two
 * different values for the same single-valued field (a file has one path, one extension, one file name).
 */
export function queryProblems(query: QueryNode): QueryError[] {
	const problems: QueryError[] = [];
	const visit = (node: QueryNode) => {
		if (node.kind === "term") {
			const problem = termProblem(node);
			if (problem) problems.push({ error: problem, position: node.start });
			return;
		}
		for (const o of node.operands) visit(o);
		if (node.kind === "and") {
			const seen = new Map<string, string>();
			for (const o of node.operands) {
				if (o.kind !== "term" || o.field === "_exists_" || o.field === "path_prefix") continue;
				const earlier = seen.get(o.field);
				if (earlier !== undefined && earlier !== o.value)
					problems.push({
						error: `${o.field} cannot be both "${earlier}" and "${o.value}"; this AND never matches`,
						position: o.start,
					});
				else seen.set(o.field, o.value);
			}
		}
	};
	visit(query);
	return problems;
}

/**
 * Parses a download-count query into its syntax tree. Fails with a one-line message and the offset of the problem
 * when the text breaks the grammar or when the query could never match a file (see queryProblems).
 */
export function parseDownloadQuery(text: string): QueryParseResult {
	let query: QueryNode;
	try {
		query = new Parser(tokenize(text)).parse();
	} catch (e) {
		if (e instanceof SyntaxFailure) return { ok: false, error: e.message, position: e.position };
		throw e;
	}
	const [problem] = queryProblems(query);
	if (problem) return { ok: false, ...problem };
	return { ok: true, query };
}

/** A query string literal: backslash and double quote are escaped with a backslash. */
const quote = (value: string) => `"${value.replace(/[\\"]/g, "\\$&")}"`;

/** Writes a syntax tree back as query text, with the fewest parentheses that keep its meaning. */
export function formatDownloadQuery(node: QueryNode): string {
	if (node.kind === "term") return `${node.field}:${quote(node.value)}`;
	if (node.kind === "or") return node.operands.map(formatDownloadQuery).join(" OR ");
	return node.operands
		.map((o) => (o.kind === "or" ? `(${formatDownloadQuery(o)})` : formatDownloadQuery(o)))
		.join(" AND ");
}

/** The facts a query tests about one file path; undefined when the file lacks that field. */
type FileFacts = { path: string } & Record<Exclude<FileField, "path">, string | undefined>;

function fileFields(path: string): FileFacts {
	const slash = path.lastIndexOf("/");
	const name = path.slice(slash + 1);
	const dot = name.lastIndexOf(".");
	return {
		path,
		path_extension: dot >= 0 ? name.slice(dot + 1) : undefined,
		path_filename: dot >= 0 ? name.slice(0, dot) : name,
		path_prefix: slash >= 0 ? path.slice(0, slash + 1) : undefined,
	};
}

function evaluate(node: QueryNode, fields: FileFacts): boolean {
	switch (node.kind) {
		case "and":
			return node.operands.every((o) => evaluate(o, fields));
		case "or":
			return node.operands.some((o) => evaluate(o, fields));
		case "term":
			switch (node.field) {
				case "_exists_":
					return isField(node.value) && node.value !== "_exists_" && fields[node.value] !== undefined;
				case "path_prefix":
					return fields.path.startsWith(node.value);
				default:
					return fields[node.field] === node.value;
			}
	}
}

/** Whether a repository file (path relative to the repository root, e.g. "ckpt/model.pt") matches the query. */
export function matchesFile(query: QueryNode, path: string): boolean {
	return evaluate(query, fileFields(path));
}

/** The query that counts the default files. */
export const DEFAULT_DOWNLOAD_QUERY: string = DEFAULT_DOWNLOAD_FILES.map((f) => `path:${quote(f)}`).join(" OR ");

/** How downloads of a library are counted: its own query, or the default files. */
export interface DownloadRule {
	source: "library" | "default";
	/** The query text in force. */
	query: string;
	ast: QueryNode;
}

/** The download rule in force for a library; an invalid `countDownloads` is reported, never thrown. */
export function downloadRule(
	library: Pick<LibraryEntry, "key" | "countDownloads">,
): { ok: true; rule: DownloadRule } | { ok: false; error: string } {
	const source = library.countDownloads === undefined ? "default" : "library";
	const query = library.countDownloads ?? DEFAULT_DOWNLOAD_QUERY;
	const parsed = parseDownloadQuery(query);
	if (!parsed.ok)
		return {
			ok: false,
			error: `library "${library.key}": countDownloads is invalid at position ${parsed.position}: ${parsed.error}`,
		};
	return { ok: true, rule: { source, query, ast: parsed.query } };
}

/** Whether downloading this file counts as a download of a model of this library. */
export function countsAsDownload(library: Pick<LibraryEntry, "key" | "countDownloads">, path: string): boolean {
	const result = downloadRule(library);
	return result.ok && matchesFile(result.rule.ast, path);
}
