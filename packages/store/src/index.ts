export { type AccessRequest, REQUEST_STATUSES, type RequestStatus } from "./accounts/access-requests.js";
export {
	type Account,
	AccountError,
	isOrgRole,
	MAX_PASSWORD,
	type Member,
	MIN_PASSWORD,
	passwordError,
} from "./accounts/accounts.js";
export { looksLikeToken, TOKEN_PREFIX } from "./accounts/secrets.js";
export { SESSION_DAYS, type Session } from "./accounts/sessions.js";
export type { TokenInfo, TokenRole } from "./accounts/tokens.js";
export * from "./blobs/index.js";
export { DOWNLOAD_DAYS } from "./catalog/downloads.js";
export type { ModelCatalog } from "./catalog/models.js";
export { EXACT_COUNT_CAP, MAX_LIMIT, QueryError } from "./catalog/query.js";
export type {
	RepoCatalog,
	RepoFacetKind,
	RepoPage,
	RepoQuery,
	RepoSummary,
	StoredRepo,
} from "./catalog/repo-catalog.js";
export { type CatalogType, checkRepoRecord, type RepoRecord, spaceLinks, TABLE_OF } from "./catalog/repo-row.js";
export type { RepoCatalogWriter } from "./catalog/repo-writer.js";
export { checkRecord, parameterCount, toRow } from "./catalog/row.js";
export * from "./catalog/types.js";
export { idWords, searchTerms } from "./catalog/words.js";
export { annotateLock, type LockHolder, liveLockHolder, StoreLockedError } from "./db/lock.js";
export { isOutage } from "./db/outage.js";
export { redactUrl } from "./db/postgres.js";
export type * from "./db/types.js";
export { parseCardMetadata } from "./derive/card.js";
export { deriveDatasetRecord } from "./derive/dataset.js";
export { deriveRecord, type RepoFiles } from "./derive/derive.js";
export { type FileByteSource, openByteSource } from "./derive/file-source.js";
export { deriveSpaceRecord } from "./derive/space.js";
export { type DerivedRecord, deriveTyped } from "./derive/typed.js";
export {
	CommitError,
	type CommitFile,
	type CommitRequest,
	type CommitResult,
	type FileChange,
	gitCommitId,
	type HistoryCommit,
} from "./git/commits.js";
export * from "./git/index.js";
export { readFolder } from "./import/folder.js";
export { firstPageUrl, HubApiError, type HubApiOptions, nextLink, readHubApi } from "./import/hub-api.js";
export {
	NotJsonLinesError,
	type ReadProgress,
	readRecordFile,
	readRecords,
	recordEvent,
	SNIFF_LINES,
} from "./import/records.js";
export { importRepoEvents } from "./import/repo-import.js";
export { type ImportOptions, type ImportProgress, type ImportSummary, importEvents } from "./import/run.js";
export type * from "./import/types.js";
export { MIGRATIONS, type Migration, migrate } from "./migrations/index.js";
export { DEFAULT_STORE_DIR, type OpenOptions, openStore, StoreOpenError, storeOptionsFromEnv } from "./open.js";
export * from "./policy/policy.js";
export { jsonParseError, pathRefusal, printable, quote } from "./quote.js";
export type { InlineBatch } from "./repos/inline.js";
export { RepoError, type RepoSettings } from "./repos/manage.js";
export {
	type CommitView,
	type FileBytes,
	type RefInfo,
	type RepoInfo,
	RepoReader,
	type RepoRefs,
	type RevisionLookup,
} from "./repos/reader.js";
export { SAMPLE_INPUTS, seedSampleInputs } from "./repos/sample-inputs.js";
export {
	type EntryCommit,
	type FolderEntry,
	type FolderView,
	RevisionTree,
	type TreeEntry,
	type TreeListing,
} from "./repos/tree.js";
export { type CardCheck, type CommitOp, MAX_INLINE, RepoWriter } from "./repos/writer.js";
export { Store } from "./store.js";
export * from "./viewer/index.js";
export * from "./xet/index.js";
export {
	type ChunkPlaces,
	type Reconstruction,
	sha256Of,
	XET_GC_GRACE_HOURS,
	type XetFile,
	XetRefusal,
	type XetScope,
	XetStore,
	type XetTerm,
} from "./xet/store.js";
