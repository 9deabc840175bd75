import type { SnippetGenerator } from "../types.js";
import { AUDIO_GENERATORS } from "./audio/index.js";
import { GENERATION_GENERATORS } from "./generation/index.js";
import { TEXT_GENERATORS } from "./text/index.js";
import { VISION_GENERATORS } from "./vision/index.js";

/** Every library's snippet generator, keyed by library key. */
export const LIBRARY_SNIPPETS: Readonly<Record<string, SnippetGenerator>> = {
	...TEXT_GENERATORS,
	...GENERATION_GENERATORS,
	...VISION_GENERATORS,
	...AUDIO_GENERATORS,
};
