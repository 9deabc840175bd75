import type { Db } from "../db/types.js";

/** The meta key of the catalogue's version: a number every write to the catalogue (or its counts) increases. */
export const CATALOG_VERSION = "catalog-version";

/**
 * Marks the catalogue as changed, in the writing transaction: every process serving it (one store on a PostgreSQL
 * server may have several) sees the new version with the new rows, and drops pages rendered from the old ones.
 */
export async function bumpCatalogVersion(tx: Db): Promise<void> {
	await tx.query(
		`INSERT INTO meta (key, value) VALUES ($1, '1')
		 ON CONFLICT (key) DO UPDATE SET value = (meta.value::bigint + 1)::text`,
		[CATALOG_VERSION],
	);
}
