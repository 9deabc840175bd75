import type { SnippetGenerator } from "../../types.js";

export const GENERATION_GENERATORS: Record<string, SnippetGenerator> = {};
