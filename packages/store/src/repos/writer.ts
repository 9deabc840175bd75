import type { ByteSource, ModelRecord, RepoRef, RepoType } from "@modelhub/core";
import type { BlobStore } from "../blobs/blob-store.js";
import { finishStagedUploads } from "../blobs/staged.js";
import { letOthersRun } from "../db/turns.js";
import type { Db } from "../db/types.js";
import { parseCardMetadata } from "../derive/card.js";
import type { RepoFiles } from "../derive/derive.js";
import { deriveTyped } from "../derive/typed.js";
import { CommitError, type CommitFile } from "../git/commits.js";
import { gitBlobId, isLfs, lfsPointer } from "../git/ids.js";
import { recordFiles } from "../git/revisions.js";
import { ANONYMOUS, type Caller } from "../policy/policy.js";
import { pathRefusal } from "../quote.js";
import type { Store } from "../store.js";
import { XetStore } from "../xet/store.js";
import { InlineBatch, inlineFile, MAX_INLINE } from "./inline.js";

export { MAX_INLINE };

/** One change a commit makes, as a client sends it. */
export type CommitOp =
	| { kind: "file"; path: string; content: Uint8Array }
	/** A file sent inline and already kept as a blob (see `keepInline`), so a commit's body need not stay in memory. */
	| { kind: "kept"; path: string; file: CommitFile }
	/**
	 * A stored object named by its sha256 (an LFS or Xet upload, or a copy of a file the committer may read). A copy
	 * comes without its size: it is the source's.
	 */
	| { kind: "lfs"; path: string; sha256: string; size?: number }
	| { kind: "delete"; path: string }
	| { kind: "deleteFolder"; path: string };

/** Changes a commit checks or names between two turns of the event loop. */
const OPS_PER_TURN = 2_000;

/** The `.gitattributes` a new repository starts with: the Hub's large-file patterns in LFS. */
const GITATTRIBUTES = `${[
	"*.7z",
	"*.arrow",
	"*.bin",
	"*.bz2",
	"*.ckpt",
	"*.ftz",
	"*.gguf",
	"*.gz",
	"*.h5",
	"*.joblib",
	"*.lfs.*",
	"*.mlmodel",
	"*.model",
	"*.msgpack",
	"*.npy",
	"*.npz",
	"*.onnx",
	"*.ot",
	"*.parquet",
	"*.pb",
	"*.pickle",
	"*.pkl",
	"*.pt",
	"*.pth",
	"*.rar",
	"*.safetensors",
	"saved_model/**/*",
	"*.tar.*",
	"*.tar",
	"*.tflite",
	"*.tgz",
	"*.wasm",
	"*.xz",
	"*.zip",
	"*.zst",
	"*tfevents*",
]
	.map((p) => `${p} filter=lfs diff=lfs merge=lfs -text`)
	.join("\n")}\n`;

/** What checking a card's front matter found, as `validate-yaml` answers it. */
export interface CardCheck {
	errors: string[];
	warnings: string[];
}

/**
 * The repository service's writes: commits of the clients' changes (inline files kept as blobs, LFS objects checked
 * to be held whole, paths checked, a card checked as the importer checks it), new repositories with their first
 * commit, and the record derived again from the files after each commit to the default branch, exactly as a folder
 * import derives it.
 */
export class RepoWriter {
	constructor(
		private readonly store: Store,
		private readonly blobs: BlobStore,
		/** Files uploaded through Xet, which `lfsFile` lines may name as they name LFS objects. */
		readonly xet: XetStore = new XetStore(store.db, blobs),
	) {}

	/**
	 * Checks a card as the importer would take it for a repository of `type`: errors refuse it, warnings name what it
	 * leaves out.
	 */
	async checkCard(content: string, type: RepoType = "model"): Promise<CardCheck> {
		const parsed = parseCardMetadata(content);
		if (!parsed.ok) return { errors: [parsed.error], warnings: [] };
		const warnings: string[] = [];
		const bytes = Buffer.from(content, "utf8");
		const reader: RepoFiles = {
			files: [{ path: "README.md", size: bytes.length }],
			text: async () => content,
			bytes: async () => {
				throw new Error("no weights in a card");
			},
		};
		const derived = await deriveTyped(type, "check/card", reader, (_path, reason) => warnings.push(reason));
		return { errors: derived.ok ? [] : [derived.error.replace(/^README\.md: /, "")], warnings };
	}

	/**
	 * Makes a repository: its record, and a first commit holding the Hub's `.gitattributes` and the `files` given (a
	 * `.gitattributes` among them replaces the Hub's). The files are checked as any commit's; when the commit is
	 * refused, the repository is not made.
	 */
	async create(
		repo: RepoRef,
		options: { private: boolean; license?: string; sdk?: string },
		author: string,
		files: readonly { path: string; content: Uint8Array }[] = [],
	): Promise<string> {
		await this.store.repoAdmin.create(repo, options);
		const ops: CommitOp[] = files.map((f) => ({ kind: "file", path: f.path, content: f.content }));
		if (!files.some((f) => f.path === ".gitattributes"))
			ops.unshift({ kind: "file", path: ".gitattributes", content: Buffer.from(GITATTRIBUTES) });
		try {
			return await this.commit({
				repo,
				branch: "main",
				author,
				summary: "initial commit",
				ops,
				createBranch: true,
			});
		} catch (e) {
			await this.store.repoAdmin.delete(repo).catch(() => {});
			throw e;
		}
	}

	/**
	 * Commits changes to a branch (`create_pr`: to a new `refs/pr/N` from it instead) and answers the new commit's id.
	 * Every change is checked before anything is written; files are kept first, then the branch moves in one
	 * transaction; a failed or cut request leaves only unnamed blobs for `modelhub gc`.
	 */
	async commit(req: {
		repo: RepoRef;
		branch: string;
		expectedParent?: string;
		author: string;
		/**
		 * Who commits: decides which stored objects its `lfs` changes may name (see namedObject). Without one, only
		 * objects the repository received or that anybody may read.
		 */
		caller?: Caller;
		summary: string;
		description?: string;
		ops: CommitOp[];
		createBranch?: boolean;
		pullRequest?: boolean;
	}): Promise<string> {
		const seen = new Set<string>();
		let done = 0;
		for (const op of req.ops) {
			if (++done % OPS_PER_TURN === 0) await letOthersRun();
			const bad = pathRefusal(op.path);
			if (bad) throw new CommitError(bad, "invalid");
			if (seen.has(op.path)) throw new CommitError(`${op.path} appears twice in the commit`, "invalid");
			seen.add(op.path);
		}
		const readme = req.ops.find((op) => (op.kind === "file" || op.kind === "kept") && op.path === "README.md");
		if (readme?.kind === "file" || readme?.kind === "kept") {
			const text =
				readme.kind === "file" ? Buffer.from(readme.content).toString("utf8") : await this.readText(readme.file);
			const check = await this.checkCard(text, req.repo.type);
			if (check.errors.length) throw new CommitError(`README.md: ${check.errors.join("; ")}`, "invalid");
		}
		const add: CommitFile[] = [];
		const caller = req.caller ?? ANONYMOUS;
		for (const op of req.ops) {
			if (++done % OPS_PER_TURN === 0) await letOthersRun();
			if (op.kind === "file") add.push(await this.keepInline(op.path, op.content));
			else if (op.kind === "kept") add.push(op.file);
			else if (op.kind === "lfs") add.push(await this.namedObject(req.repo, caller, op));
		}
		let branch = req.branch;
		let createBranch: { startFrom?: string } | undefined = req.createBranch ? {} : undefined;
		if (req.pullRequest) {
			const from = await this.store.revisions.resolve(req.repo, req.branch);
			if (!from) throw new CommitError(`Invalid rev id: ${req.branch}`, "not-found");
			branch = `refs/pr/${await this.store.commits.nextPullRequest(req.repo)}`;
			createBranch = { startFrom: from.sha };
		}
		const result = await this.store.commits.commit({
			repo: req.repo,
			branch,
			...(req.expectedParent !== undefined ? { expectedParent: req.expectedParent } : {}),
			author: req.author,
			summary: req.summary,
			...(req.description !== undefined ? { description: req.description } : {}),
			add,
			deleteFiles: req.ops.filter((op) => op.kind === "delete").map((op) => op.path),
			deleteFolders: req.ops.filter((op) => op.kind === "deleteFolder").map((op) => op.path),
			...(createBranch ? { createBranch } : {}),
		});
		if (branch === "main") await this.refreshRecord(req.repo, result.sha);
		return result.sha;
	}

	/**
	 * Makes a ref (a branch by its name, `refs/tags/<name>`, `refs/pr/N`) point at a commit of the repository; refuses
	 * a commit the repository lacks (`not-found`) and a ref that exists (`conflict`).
	 */
	createRef(repo: RepoRef, name: string, sha: string): Promise<void> {
		return this.store.commits.createRef(repo, name, sha);
	}

	/** Removes a ref (see `createRef`); refuses one that does not exist (`not-found`). */
	deleteRef(repo: RepoRef, name: string): Promise<void> {
		return this.store.commits.deleteRef(repo, name);
	}

	/**
	 * A file a commit names by its object's sha256: taken only when the object is one `caller` may name in `repo`
	 * (RepoObjects: received by the repository's upload session, or readable by `caller` elsewhere) and is held whole
	 * (a blob, a Xet file, or an upload staged in a bucket by this repository). The refusal is the same whether the
	 * hub holds the object for another repository or not at all: a hash tells nothing, and grants nothing.
	 */
	private async namedObject(
		repo: RepoRef,
		caller: Caller,
		op: { path: string; sha256: string; size?: number },
	): Promise<CommitFile> {
		const { objects } = this.store;
		const size = op.size ?? (await objects.sizeOf(caller, repo, op.sha256));
		const held =
			size !== undefined &&
			(((await objects.usable(caller, repo, op.sha256, size)) &&
				((await this.blobs.size(op.sha256)) === size ||
					(await this.xet.fileBySha256(op.sha256, size)) !== undefined)) ||
				(await this.finishStaged(repo, op.sha256, size)));
		if (!held)
			throw new CommitError(
				`${op.path}: the object ${op.sha256}${op.size === undefined ? "" : ` of ${op.size} bytes`} was never uploaded to this repository (send it through the LFS batch API or Xet first)`,
				"invalid",
			);
		return { path: op.path, size, sha256: op.sha256, blobId: gitBlobId(lfsPointer(op.sha256, size)), lfs: true };
	}

	/**
	 * Finishes an upload of the object that `repo`'s session staged in a bucket (see finishStagedUploads) and records
	 * that the repository received it; false when it staged none that matches.
	 */
	async finishStaged(repo: RepoRef, sha256: string, size: number): Promise<boolean> {
		if (!(await finishStagedUploads(this.store.uploads, this.blobs, repo, sha256, size))) return false;
		await this.store.objects.received(repo, sha256, size);
		return true;
	}

	private async readText(file: CommitFile): Promise<string> {
		if (file.size > MAX_INLINE) throw new CommitError(`${file.path} is too large to read as text`, "invalid");
		const chunks: Uint8Array[] = [];
		for await (const c of (await this.xet.read(file)) ?? []) chunks.push(c);
		return Buffer.concat(chunks).toString("utf8");
	}

	/** Keeps a file sent inline: its bytes as a blob, its git blob id computed here. */
	async keepInline(path: string, content: Uint8Array): Promise<CommitFile> {
		const file = inlineFile(path, content);
		await this.blobs.putStream(file.sha256, file.size, [content]);
		return file;
	}

	/** A batch for the inline files of a commit being read (see InlineBatch), kept in this writer's blob store. */
	inlineBatch(): InlineBatch {
		return new InlineBatch(this.blobs);
	}

	/**
	 * Keeps a file whose bytes arrive as a stream (a browser's upload): written to the blob store as they arrive and
	 * hashed on the way, never held whole in memory. It is kept in LFS as the Hub would keep it (a large file, a kind
	 * kept in LFS, or one whose first bytes are not text); an ordinary file's git blob id is read back from the store.
	 * A cut stream keeps nothing; nothing is committed until `commit` names the file.
	 */
	async keepStream(path: string, source: AsyncIterable<Uint8Array>, maxSize: number): Promise<CommitFile> {
		const bad = pathRefusal(path);
		if (bad) throw new CommitError(bad, "invalid");
		const { sha256, size } = await this.blobs.putHashing(source, maxSize);
		let head: Buffer | undefined;
		if (!isLfs(path, size)) {
			const chunks: Buffer[] = [];
			for await (const c of this.blobs.read(sha256)) chunks.push(c as Buffer);
			head = Buffer.concat(chunks);
		}
		if (head && !head.subarray(0, 8192).includes(0)) return { path, size, sha256, blobId: gitBlobId(head), lfs: false };
		return { path, size, sha256, blobId: gitBlobId(lfsPointer(sha256, size)), lfs: true };
	}

	/**
	 * Derives again the records that a cut commit left behind their branch, and answers how many. A commit moves the
	 * branch in one transaction and the record follows in another (`refreshRecord`), so a process killed between the two
	 * leaves main at the new commit and the record at the one before (its tags, config and card the old files'). Such a
	 * record names a commit of its own repository that is not main's; a record naming none (imported) is not touched.
	 * The server calls this as it starts.
	 */
	async catchUpRecords(): Promise<number> {
		let caught = 0;
		for (const [type, table] of [
			["model", "models"],
			["dataset", "datasets"],
			["space", "spaces"],
		] as const) {
			const behind = await this.store.db.query<{ id: string; sha: string }>(
				`SELECT r.repo_id AS id, r.sha FROM refs r JOIN ${table} c ON c.id = r.repo_id
				 WHERE r.repo_type = $1 AND r.name = 'main' AND strpos(c.record, '"sha"') > 0
				   AND c.record::jsonb->>'sha' <> r.sha
				   AND EXISTS (SELECT 1 FROM revisions v
				               WHERE v.repo_type = $1 AND v.repo_id = r.repo_id AND v.sha = c.record::jsonb->>'sha')`,
				[type],
			);
			for (const { id, sha } of behind.rows) {
				await this.refreshRecord({ type, id }, sha);
				caught++;
			}
		}
		return caught;
	}

	/**
	 * Derives the record again from a commit's files (as a folder import would), keeping what is the hub's and not the
	 * files' (visibility, gating, counts, creation date); written only while the default branch still points at that
	 * commit, so a slower derivation never overwrites a newer one. The record lists the first files and the whole
	 * revision's size (see recordFiles).
	 */
	async refreshRecord(repo: RepoRef, sha: string): Promise<void> {
		const files = await this.store.revisions.files(repo, sha, { lastCommit: false });
		// Indexed a slice at a time: for 100,000 files the index alone takes tens of milliseconds.
		const byPath = new Map<string, (typeof files)[number]>();
		for (const [i, f] of files.entries()) {
			byPath.set(f.path, f);
			if (i % OPS_PER_TURN === OPS_PER_TURN - 1) await letOthersRun();
		}
		const xet = this.xet;
		const read = async (path: string, start: number, end: number): Promise<Uint8Array> => {
			const f = byPath.get(path);
			if (!f) throw new Error(`no file ${path}`);
			if (end < start) return new Uint8Array(0);
			const chunks: Uint8Array[] = [];
			const bytes = await xet.read(f, { start, end });
			if (!bytes) throw new Error(`the bytes of ${path} are not stored`);
			for await (const c of bytes) chunks.push(c);
			return Buffer.concat(chunks);
		};
		const reader: RepoFiles = {
			files: files.map((f) => ({ path: f.path, size: f.size })),
			text: async (path) => Buffer.from(await read(path, 0, (byPath.get(path)?.size ?? 0) - 1)).toString("utf8"),
			bytes: (path, fn) => {
				const size = byPath.get(path)?.size ?? 0;
				const source: ByteSource = {
					size,
					read: (offset, length) => read(path, offset, Math.min(size, offset + length) - 1),
				};
				return fn(source);
			},
		};
		await letOthersRun();
		const derived = await deriveTyped(repo.type, repo.id, reader, () => {});
		if (!derived.ok) return;
		await letOthersRun();
		const before =
			repo.type === "model"
				? ((await this.store.models.record(repo.id)) as Record<string, unknown> | undefined)
				: await this.store.catalogOf(repo.type).record(repo.id);
		if (!before) return;
		const now = new Date().toISOString();
		const record: Record<string, unknown> & { id: string; tags?: string[] } = {
			...derived.record,
			private: before.private === true,
			gated: before.gated ?? false,
			likes: before.likes ?? 0,
			sha,
			...recordFiles(files),
			lastModified: now,
		};
		if (repo.type !== "space") record.downloads = before.downloads ?? 0;
		if (typeof before.createdAt === "string") record.createdAt = before.createdAt;
		if (before.trendingScore !== undefined) record.trendingScore = before.trendingScore;
		const beforeTags = Array.isArray(before.tags) ? (before.tags as string[]) : [];
		for (const tag of beforeTags)
			if (tag.startsWith("license:") && !record.tags?.some((t) => t.startsWith("license:"))) record.tags?.push(tag);
		// A space made with an SDK (create_repo(space_sdk=…)) keeps it until its card names one.
		if (repo.type === "space" && record.sdk === undefined && typeof before.sdk === "string") {
			record.sdk = before.sdk;
			if (!record.tags?.includes(before.sdk)) record.tags?.unshift(before.sdk);
		}
		const onMain = async (tx: Db) => {
			const r = await tx.query<{ sha: string }>(
				"SELECT sha FROM refs WHERE repo_type = $1 AND repo_id = $2 AND name = 'main' FOR UPDATE",
				[repo.type, repo.id],
			);
			return r.rows[0]?.sha === sha;
		};
		if (repo.type === "model") await this.store.records.put(record as ModelRecord, derived.card, undefined, onMain);
		else await this.store.repoRecords[repo.type].put(record, derived.card, undefined, onMain);
	}
}
