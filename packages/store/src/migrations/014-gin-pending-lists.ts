import type { Migration } from "./index.js";
import { GIN_INDEXES, GIN_OPTIONS } from "./indexes.js";

/**
 * The catalogues' GIN indexes made before GIN_OPTIONS get its small pending list, and what their pending lists hold
 * now is merged into them (up to 4 MB each, which every search read until then). An index a crashed bulk load left
 * out is built with the option when the store opens.
 */
const limit = /\((.*)\)/.exec(GIN_OPTIONS)?.[1] as string;
export const ginPendingLists: Migration = {
	id: 14,
	name: "gin-pending-lists",
	sql: `
${GIN_INDEXES.map((name) => `ALTER INDEX IF EXISTS ${name} SET (${limit});`).join("\n")}
SELECT gin_clean_pending_list(to_regclass(name)) FROM unnest(ARRAY[${GIN_INDEXES.map((n) => `'${n}'`).join(", ")}]) AS name
	WHERE to_regclass(name) IS NOT NULL;
`,
};
