/** Pieces shared by the JavaScript writers. */
import { isJsIdentifier } from "../../../code/index.js";
import type { InferenceAuth, ReplyPath } from "../../types.js";
import { type Code, code, js, jsKey, jsMember, trusted } from "../code.js";
import { DEFAULT_AUTH, isDefaultAuth } from "../sections.js";

/** JavaScript's indentation step. */
export const JS_INDENT = 2;

/** The expression reading an environment variable. */
export const jsEnv = (variable: string): Code =>
	isJsIdentifier(variable) ? trusted(`process.env.${variable}`) : code`process.env[${js(variable)}]`;

const writeToken = (auth: InferenceAuth): Code => (auth.token !== undefined ? js(auth.token) : jsEnv(auth.variable));

function writeAuthorization(auth: InferenceAuth): Code {
	if (auth.token !== undefined) return js(`${auth.scheme} ${auth.token}`);
	return code`${js(`${auth.scheme} `)} + ${jsEnv(auth.variable)}`;
}

const DEFAULT_TOKEN = writeToken(DEFAULT_AUTH);
const DEFAULT_AUTHORIZATION = writeAuthorization(DEFAULT_AUTH);

/** The token expression: the explicit token as a literal, or the environment variable. */
export const jsToken = (auth: InferenceAuth): Code => (isDefaultAuth(auth) ? DEFAULT_TOKEN : writeToken(auth));

/** The Authorization header's value expression. */
export const jsAuthorization = (auth: InferenceAuth): Code =>
	isDefaultAuth(auth) ? DEFAULT_AUTHORIZATION : writeAuthorization(auth);

/** Indentation of each depth of an object literal, worked out once. */
const PADS = Array.from({ length: 8 }, (_, depth) => " ".repeat(JS_INDENT * depth));
const padOf = (depth: number): string => PADS[depth] ?? " ".repeat(JS_INDENT * depth);

function objectLiteral(
	entries: readonly [key: string, value: Code][],
	depth: number,
	key: (k: string) => string,
): Code {
	if (entries.length === 0) return trusted("{}");
	const pad = padOf(depth + 1);
	let out = "{";
	for (const [k, v] of entries) out += `\n${pad}${key(k)}: ${v},`;
	return `${out}\n${padOf(depth)}}` as Code;
}

const asWritten = (k: string): string => k;

/**
 * An object literal with one property per line and a trailing comma; values carry their own indentation. The keys
 * are property names of the writer's own code (identifiers, written as they are), never values of the request.
 */
export function jsObject(entries: readonly [key: string, value: Code][], depth = 0): Code {
	return objectLiteral(entries, depth, asWritten);
}

/** The same with keys taken from the request (header names): each written as an identifier or a string literal. */
export function jsRecord(entries: readonly [key: string, value: Code][], depth = 0): Code {
	return objectLiteral(entries, depth, jsKey);
}

/** A property path into a reply: `.images[0].url`. */
export const jsPath = (path: ReplyPath): Code => trusted(path.map(jsMember).join(""));

const FS_IMPORTS = [
	undefined,
	trusted(`import { readFile } from "node:fs/promises";`),
	trusted(`import { writeFile } from "node:fs/promises";`),
	trusted(`import { readFile, writeFile } from "node:fs/promises";`),
];

/** The import of the Node file functions a snippet uses: `readFile` to send a file, `writeFile` to save a reply. */
export function jsFsImport(reads: boolean, writes: boolean): Code | undefined {
	return FS_IMPORTS[(reads ? 1 : 0) + (writes ? 2 : 0)];
}
