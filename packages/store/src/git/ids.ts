import { createHash } from "node:crypto";

/**
 * Git's object ids, as the Hub shows them: a file's `oid`/`blobId` is the sha1 of its git blob object, a large file
 * is stored in git as an LFS pointer (so its `oid` is the pointer's blob id and its content id is the sha256), a
 * folder's `oid` is its git tree id, and a revision is named by a commit id.
 */

/** Files at least this big are LFS files, whatever their name (the Hub's threshold). */
export const LFS_THRESHOLD = 10 * 1024 * 1024;

/** Name endings the Hub's default `.gitattributes` sends to LFS, whatever their size. */
const LFS_EXTENSIONS = new Set(
	(
		"7z arrow bin bz2 ckpt ftz gguf gz h5 joblib mlmodel model msgpack npy npz onnx ot parquet pb pickle pkl pt pth " +
		"rar safetensors tar tflite tgz wasm xz zip zst"
	).split(" "),
);

/** Whether a repository file is kept in LFS (large, or a binary kind the Hub's `.gitattributes` names). */
export function isLfs(path: string, size: number): boolean {
	if (size >= LFS_THRESHOLD) return true;
	const name = path.slice(path.lastIndexOf("/") + 1);
	if (name.includes("tfevents") || path.startsWith("saved_model/")) return true;
	const dot = name.lastIndexOf(".");
	return dot > 0 && LFS_EXTENSIONS.has(name.slice(dot + 1).toLowerCase());
}

/** The git object header that precedes the bytes hashed into an object id. */
export function gitHeader(kind: "blob" | "tree" | "commit", size: number): Buffer {
	return Buffer.from(`${kind} ${size}\0`, "utf8");
}

/** The text git stores in place of an LFS file. */
export function lfsPointer(sha256: string, size: number): string {
	return `version https://git-lfs.github.com/spec/v1\noid sha256:${sha256}\nsize ${size}\n`;
}

/** The git blob id of some bytes. */
export function gitBlobId(bytes: Uint8Array | string): string {
	const data = typeof bytes === "string" ? Buffer.from(bytes, "utf8") : bytes;
	return createHash("sha1").update(gitHeader("blob", data.length)).update(data).digest("hex");
}

/** One file of a revision as the tree sees it. */
export interface TreeFile {
	path: string;
	/** The git blob id in the tree: the file's own for ordinary files, the pointer's for LFS files. */
	oid: string;
}

interface Folder {
	files: Map<string, string>;
	folders: Map<string, Folder>;
}

/** Git tree ids of every folder of a file list, keyed by folder path ("" is the root). */
export function treeIds(files: readonly TreeFile[]): Map<string, string> {
	const root: Folder = { files: new Map(), folders: new Map() };
	for (const f of files) {
		const parts = f.path.split("/");
		let folder = root;
		for (const part of parts.slice(0, -1)) {
			let next = folder.folders.get(part);
			if (!next) {
				next = { files: new Map(), folders: new Map() };
				folder.folders.set(part, next);
			}
			folder = next;
		}
		folder.files.set(parts[parts.length - 1] as string, f.oid);
	}
	const ids = new Map<string, string>();
	const hash = (folder: Folder, path: string): string => {
		// Git orders entries by the bytes of their names, a folder's name compared as if it ended in "/" (each key's
		// bytes made once: made in the comparison, they were most of the time a large tree took).
		const entries: { key: Buffer; mode: string; name: string; oid: string }[] = [];
		for (const [name, oid] of folder.files) entries.push({ key: Buffer.from(name), mode: "100644", name, oid });
		for (const [name, sub] of folder.folders)
			entries.push({
				key: Buffer.from(`${name}/`),
				mode: "40000",
				name,
				oid: hash(sub, path ? `${path}/${name}` : name),
			});
		entries.sort((a, b) => Buffer.compare(a.key, b.key));
		const body = Buffer.concat(
			entries.flatMap((e) => [Buffer.from(`${e.mode} ${e.name}\0`, "utf8"), Buffer.from(e.oid, "hex")]),
		);
		const id = createHash("sha1").update(gitHeader("tree", body.length)).update(body).digest("hex");
		ids.set(path, id);
		return id;
	};
	hash(root, "");
	return ids;
}

/**
 * The commit id of a revision: a git commit of the root tree with a fixed author and date, so the same files always
 * give the same id and any change to a file gives another.
 */
export function commitId(treeId: string): string {
	const who = "Modelhub <modelhub@localhost> 0 +0000";
	const body = Buffer.from(`tree ${treeId}\nauthor ${who}\ncommitter ${who}\n\nImport\n`, "utf8");
	return createHash("sha1").update(gitHeader("commit", body.length)).update(body).digest("hex");
}
