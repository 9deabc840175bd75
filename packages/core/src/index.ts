export * from "./code/index.js";
export * from "./inference/index.js";
export * from "./libraries/index.js";
export * from "./model.js";
export * from "./pipelines.js";
export * from "./quantization/index.js";
export type { Snippet, SnippetLanguage } from "./snippet.js";
export * from "./tasks/index.js";
