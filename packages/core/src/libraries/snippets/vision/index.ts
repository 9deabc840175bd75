import type { SnippetGenerator } from "../../types.js";

export const VISION_GENERATORS: Record<string, SnippetGenerator> = {};
