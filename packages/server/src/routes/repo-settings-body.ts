import type { RepoType } from "@modelhub/core";
import type { RepoSettings } from "@modelhub/store";
import { badRequest } from "../errors.js";

/**
 * The repository settings a client sends, read from a JSON body as the Hub's clients send them: `private` (older
 * clients), `visibility` (`huggingface_hub` 1.x and 2.x, `@huggingface/hub`), `gated`. A setting this hub does not have,
 * or a value it does not take, is a 400 that names it: never an answer of success for a change that was not made.
 */

/** The settings `PUT /api/{type}s/{id}/settings` takes. */
const SETTINGS = ["private", "visibility", "gated"] as const;

/** The visibilities this hub has (the Hub's `protected`, for Spaces, is refused by name: see `visibilityOf`). */
const VISIBILITIES = ["public", "private"];

/** A field the body sets: present and not null (a client's `None`, as JSON null, sets nothing). */
const isSet = (v: unknown) => v !== undefined && v !== null;

/** `v` for a message: JSON, cut short. */
const shown = (v: unknown) => (JSON.stringify(v) ?? String(v)).slice(0, 100);

/**
 * Whether the body asks for a private repository: from `visibility` or `private` (both may come, if they agree);
 * undefined when it sets neither.
 */
export function visibilityOf(body: Record<string, unknown>, type: RepoType): boolean | undefined {
	let asked: boolean | undefined;
	if (isSet(body.private)) {
		if (typeof body.private !== "boolean") throw badRequest("invalid body: private must be true or false");
		asked = body.private;
	}
	if (isSet(body.visibility)) {
		const v = body.visibility;
		if (v === "protected")
			// On the Hub a protected Space runs its app for everyone while its files stay private; this hub runs no Space
			// apps, so there is nothing it could keep public.
			throw badRequest(
				type === "space"
					? 'invalid body: visibility "protected" is not available here: this hub runs no Space apps, so a Space is "public" or "private"'
					: 'invalid body: visibility "protected" is for Spaces only; use "public" or "private"',
			);
		if (typeof v !== "string" || !VISIBILITIES.includes(v))
			throw badRequest(`invalid body: visibility must be "public" or "private", not ${shown(v)}`);
		const isPrivate = v === "private";
		if (asked !== undefined && asked !== isPrivate)
			throw badRequest(`invalid body: private ${asked} and visibility ${shown(v)} disagree`);
		asked = isPrivate;
	}
	return asked;
}

/** The change a settings body asks for: every key a setting this hub has, every value one it takes. */
export function settingsChange(body: Record<string, unknown>, type: RepoType): RepoSettings {
	const unknown = Object.keys(body).filter((k) => !(SETTINGS as readonly string[]).includes(k));
	if (unknown.length)
		throw badRequest(
			`invalid body: this hub has no setting ${unknown
				.slice(0, 5)
				.map((k) => shown(k))
				.join(", ")} (it takes ${SETTINGS.join(", ")})`,
		);
	const change: RepoSettings = {};
	const isPrivate = visibilityOf(body, type);
	if (isPrivate !== undefined) change.private = isPrivate;
	if (isSet(body.gated)) {
		const g = body.gated;
		if (g !== false && g !== "auto" && g !== "manual")
			throw badRequest(`invalid body: gated must be false, "auto" or "manual", not ${shown(g)}`);
		change.gated = g;
	}
	if (change.private === undefined && change.gated === undefined)
		throw badRequest(`invalid body: it changes no setting (send one of ${SETTINGS.join(", ")})`);
	return change;
}
