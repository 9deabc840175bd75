import type { Migration } from "./index.js";

/**
 * Keeps a model's row as written up to a full page (8 kB): by default Postgres compresses the largest values of a
 * row past 2 kB (a card, a long record), which in the embedded store (pglz compiled to WASM) cost the main thread of
 * a 1M-record import more than 2 s, to save about 13 % of the table's size. Rows written from now on are stored so;
 * a larger row is still compressed and moved out of line as before.
 */
export const rowsUncompressed: Migration = {
	id: 6,
	name: "rows-uncompressed",
	sql: "ALTER TABLE models SET (toast_tuple_target = 8160)",
};
