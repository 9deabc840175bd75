import type { Db } from "../db/types.js";
import { OWNER_SQL, type Visibility } from "../policy/policy.js";
import { filters } from "./query.js";
import type { FacetCount, FacetKind, ModelQuery } from "./types.js";

/**
 * The facet counts hold public models only. A caller who may see private models (their owner, the members of its
 * organization, an admin) gets them counted live on top, from the index of private models by owner: a team's private
 * models are few, so counting them as asked costs little, and no count ever shows anyone a private model they may not
 * see.
 */

/** The condition that keeps the private models a viewer may see, its parameters from `$first`; undefined: none. */
function privateScope(viewer: Visibility, first: number): { sql: string; params: unknown[] } | undefined {
	if (viewer.privateOwners === "all") return { sql: "private", params: [] };
	if (!viewer.privateOwners.length) return undefined;
	return { sql: `private AND ${OWNER_SQL} = ANY($${first}::text[])`, params: [viewer.privateOwners] };
}

/** A visibility that shows exactly the private models `viewer` may see (for a query's filters). */
function privateOnly(viewer: Visibility): Visibility | undefined {
	if (!privateScope(viewer, 1)) return undefined;
	return {
		key: `private:${viewer.key}`,
		privateOwners: viewer.privateOwners,
		condition: (f) => privateScope(viewer, f),
	};
}

/** How many private models the viewer may see match a query's filters (0 without a query when it sees none). */
export async function privateCount(db: Db, q: ModelQuery, viewer: Visibility): Promise<number> {
	const only = privateOnly(viewer);
	if (!only) return 0;
	const w = filters(q, only);
	const r = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM models ${w.sql}`, w.params);
	return Number(r.rows[0]?.n ?? 0);
}

const FACET_VALUES: Record<FacetKind, string> = {
	pipeline_tag: "pipeline_tag",
	library_name: "library_name",
	author: "author",
	tag: "unnest(tags)",
};

/** A facet's values among the private models the viewer may see, with their counts. */
export async function privateFacets(
	db: Db,
	kind: FacetKind | "tags-of",
	viewer: Visibility,
	options: { prefix?: string; values?: string[] } = {},
): Promise<FacetCount[]> {
	const scope = privateScope(viewer, 1);
	if (!scope) return [];
	const params = [...scope.params];
	const conditions: string[] = [];
	if (options.prefix) {
		params.push(options.prefix.replace(/[\\%_]/g, (c) => `\\${c}`));
		conditions.push(`value LIKE $${params.length} || '%'`);
	}
	if (options.values) {
		params.push(options.values);
		conditions.push(`value = ANY($${params.length}::text[])`);
	}
	const values = kind === "tags-of" ? FACET_VALUES.tag : FACET_VALUES[kind];
	const r = await db.query<{ value: string; count: number }>(
		`SELECT value, count(*)::int AS count FROM (SELECT ${values} AS value FROM models WHERE ${scope.sql}) AS v
		 WHERE value IS NOT NULL ${conditions.map((c) => `AND ${c}`).join(" ")} GROUP BY value`,
		params,
	);
	return r.rows.map((row) => ({ value: row.value, count: Number(row.count) }));
}

/** Public counts with private ones added, ordered as the facets table orders them (most first, then by value). */
export function addCounts(base: FacetCount[], extra: FacetCount[], limit = Number.POSITIVE_INFINITY): FacetCount[] {
	if (!extra.length) return base;
	const byValue = new Map(base.map((f) => [f.value, f.count]));
	for (const f of extra) byValue.set(f.value, (byValue.get(f.value) ?? 0) + f.count);
	return [...byValue]
		.map(([value, count]) => ({ value, count }))
		.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
		.slice(0, limit);
}
