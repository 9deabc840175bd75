import { pointerSize, type RevisionFile, treeIdsAway } from "@modelhub/store";

/** One entry of the Hub's tree and paths-info answers. */
export interface TreeEntry {
	type: "file" | "directory";
	oid: string;
	size: number;
	path: string;
	lfs?: { oid: string; size: number; pointerSize: number };
	lastCommit?: { id: string; title: string; date: string };
	securityFileStatus?: SecurityFileStatus;
}

/**
 * The Hub's `securityFileStatus` of a file: every key its clients index (huggingface_hub reads `status`, `avScan` and
 * `pickleImportScan` without a default), and no scan claimed where none ran.
 */
export interface SecurityFileStatus {
	status: string;
	avScan: { virusFound: boolean; virusNames: string[] | null } | null;
	pickleImportScan: { highestSafetyLevel: string; imports: { module: string; name: string; safety: string }[] } | null;
}

/** What the hub can say of a file's safety until a scanner looks at it: not scanned, and no scan's findings. */
export const UNSCANNED: Readonly<SecurityFileStatus> = Object.freeze({
	status: "unscanned",
	avScan: null,
	pickleImportScan: null,
});

/** A revision's files and folders in the Hub's shape, by path; folder ids are their git tree ids. */
export class RevisionTree {
	private readonly files = new Map<string, RevisionFile>();
	/** Each folder's newest last commit among its files. */
	private readonly folderCommits = new Map<string, NonNullable<RevisionFile["lastCommit"]>>();
	/** The last listing asked for: a client pages through one listing, a page at a time. */
	private listed: { key: string; entries: TreeEntry[] } | undefined;

	/** A revision's tree, its folders' ids hashed on the tree thread when it is large. */
	static async of(files: readonly RevisionFile[]): Promise<RevisionTree> {
		return new RevisionTree(files, await treeIdsAway(files.map((f) => ({ path: f.path, oid: f.blobId }))));
	}

	private constructor(
		files: readonly RevisionFile[],
		private readonly folderIds: Map<string, string>,
	) {
		for (const f of files) {
			this.files.set(f.path, f);
			const last = f.lastCommit;
			if (!last) continue;
			for (let cut = f.path.lastIndexOf("/"); cut > 0; cut = f.path.lastIndexOf("/", cut - 1)) {
				const folder = f.path.slice(0, cut);
				const seen = this.folderCommits.get(folder);
				if (!seen || last.date > seen.date) this.folderCommits.set(folder, last);
			}
		}
	}

	/**
	 * The commit that last changed a file, or anything in a folder (the newest of its files'); undefined when the
	 * revision's files do not say (then the revision's own commit stands for it).
	 */
	lastCommit(path: string): RevisionFile["lastCommit"] {
		return this.files.get(path)?.lastCommit ?? this.folderCommits.get(path);
	}

	/** The entry at a path (a file or a folder), or undefined. */
	entry(path: string): TreeEntry | undefined {
		const f = this.files.get(path);
		if (f) {
			const e: TreeEntry = { type: "file", oid: f.blobId, size: f.size, path: f.path };
			if (f.lfs) e.lfs = { oid: f.sha256, size: f.size, pointerSize: pointerSize(f) };
			return e;
		}
		const oid = path === "" ? undefined : this.folderIds.get(path);
		return oid ? { type: "directory", oid, size: 0, path } : undefined;
	}

	isFolder(path: string): boolean {
		return this.folderIds.has(path);
	}

	/** What a folder holds (with `recursive`, everything below it), sorted by path. */
	list(folder: string, recursive: boolean): TreeEntry[] {
		const key = `${folder}\0${recursive}`;
		if (this.listed?.key !== key) this.listed = { key, entries: this.listAnew(folder, recursive) };
		return this.listed.entries;
	}

	private listAnew(folder: string, recursive: boolean): TreeEntry[] {
		const prefix = folder === "" ? "" : `${folder}/`;
		const paths = new Set<string>();
		for (const p of [...this.files.keys(), ...this.folderIds.keys()]) {
			if (p === "" || !p.startsWith(prefix)) continue;
			const rest = p.slice(prefix.length);
			if (recursive || !rest.includes("/")) paths.add(p);
		}
		return [...paths]
			.sort()
			.map((p) => this.entry(p))
			.filter((e): e is TreeEntry => e !== undefined);
	}
}
