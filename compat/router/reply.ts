/** What a route answers: JSON, media bytes, or a server-sent event stream. */
import type { MediaKind } from "./media.js";

export type Reply =
	| { type: "json"; value: unknown; status?: number }
	| { type: "media"; kind: MediaKind }
	| { type: "events"; events: string[] };

export const json = (value: unknown): Reply => ({ type: "json", value });
export const media = (kind: MediaKind): Reply => ({ type: "media", kind });
