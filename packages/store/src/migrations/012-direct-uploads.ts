import type { Migration } from "./index.js";

/**
 * Uploads sent straight to a bucket (presigned URLs): the bucket's own handle of each one (its multipart upload id,
 * empty for a single PUT; null for an upload through the hub), so that any process can finish it and `modelhub gc`
 * can abort one that was never completed; and the object each is for, to find the staged uploads of an object that
 * a commit names.
 */
export const directUploads: Migration = {
	id: 12,
	name: "direct-uploads",
	sql: `
ALTER TABLE uploads ADD COLUMN storage_ref text COLLATE "C";
CREATE INDEX uploads_object ON uploads (sha256, size);
`,
};
