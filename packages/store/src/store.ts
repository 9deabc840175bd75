import { AccessRequests } from "./accounts/access-requests.js";
import { Accounts } from "./accounts/accounts.js";
import { FailureLimits, SignInLimits } from "./accounts/limits.js";
import { Sessions } from "./accounts/sessions.js";
import { Tokens } from "./accounts/tokens.js";
import { Downloads } from "./catalog/downloads.js";
import { ModelCatalog } from "./catalog/models.js";
import { RecordWriter } from "./catalog/records.js";
import { RepoCatalog } from "./catalog/repo-catalog.js";
import type { CatalogType } from "./catalog/repo-row.js";
import { RepoCatalogWriter } from "./catalog/repo-writer.js";
import { CatalogWriter } from "./catalog/writer.js";
import type { Db } from "./db/types.js";
import { Commits } from "./git/commits.js";
import { Revisions } from "./git/revisions.js";
import { Uploads } from "./git/uploads.js";
import { Repositories } from "./repos/access.js";
import { RepoAdmin } from "./repos/manage.js";
import { RepoObjects } from "./repos/objects.js";

/**
 * An open store: the catalogue and the repositories' revisions in one database (PGlite or a PostgreSQL server), each
 * concern behind its own object. Above the store nothing writes SQL: the server, the web app and the CLI call these.
 */
export class Store {
	/** The model catalogue's reads (lists, search, counts, facets, pages). */
	readonly models: ModelCatalog;
	/** The dataset catalogue's reads. */
	readonly datasets: RepoCatalog;
	/** The space catalogue's reads. */
	readonly spaces: RepoCatalog;
	/** Writes to the dataset and space catalogues, by type. */
	readonly repoRecords: Readonly<Record<CatalogType, RepoCatalogWriter>>;
	/** Writes to the catalogue: upserts, bulk loads, facet counts. */
	readonly writer: CatalogWriter;
	/** Repositories' revisions, refs and files, as they are read. */
	readonly revisions: Revisions;
	/** Commits, branches and tags, as the write API makes them. */
	readonly commits: Commits;
	/** One repository's record at a time (the write API's), facet counts kept exact. */
	readonly records: RecordWriter;
	/** Making, moving, changing and deleting repositories. */
	readonly repoAdmin: RepoAdmin;
	/** Multipart uploads in progress. */
	readonly uploads: Uploads;
	/** Downloads of hosted repositories, per day. */
	readonly downloads: Downloads;
	/** What the policy needs to know of a repository. */
	readonly repos: Repositories;
	/** Which stored objects a commit may name: those its repository received, or that its committer may read. */
	readonly objects: RepoObjects;
	/** Users and organizations, their members and passwords. */
	readonly accounts: Accounts;
	readonly tokens: Tokens;
	readonly sessions: Sessions;
	/** Counters of failed sign-ins and bad tokens. */
	readonly failures: FailureLimits;
	/** The limits on failed sign-ins on the web (by source, by source and account, by device). */
	readonly signIns: SignInLimits;
	/** Requests for access to gated repositories. */
	readonly accessRequests: AccessRequests;

	constructor(
		/** The SQL handle: for the store's own modules and its tests. */
		readonly db: Db,
		/** Where the store lives: the embedded store's directory (also the blobs' parent), or the redacted server URL. */
		readonly location: string,
		/** The directory that holds this store's files beside the database (`<dataDir>/blobs`). */
		readonly dataDir: string,
		private readonly release: () => void = () => {},
	) {
		this.models = new ModelCatalog(db);
		this.writer = new CatalogWriter(db, this.models);
		this.revisions = new Revisions(db);
		this.commits = new Commits(db);
		this.records = new RecordWriter(db);
		this.datasets = new RepoCatalog(db, "dataset");
		this.spaces = new RepoCatalog(db, "space");
		this.repoRecords = Object.freeze({
			dataset: new RepoCatalogWriter(db, "dataset"),
			space: new RepoCatalogWriter(db, "space"),
		});
		this.repoAdmin = new RepoAdmin(db, this.records, this.repoRecords);
		this.uploads = new Uploads(db);
		this.downloads = new Downloads(db);
		this.repos = new Repositories(db);
		this.objects = new RepoObjects(db);
		this.accounts = new Accounts(db);
		this.tokens = new Tokens(db);
		this.sessions = new Sessions(db);
		this.failures = new FailureLimits(db);
		this.signIns = new SignInLimits(this.failures);
		this.accessRequests = new AccessRequests(db);
	}

	/** The dataset or space catalogue's reads. */
	catalogOf(type: CatalogType): RepoCatalog {
		return type === "dataset" ? this.datasets : this.spaces;
	}

	get engine() {
		return this.db.engine;
	}

	/** Resolves when the database answers; throws when it cannot be reached. */
	async ping(): Promise<void> {
		await this.db.query("SELECT 1");
	}

	async getMeta(key: string): Promise<string | undefined> {
		const r = await this.db.query<{ value: string }>("SELECT value FROM meta WHERE key = $1", [key]);
		return r.rows[0]?.value;
	}

	async setMeta(key: string, value: string): Promise<void> {
		await this.db.query(
			"INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
			[key, value],
		);
	}

	/**
	 * A value kept once for the whole hub (every process sharing the store reads the same): made by `make` the first
	 * time it is asked for, and kept.
	 */
	async sharedSecret(key: string, make: () => string): Promise<string> {
		await this.db.query("INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING", [key, make()]);
		return (await this.getMeta(key)) as string;
	}

	async deleteMeta(key: string): Promise<void> {
		await this.db.query("DELETE FROM meta WHERE key = $1", [key]);
	}

	async close(): Promise<void> {
		try {
			await this.db.close();
		} finally {
			this.release();
		}
	}
}
