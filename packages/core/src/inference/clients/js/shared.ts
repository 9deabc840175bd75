/** Pieces shared by the JavaScript writers. */
import { isJsIdentifier } from "../../../code/index.js";
import type { InferenceAuth, ReplyPath } from "../../types.js";
import { type Code, code, js, jsKey, jsMember, trusted } from "../code.js";

/** JavaScript's indentation step. */
export const JS_INDENT = 2;

/** The expression reading an environment variable. */
export const jsEnv = (variable: string): Code =>
	isJsIdentifier(variable) ? trusted(`process.env.${variable}`) : code`process.env[${js(variable)}]`;

/** The token expression: the explicit token as a literal, or the environment variable. */
export const jsToken = (auth: InferenceAuth): Code =>
	auth.token !== undefined ? js(auth.token) : jsEnv(auth.variable);

/** The Authorization header's value expression. */
export function jsAuthorization(auth: InferenceAuth): Code {
	if (auth.token !== undefined) return js(`${auth.scheme} ${auth.token}`);
	return code`${js(`${auth.scheme} `)} + ${jsEnv(auth.variable)}`;
}

/** An object literal with one property per line and a trailing comma; values carry their own indentation. */
export function jsObject(entries: readonly [key: string, value: Code][], depth = 0): Code {
	if (entries.length === 0) return trusted("{}");
	const pad = " ".repeat(JS_INDENT * (depth + 1));
	let out = "{";
	for (const [k, v] of entries) out += `\n${pad}${jsKey(k)}: ${v},`;
	return `${out}\n${" ".repeat(JS_INDENT * depth)}}` as Code;
}

/** A property path into a reply: `.images[0].url`. */
export const jsPath = (path: ReplyPath): Code => trusted(path.map(jsMember).join(""));

/** The import of Node's file functions a snippet uses. */
export function jsFsImport(names: readonly string[]): Code | undefined {
	return names.length > 0 ? trusted(`import { ${[...names].sort().join(", ")} } from "node:fs/promises";`) : undefined;
}
