import { languageName } from "./language-names";

/** Chips shown at most before the rest fold away. */
const SHOWN = 8;

/**
 * Tags a model page shows elsewhere or that say nothing to a reader: the hosting region, the model tree's
 * `base_model:…`, the licence and datasets (in the card's facts), the Hub's own flags.
 */
const HIDDEN = [/^region:/, /^base_model:/, /^license:/, /^dataset:/, /^deploy:/, /^doi:/];
const FLAGS = new Set(["endpoints_compatible", "text-generation-inference", "autotrain_compatible", "has_space"]);

/**
 * The tags that matter on a model's header, and the rest: a language code (named in the card's facts), the model's own
 * task and library (in its facts) and the tags above are left out of the chips; what is left keeps its order, the
 * first few shown and the others kept for an "all tags" list that is closed by default.
 */
export function headerTags(
	tags: string[],
	own: { task?: string; library?: string },
): { shown: string[]; rest: string[] } {
	const useful = tags.filter(
		(t) =>
			!HIDDEN.some((re) => re.test(t)) &&
			!FLAGS.has(t) &&
			t !== own.task &&
			t !== own.library &&
			languageName(t) === undefined,
	);
	const shown = useful.slice(0, SHOWN);
	return { shown, rest: tags.filter((t) => !shown.includes(t)) };
}
