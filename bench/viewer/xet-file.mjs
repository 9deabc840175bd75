// Stores a file as Xet keeps one a client uploaded (`datasets`' push_to_hub with hf_xet installed): cut into chunks by
// the content-defined chunker, the chunks packed into xorbs of up to 64 MiB (stored uncompressed, as hf_xet stores
// chunks that do not compress, which parquet's mostly do not), and a shard registering the file. In a process of its
// own, so that the viewer's process measures only the viewer. Prints one JSON line: {sha256, size}.
// Usage: node xet-file.mjs <file> <store dir>
import { createHash } from "node:crypto";
import { open } from "node:fs/promises";
import { join } from "node:path";

const [path, dir] = process.argv.slice(2);
const s = await import("@modelhub/store");
await s.xetHashReady();
const store = await s.openStore({ dir: join(dir, "db"), seed: false });
const xet = new s.XetStore(store.db, new s.LocalBlobStore(join(dir, "blobs")));
const scope = { caller: s.ANONYMOUS, repo: { type: "dataset", id: "bench/viewer" } };

const sha = createHash("sha256");
/** Every chunk of the file (its hash and size), for the file's hash; the terms (one per xorb) for its shard. */
const fileChunks = [];
const terms = [];
let records = [];
let metas = [];
let packed = 0;

async function flush() {
	if (metas.length === 0) return;
	const hash = s.xorbHash(metas);
	await xet.putXorb(s.hashToString(hash), [Buffer.concat(records)], scope);
	terms.push({
		xorb: hash,
		size: metas.reduce((n, c) => n + c.size, 0),
		chunkStart: 0,
		chunkEnd: metas.length,
		verification: s.verificationHash(metas.map((c) => c.hash)),
	});
	records = [];
	metas = [];
	packed = 0;
}

async function add(chunk) {
	const record = s.chunkRecord(s.COMPRESSION.none, chunk, chunk.length);
	if (packed + record.length > 64 * 1024 * 1024 || metas.length >= s.MAX_XORB_CHUNKS) await flush();
	const meta = { hash: s.chunkHash(chunk), size: chunk.length, offset: packed };
	records.push(record);
	metas.push(meta);
	fileChunks.push(meta);
	packed += record.length;
}

const fd = await open(path);
const size = (await fd.stat()).size;
const chunker = new s.Chunker();
/** The bytes of the chunk under way, read before the current window. */
let carry = Buffer.alloc(0);
for (let pos = 0; pos < size; ) {
	const window = Buffer.alloc(Math.min(16 * 1024 * 1024, size - pos));
	await fd.read(window, 0, window.length, pos);
	pos += window.length;
	sha.update(window);
	let at = 0;
	for (const length of chunker.update(window)) {
		const end = at + length - carry.length;
		await add(Buffer.concat([carry, window.subarray(at, end)]));
		carry = Buffer.alloc(0);
		at = end;
	}
	carry = Buffer.concat([carry, window.subarray(at)]);
}
if (chunker.finish() !== undefined) await add(carry);
await flush();
await fd.close();
const sha256 = sha.digest("hex");
const shard = s.writeShard(
	{ files: [{ hash: s.fileHash(fileChunks), sha256: s.hashFromString(sha256), terms }], xorbs: [] },
	{ footer: false },
);
await xet.putShard(shard, scope);
await store.close();
console.log(JSON.stringify({ sha256, size }));
