/** Pieces shared by the Python writers. */
import type { InferenceAuth, ReplyPath } from "../../types.js";
import { type Code, code, py, pyItem, trusted } from "../code.js";
import { DEFAULT_AUTH, isDefaultAuth } from "../sections.js";

/** Python's indentation step. */
export const PY_INDENT = 4;

/** The expression reading an environment variable. */
export const pyEnv = (variable: string): Code => code`os.environ[${py(variable)}]`;

const writeToken = (auth: InferenceAuth): Code => (auth.token !== undefined ? py(auth.token) : pyEnv(auth.variable));

function writeAuthorization(auth: InferenceAuth): Code {
	if (auth.token !== undefined) return py(`${auth.scheme} ${auth.token}`);
	return code`${py(`${auth.scheme} `)} + ${pyEnv(auth.variable)}`;
}

const DEFAULT_TOKEN = writeToken(DEFAULT_AUTH);
const DEFAULT_AUTHORIZATION = writeAuthorization(DEFAULT_AUTH);

/** The token expression: the explicit token as a literal, or the environment variable. */
export const pyToken = (auth: InferenceAuth): Code => (isDefaultAuth(auth) ? DEFAULT_TOKEN : writeToken(auth));

/** The Authorization header's value expression. */
export const pyAuthorization = (auth: InferenceAuth): Code =>
	isDefaultAuth(auth) ? DEFAULT_AUTHORIZATION : writeAuthorization(auth);

/** Whether the token is read from the environment (the snippet then imports os). */
export const readsEnv = (auth: InferenceAuth): boolean => auth.token === undefined;

/** A call with one argument per line: `callee(\n    a,\n    b,\n)`; multi-line arguments carry their indentation. */
export function pyCall(callee: Code, args: readonly Code[]): Code {
	if (args.length === 0) return code`${callee}()`;
	let out = `${callee}(`;
	for (const arg of args) out += `\n    ${arg},`;
	return `${out}\n)` as Code;
}

/** `name=value`. */
export const kw = (name: string, value: Code): Code => trusted(`${name}=${value}`);

/** A path into a JSON reply: `["images"][0]["url"]`. */
export const pyPath = (path: ReplyPath): Code => trusted(path.map(pyItem).join(""));

/** The modules of a snippet that imports `os` only to read the token, or nothing. */
export const envModules = (auth: InferenceAuth): readonly string[] => (auth.token === undefined ? OS : NONE);
const OS: readonly string[] = Object.freeze(["os"]);
const NONE: readonly string[] = Object.freeze([]);

/** Import lines of the standard modules and packages a snippet uses (in the order given), then `extra`. */
export function pyImports(modules: readonly string[], extra?: Code): Code {
	let out = "";
	for (const m of modules) out += out === "" ? `import ${m}` : `\nimport ${m}`;
	if (extra) out += out === "" ? extra : `\n${extra}`;
	return out as Code;
}

/** `client.chat.completions.create(...)` and the printing of its reply (each chunk's delta when streamed). */
export function pyChatCompletion(args: readonly Code[], stream: boolean): Code {
	const create = trusted("client.chat.completions.create");
	if (!stream) {
		return code`
			completion = ${pyCall(create, args)}
			print(completion.choices[0].message)`;
	}
	return code`
		stream = ${pyCall(create, [...args, trusted("stream=True")])}
		for chunk in stream:
		    if chunk.choices:
		        print(chunk.choices[0].delta.content or "", end="", flush=True)
		print()`;
}
