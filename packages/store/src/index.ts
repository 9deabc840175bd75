export { annotateLock, type LockHolder, StoreLockedError } from "./db/lock.js";
export { redactUrl } from "./db/postgres.js";
export * from "./files/index.js";
export { badRepoId, readFolder } from "./import/folder.js";
export { firstPageUrl, HubApiError, type HubApiOptions, nextLink, readHubApi } from "./import/hub-api.js";
export {
	NotJsonLinesError,
	type ReadProgress,
	readRecordFile,
	readRecords,
	recordEvent,
	SNIFF_LINES,
} from "./import/records.js";
export { type ImportOptions, type ImportProgress, type ImportSummary, importEvents } from "./import/run.js";
export type * from "./import/types.js";
export { MIGRATIONS, type Migration, migrate } from "./migrations/index.js";
export { DEFAULT_STORE_DIR, type OpenOptions, openStore, StoreOpenError, storeOptionsFromEnv } from "./open.js";
export { jsonParseError, printable, quote } from "./quote.js";
export { type FileByteSource, openByteSource } from "./repo/file-source.js";
export { checkRecord, parameterCount, toRow } from "./row.js";
export { CatalogStore, EXACT_COUNT_CAP, MAX_LIMIT, QueryError } from "./store.js";
export * from "./types.js";
export { idWords, searchTerms } from "./words.js";
