import type { Migration } from "./index.js";

/**
 * Every word the ids are indexed by, once. A search turns each of its words (a prefix) into the stored words that
 * begin with it and asks the index for those exactly: an exact match intersects the index's lists as it goes, where a
 * prefix match first gathers every row of every matching word (at 1M models, 4 ms against 25 ms for "bert base").
 * Imports add the words of what they write; a word whose models are gone stays and matches nothing.
 */
export const words: Migration = {
	id: 3,
	name: "words",
	sql: `
CREATE TABLE words (word text COLLATE "C" PRIMARY KEY);
INSERT INTO words SELECT DISTINCT unnest(tsvector_to_array(words)) FROM models;
`,
};
