import type { SnippetGenerator } from "../../types.js";

export const TEXT_GENERATORS: Record<string, SnippetGenerator> = {};
