/** Small pieces shared by the snippet generators. */
import { comment, raw } from "../../code/index.js";
import type { Code } from "../../code/template.js";
import { hasTag, type ModelRecord } from "../../model.js";
import type { Snippet, SnippetLanguage } from "../../snippet.js";

/** A Python snippet. */
export const python = (content: string): Snippet => ({ language: "python", content });
/** A shell snippet. */
export const bash = (content: string): Snippet => ({ language: "bash", content });
/** A JavaScript snippet. */
export const javascript = (content: string): Snippet => ({ language: "js", content });

/** The catalogued fallback: a message shown as a comment in the snippet's language, instead of code. */
export function fallback(message: string, language: SnippetLanguage = "python"): Snippet[] {
	return [{ language, content: comment(language, message) }];
}

/** `, trust_remote_code=True` when the model ships its own code (tag `custom_code`), else nothing. */
export function remoteCodeArg(model: ModelRecord): Code {
	return raw(hasTag(model, "custom_code") ? ", trust_remote_code=True" : "");
}

/** The first string of a string-or-array field (base_model, language, …), if any. */
export function firstOf(value: string | string[] | undefined | null): string | undefined {
	if (typeof value === "string") return value;
	return Array.isArray(value) ? value.find((v) => typeof v === "string") : undefined;
}

/** The model's name without its owner: "org/name" → "name". */
export function repoName(model: ModelRecord): string {
	return model.id.split("/").pop() ?? model.id;
}
