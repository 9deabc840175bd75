import type { SnippetGenerator } from "../../types.js";

export const AUDIO_GENERATORS: Record<string, SnippetGenerator> = {};
