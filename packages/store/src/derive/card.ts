import { parse } from "yaml";

/** A README.md split into its YAML front matter (the card's metadata) and the rest. */
export type CardParse = { ok: true; metadata: Record<string, unknown> } | { ok: false; error: string };

const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n?^---[ \t]*$/m;

/** The card's metadata: `{}` without front matter; an error naming the problem for YAML that does not parse. */
export function parseCardMetadata(text: string): CardParse {
	if (!/^\uFEFF?---[ \t]*\r?\n/.test(text)) return { ok: true, metadata: {} };
	const match = FRONT_MATTER.exec(text);
	if (!match) return { ok: false, error: "the YAML front matter has no closing ---" };
	let data: unknown;
	try {
		data = parse(match[1] ?? "", { uniqueKeys: false });
	} catch (e) {
		return { ok: false, error: `invalid YAML front matter: ${String((e as Error).message).split("\n")[0]}` };
	}
	if (data === null || data === undefined) return { ok: true, metadata: {} };
	if (typeof data !== "object" || Array.isArray(data))
		return { ok: false, error: "the YAML front matter is not a mapping of keys to values" };
	return { ok: true, metadata: data as Record<string, unknown> };
}

/** A card field the Hub takes as one string or a list of them; anything else is left out. */
export function stringList(value: unknown): string[] {
	if (typeof value === "string") return value ? [value] : [];
	if (Array.isArray(value)) return value.filter((v): v is string => typeof v === "string" && v !== "");
	return [];
}

const RELATIONS = ["adapter", "merge", "quantized", "finetune"] as const;

/**
 * The `base_model:` tags of a card: `base_model:<id>` and `base_model:<relation>:<id>`, the relation as the card
 * states it (`base_model_relation`) or inferred from the repository: adapter files, several bases (a merge), a
 * quantized format, else a fine-tune.
 */
export function baseModelTags(
	metadata: Record<string, unknown>,
	facts: { adapter: boolean; quantized: boolean },
): string[] {
	const bases = stringList(metadata.base_model);
	if (!bases.length) return [];
	const stated = metadata.base_model_relation;
	const relation = (RELATIONS as readonly unknown[]).includes(stated)
		? (stated as string)
		: facts.adapter
			? "adapter"
			: bases.length > 1
				? "merge"
				: facts.quantized
					? "quantized"
					: "finetune";
	return bases.flatMap((b) => [`base_model:${b}`, `base_model:${relation}:${b}`]);
}
