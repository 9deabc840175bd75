import type { Migration } from "./index.js";

/**
 * Files every stored model under its task in the words column (see `taskLexeme` in words.ts: a control character
 * before the task, for tasks of at most 256 characters). The words index is dropped first and built once afterwards
 * (by `ensureIndexes`), not updated row by row.
 */
export const taskLexemes: Migration = {
	id: 4,
	name: "task-lexemes",
	sql: `
DROP INDEX IF EXISTS models_words;
UPDATE models SET words = words || array_to_tsvector(ARRAY[chr(1) || pipeline_tag])
WHERE pipeline_tag IS NOT NULL AND length(pipeline_tag) <= 256;
`,
};
