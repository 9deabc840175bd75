export * from "./code/index.js";
export * from "./model.js";
export * from "./pipelines.js";
export type { Snippet, SnippetLanguage } from "./snippet.js";
