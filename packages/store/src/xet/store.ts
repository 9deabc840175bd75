import { createHash, randomBytes } from "node:crypto";
import type { RepoRef } from "@modelhub/core";
import type { BlobStore, ByteRange } from "../blobs/blob-store.js";
import { findBlob, type StoredFile } from "../blobs/stored-file.js";
import type { Db } from "../db/types.js";
import { type Caller, filesReadable } from "../policy/policy.js";
import { RepoObjects } from "../repos/objects.js";
import {
	type Hash,
	type HashedSize,
	hashFromString,
	hashToString,
	keyedHasher,
	MerkleBuilder,
	sameHash,
	verificationHash,
	xetHashReady,
} from "./hash.js";
import { StreamReader, XetFormatError } from "./reader.js";
import { MAX_SHARD_BYTES, parseShard, type ShardXorb, writeShard } from "./shard.js";
import { CHUNK_HEADER, chunkHeader, MAX_XORB_BYTES, type ParsedXorb, readXorb, unpackChunk } from "./xorb.js";

/**
 * Xet storage in the store: xorbs checked whole and kept in the blob store's `xorb` namespace, their chunks indexed;
 * shards checked against the xorbs they name (each term's chunks exist, its verification hash and size match, the file
 * hash is the merkle root of the chunks, the sha256 is that of the rebuilt bytes) before their files are registered in
 * one transaction; files rebuilt, whole or by byte range, from their terms; deduplication answers limited to the xorbs
 * of repositories the caller may read.
 */

/** Who asks: the caller behind a Xet token, and the repository the token is for. */
export interface XetScope {
	caller: Caller;
	repo: RepoRef;
}

/** A file registered through Xet: what a commit names it by. */
export interface XetFile {
	hash: string;
	sha256: string;
	size: number;
}

/** One term of a file: chunks `[chunkStart, chunkEnd)` of a xorb, `size` bytes starting at `offset` in the file. */
export interface XetTerm {
	xorb: string;
	chunkStart: number;
	chunkEnd: number;
	size: number;
	offset: number;
}

/** What the reconstruction API answers for a file or a range of it. */
export interface Reconstruction {
	offsetIntoFirstRange: number;
	terms: { xorb: string; chunkStart: number; chunkEnd: number; size: number }[];
	/** Per xorb, the byte ranges to fetch (inclusive ends) and the chunks each holds. */
	fetch: Map<string, { chunkStart: number; chunkEnd: number; byteStart: number; byteEnd: number }[]>;
}

/** Where a term's chunks lie in its xorb, by their index in the term: offset, packed length (header included), size. */
export interface ChunkPlaces {
	start: Float64Array;
	packed: Uint32Array;
	size: Uint32Array;
}

interface ChunkRow {
	idx: number;
	hash: string;
	start: number;
	packed: number;
	size: number;
}

/** Most bytes one shard may make the hub rebuild and hash (a shard is small; the files it names need not be). */
const MAX_SHARD_REBUILD = 200 * 1024 ** 3;
/** Xorbs a deduplication answer lists at most (about 1.5 MB of shard for full xorbs). */
const DEDUP_XORBS = 32;
/** How long a deduplication answer may be used (its shard's key expiry). */
const DEDUP_TTL_SECONDS = 24 * 3600;
/** Xet objects newer than this are kept by garbage collection, referenced or not (an upload may be under way). */
export const XET_GC_GRACE_HOURS = 24;

/** A shard or xorb the hub refuses, with the reason the client is told (a 400). */
export class XetRefusal extends Error {}

const num = (v: unknown) => Number(v);

export class XetStore {
	private readonly objects: RepoObjects;

	constructor(
		private readonly db: Db,
		private readonly blobs: BlobStore,
	) {
		this.objects = new RepoObjects(db);
	}

	/** The Xet files and xorbs of a store's catalogue, kept in its blob store (what the server and the writer use). */
	static of(store: { db: Db }, blobs: BlobStore): XetStore {
		return new XetStore(store.db, blobs);
	}

	/**
	 * Takes a xorb named `name`: its bytes are checked as they are written (every chunk decompressed and hashed, the
	 * merkle root equal to the name) and kept only then; its chunks are indexed, and the token's repository recorded
	 * as one that sent it. Answers whether it was new.
	 */
	async putXorb(name: string, body: AsyncIterable<Uint8Array>, scope: XetScope): Promise<{ inserted: boolean }> {
		await xetHashReady();
		// "Inserted" means new to this scope: a xorb held only for repositories the caller may not read is answered as
		// an unknown one (its bytes are still read and checked whole, which is what makes it this repository's too).
		const known = (await this.usableXorbs([name], scope)).has(name);
		const expected = hashFromString(name);
		let parsed: ParsedXorb | undefined;
		const outcome = await this.blobs.xorbs.put(name, body, async (bytes) => {
			parsed = await readXorb(bytes, expected);
		});
		const x = parsed as ParsedXorb;
		await this.db.transaction(async (tx) => {
			const r = await tx.query(
				`INSERT INTO xet_xorbs (hash, size, chunk_bytes, unpacked, chunks) VALUES ($1, $2, $3, $4, $5)
				 ON CONFLICT (hash) DO NOTHING RETURNING hash`,
				[name, x.size, x.chunkBytes, x.chunks.reduce((n, c) => n + c.size, 0), x.chunks.length],
			);
			if (r.rows.length)
				await tx.query(
					`INSERT INTO xet_chunks (xorb, idx, hash, start, packed, size)
					 SELECT $1, * FROM unnest($2::int[], $3::text[], $4::int[], $5::int[], $6::int[])`,
					[
						name,
						x.chunks.map((_, i) => i),
						x.chunks.map((c) => hashToString(c.hash)),
						x.chunks.map((c) => c.offset),
						x.chunks.map((c) => c.packed),
						x.chunks.map((c) => c.size),
					],
				);
			await tx.query(
				"INSERT INTO xet_xorb_repos (xorb, repo_type, repo_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
				[name, scope.repo.type, scope.repo.id],
			);
		});
		return { inserted: outcome === "written" || !known };
	}

	/** A xorb's stored size, when it is held. */
	async xorbSize(name: string): Promise<number | undefined> {
		const r = await this.db.query<{ size: string }>("SELECT size FROM xet_xorbs WHERE hash = $1", [name]);
		return r.rows[0] ? num(r.rows[0].size) : undefined;
	}

	/**
	 * The xorbs among `names` the scope may build on: those its repository sent, and those holding files of a
	 * repository its caller may read the files of (public ones, its own and its organizations', gated ones it was
	 * granted).
	 */
	async usableXorbs(names: readonly string[], scope: XetScope): Promise<Set<string>> {
		if (names.length === 0) return new Set();
		const { sql, params } = filesReadable(scope.caller, { type: "rf.repo_type", id: "rf.repo_id" }, 4);
		const r = await this.db.query<{ hash: string }>(
			`SELECT x.hash FROM xet_xorbs x WHERE x.hash = ANY($1::text[]) AND (
				EXISTS (SELECT 1 FROM xet_xorb_repos xr WHERE xr.xorb = x.hash AND xr.repo_type = $2 AND xr.repo_id = $3)
				OR EXISTS (SELECT 1 FROM xet_terms t JOIN xet_files f ON f.hash = t.file
					JOIN revision_files rf ON rf.sha256 = f.sha256 AND rf.size = f.size
					WHERE t.xorb = x.hash AND ${sql}))`,
			[[...new Set(names)], scope.repo.type, scope.repo.id, ...params],
		);
		return new Set(r.rows.map((row) => row.hash));
	}

	private async chunks(xorb: string, from: number, to: number): Promise<ChunkRow[]> {
		const r = await this.db.query<ChunkRow>(
			"SELECT idx, hash, start, packed, size FROM xet_chunks WHERE xorb = $1 AND idx >= $2 AND idx < $3 ORDER BY idx",
			[xorb, from, to],
		);
		return r.rows.map((c) => ({
			...c,
			idx: num(c.idx),
			start: num(c.start),
			packed: num(c.packed),
			size: num(c.size),
		}));
	}

	/**
	 * Takes a shard: every file it describes is checked against the xorbs it names and registered; the xorbs it lists
	 * must be held and match. Nothing is registered unless everything checks. Answers how many files were new.
	 */
	async putShard(bytes: Uint8Array, scope: XetScope): Promise<{ files: number; inserted: number }> {
		await xetHashReady();
		if (bytes.length > MAX_SHARD_BYTES) throw new XetRefusal(`a shard may have at most ${MAX_SHARD_BYTES} bytes`);
		let shard: ReturnType<typeof parseShard>;
		try {
			shard = parseShard(bytes);
		} catch (e) {
			if (e instanceof XetFormatError) throw new XetRefusal(`the shard is malformed: ${e.message}`);
			throw e;
		}
		for (const x of shard.xorbs) await this.checkListedXorb(x);
		const named = shard.files.flatMap((f) => f.terms.map((t) => hashToString(t.xorb)));
		const usable = await this.usableXorbs(named, scope);
		const toAdd: { file: XetFile; terms: XetTerm[] }[] = [];
		const received: XetFile[] = [];
		let rebuilt = 0;
		for (const f of shard.files) {
			const hash = hashToString(f.hash);
			const merkle = new MerkleBuilder();
			const terms: XetTerm[] = [];
			let size = 0;
			for (const [i, t] of f.terms.entries()) {
				const xorb = hashToString(t.xorb);
				if (!usable.has(xorb))
					throw new XetRefusal(`file ${hash}: term ${i} names xorb ${xorb}, which was never uploaded here`);
				const rows = await this.chunks(xorb, t.chunkStart, t.chunkEnd);
				if (rows.length !== t.chunkEnd - t.chunkStart)
					throw new XetRefusal(
						`file ${hash}: term ${i} names chunks ${t.chunkStart}-${t.chunkEnd} of xorb ${xorb}, which has fewer`,
					);
				const hashes = rows.map((c) => hashFromString(c.hash));
				const termSize = rows.reduce((n, c) => n + c.size, 0);
				if (termSize !== t.size) throw new XetRefusal(`file ${hash}: term ${i} has ${termSize} bytes, not ${t.size}`);
				if (!t.verification || !sameHash(verificationHash(hashes), t.verification))
					throw new XetRefusal(`file ${hash}: term ${i} lacks its verification hash, or it is wrong`);
				for (const [k, c] of rows.entries()) merkle.push({ hash: hashes[k] as Hash, size: c.size } as HashedSize);
				terms.push({ xorb, chunkStart: t.chunkStart, chunkEnd: t.chunkEnd, size: termSize, offset: size });
				size += termSize;
			}
			const actual = hashToString(merkle.fileRoot());
			if (actual !== hash) throw new XetRefusal(`file ${hash}: its chunks make the file hash ${actual}`);
			// The sha256 travels as hashes do: its usual hex digits are its string form (hf_xet 1.6.0 writes it so).
			const claimed = f.sha256 ? hashToString(f.sha256) : undefined;
			const known = await this.file(hash);
			if (known) {
				if (claimed && claimed !== known.sha256)
					throw new XetRefusal(`file ${hash}: its sha256 is ${known.sha256}, not ${claimed}`);
				received.push(known);
				continue;
			}
			rebuilt += size;
			if (rebuilt > MAX_SHARD_REBUILD)
				throw new XetRefusal(`a shard may describe at most ${MAX_SHARD_REBUILD} bytes of new files`);
			const sha = createHash("sha256");
			let seen = 0;
			for await (const piece of this.rebuild(terms, size)) {
				sha.update(piece);
				seen += piece.length;
			}
			if (seen !== size) throw new Error(`rebuilding ${hash} gave ${seen} bytes, not ${size}`);
			const sha256 = sha.digest("hex");
			if (claimed && claimed !== sha256)
				throw new XetRefusal(`file ${hash}: its bytes' sha256 is ${sha256}, not the ${claimed} the shard states`);
			toAdd.push({ file: { hash, sha256, size }, terms });
			received.push({ hash, sha256, size });
		}
		let inserted = 0;
		await this.db.transaction(async (tx) => {
			// Every file of the shard was built from xorbs this scope may use: its repository received it.
			for (const f of received) await this.objects.received(scope.repo, f.sha256, f.size, tx);
			for (const { file, terms } of toAdd) {
				const r = await tx.query(
					"INSERT INTO xet_files (hash, sha256, size) VALUES ($1, $2, $3) ON CONFLICT (hash) DO NOTHING RETURNING hash",
					[file.hash, file.sha256, file.size],
				);
				if (!r.rows.length) continue;
				inserted++;
				await tx.query(
					`INSERT INTO xet_terms (file, idx, xorb, chunk_start, chunk_end, size, file_offset)
					 SELECT $1, * FROM unnest($2::int[], $3::text[], $4::int[], $5::int[], $6::bigint[], $7::bigint[])`,
					[
						file.hash,
						terms.map((_, i) => i),
						terms.map((t) => t.xorb),
						terms.map((t) => t.chunkStart),
						terms.map((t) => t.chunkEnd),
						terms.map((t) => t.size),
						terms.map((t) => t.offset),
					],
				);
			}
		});
		return { files: shard.files.length, inserted };
	}

	/** A xorb a shard lists as new must be held, with the chunks the shard says. */
	private async checkListedXorb(x: ShardXorb): Promise<void> {
		const name = hashToString(x.hash);
		const rows = await this.chunks(name, 0, 2 ** 31 - 1);
		if (rows.length === 0) throw new XetRefusal(`the shard lists xorb ${name}, which was never uploaded here`);
		if (
			rows.length !== x.chunks.length ||
			rows.some((c, i) => c.hash !== hashToString((x.chunks[i] as { hash: Hash }).hash) || c.size !== x.chunks[i]?.size)
		)
			throw new XetRefusal(`the shard lists xorb ${name} with other chunks than it holds`);
	}

	/** A file registered through Xet, by its Xet hash. */
	async file(hash: string): Promise<XetFile | undefined> {
		const r = await this.db.query<{ hash: string; sha256: string; size: string }>(
			"SELECT hash, sha256, size FROM xet_files WHERE hash = $1",
			[hash],
		);
		const row = r.rows[0];
		return row ? { hash: row.hash, sha256: row.sha256, size: num(row.size) } : undefined;
	}

	/** A file registered through Xet with this sha256 and size (what a commit's `lfsFile` names). */
	async fileBySha256(sha256: string, size: number): Promise<XetFile | undefined> {
		const r = await this.db.query<{ hash: string }>(
			"SELECT hash FROM xet_files WHERE sha256 = $1 AND size = $2 ORDER BY created_at LIMIT 1",
			[sha256, size],
		);
		const row = r.rows[0];
		return row ? { hash: row.hash, sha256, size } : undefined;
	}

	/** Whether some revision of the repository names the file (by its sha256): what a read token may rebuild. */
	async inRepository(file: XetFile, repo: RepoRef): Promise<boolean> {
		const r = await this.db.query(
			"SELECT 1 FROM revision_files WHERE repo_type = $1 AND repo_id = $2 AND sha256 = $3 AND size = $4 LIMIT 1",
			[repo.type, repo.id, file.sha256, file.size],
		);
		return r.rows.length > 0;
	}

	/**
	 * The bytes of a repository file (or an inclusive range of them): its blob when the blob store holds it whole,
	 * else the Xet file with its sha256 and size, rebuilt from its xorbs; undefined when neither is held.
	 */
	async read(
		file: { sha256: string; size: number },
		range?: ByteRange,
	): Promise<AsyncIterable<Uint8Array> | undefined> {
		return (await this.locate(file))?.read(range);
	}

	/**
	 * Where a repository file's bytes are kept, found once for many reads (the data viewer reads one file by many
	 * ranges): its blob when the blob store holds it whole, else its Xet file, whose terms are read from the index
	 * here and the places of their chunks on a term's first read (each kept as three numbers a chunk, so a file read
	 * by many ranges asks the index once per term); undefined when neither is held. Whatever uploaded the file (an
	 * inline file, LFS, Xet), its bytes are read the same way.
	 */
	async locate(file: { sha256: string; size: number }): Promise<StoredFile | undefined> {
		const blob = await findBlob(this.blobs, file);
		if (blob) return blob;
		const xet = await this.fileBySha256(file.sha256, file.size);
		return xet && this.stored(xet);
	}

	/** A file registered through Xet as a stored file, rebuilt from its xorbs (see `locate`). */
	async stored(xet: XetFile): Promise<StoredFile> {
		const terms = await this.terms(xet.hash);
		const kept = new Map<number, Promise<ChunkPlaces>>();
		const places = (t: XetTerm, i: number): Promise<ChunkPlaces> => {
			let p = kept.get(i);
			if (!p) {
				p = this.places(t);
				kept.set(i, p);
				p.catch(() => kept.delete(i));
			}
			return p;
		};
		return { size: xet.size, read: (range) => this.rebuild(terms, xet.size, range, places) };
	}

	/** Where the chunks of a term lie in its xorb, from the index. */
	private async places(t: XetTerm): Promise<ChunkPlaces> {
		const rows = await this.chunks(t.xorb, t.chunkStart, t.chunkEnd);
		const out: ChunkPlaces = {
			start: new Float64Array(rows.length),
			packed: new Uint32Array(rows.length),
			size: new Uint32Array(rows.length),
		};
		for (const [k, c] of rows.entries()) {
			out.start[k] = c.start;
			out.packed[k] = c.packed;
			out.size[k] = c.size;
		}
		return out;
	}

	async terms(hash: string): Promise<XetTerm[]> {
		const r = await this.db.query<{
			xorb: string;
			chunk_start: number;
			chunk_end: number;
			size: string;
			file_offset: string;
		}>("SELECT xorb, chunk_start, chunk_end, size, file_offset FROM xet_terms WHERE file = $1 ORDER BY idx", [hash]);
		return r.rows.map((t) => ({
			xorb: t.xorb,
			chunkStart: num(t.chunk_start),
			chunkEnd: num(t.chunk_end),
			size: num(t.size),
			offset: num(t.file_offset),
		}));
	}

	/**
	 * The bytes of a file from its terms (or of an inclusive byte range of it), as they are decompressed: one chunk
	 * in memory at a time, each xorb range read in one request. `places` tells where a term's chunks lie (by default
	 * asked of the index each time).
	 */
	async *rebuild(
		terms: readonly XetTerm[],
		size: number,
		range?: ByteRange,
		places: (term: XetTerm, index: number) => Promise<ChunkPlaces> = (t) => this.places(t),
	): AsyncGenerator<Uint8Array> {
		const start = range?.start ?? 0;
		const end = range ? range.end + 1 : size;
		for (const [i, t] of terms.entries()) {
			if (t.offset + t.size <= start || t.offset >= end) continue;
			const p = await places(t, i);
			// The chunks [first, last] that the range needs, and where the first one begins in the file.
			let at = t.offset;
			let first = -1;
			let last = -1;
			let firstAt = 0;
			for (let k = 0; k < p.size.length && at < end; k++) {
				const chunkSize = p.size[k] as number;
				if (at + chunkSize > start) {
					if (first < 0) {
						first = k;
						firstAt = at;
					}
					last = k;
				}
				at += chunkSize;
			}
			if (first < 0) continue;
			const reader = new StreamReader(
				this.blobs.xorbs.read(t.xorb, {
					start: p.start[first] as number,
					end: (p.start[last] as number) + (p.packed[last] as number) - 1,
				}),
				MAX_XORB_BYTES,
				`the stored xorb ${t.xorb}`,
			);
			at = firstAt;
			for (let k = first; k <= last; k++) {
				const chunkSize = p.size[k] as number;
				const h = chunkHeader(await reader.read(CHUNK_HEADER));
				const bytes = unpackChunk(h.scheme, await reader.read(h.packedData), h.size);
				if (bytes.length !== chunkSize) throw new Error(`the stored xorb ${t.xorb} does not match its index`);
				const from = Math.max(0, start - at);
				const to = Math.min(chunkSize, end - at);
				yield from === 0 && to === chunkSize ? bytes : bytes.subarray(from, to);
				at += chunkSize;
			}
		}
	}

	/**
	 * What the reconstruction API answers for a file (or an inclusive byte range of it): its terms cut to the chunks
	 * the range needs, the offset into the first, and per xorb the byte ranges holding them (adjacent ones merged).
	 * `undefined` when the range starts past the end.
	 */
	async reconstruction(file: XetFile, range?: { start: number; end?: number }): Promise<Reconstruction | undefined> {
		const start = range?.start ?? 0;
		const end = Math.min(file.size, range?.end === undefined ? file.size : range.end + 1);
		if (start >= file.size && file.size > 0) return undefined;
		const out: Reconstruction = { offsetIntoFirstRange: 0, terms: [], fetch: new Map() };
		for (const t of await this.terms(file.hash)) {
			if (t.offset + t.size <= start || t.offset >= end) continue;
			const rows = await this.chunks(t.xorb, t.chunkStart, t.chunkEnd);
			let at = t.offset;
			let from = -1;
			let to = -1;
			let size = 0;
			for (const c of rows) {
				if (at + c.size > start && at < end) {
					if (from < 0) {
						from = c.idx;
						if (out.terms.length === 0) out.offsetIntoFirstRange = start - at;
					}
					to = c.idx + 1;
					size += c.size;
				}
				at += c.size;
			}
			if (from < 0) continue;
			out.terms.push({ xorb: t.xorb, chunkStart: from, chunkEnd: to, size });
			const firstRow = rows[from - t.chunkStart] as ChunkRow;
			const lastRow = rows[to - 1 - t.chunkStart] as ChunkRow;
			const ranges = out.fetch.get(t.xorb) ?? [];
			ranges.push({
				chunkStart: from,
				chunkEnd: to,
				byteStart: firstRow.start,
				byteEnd: lastRow.start + lastRow.packed - 1,
			});
			out.fetch.set(t.xorb, ranges);
		}
		for (const [xorb, ranges] of out.fetch) out.fetch.set(xorb, mergeRanges(ranges));
		return out;
	}

	/**
	 * The global deduplication answer for a chunk: a shard listing (with HMAC-keyed chunk hashes) the xorbs that hold
	 * it among those the scope may build on; `undefined` when there is none.
	 */
	async dedupShard(chunk: string, scope: XetScope): Promise<Uint8Array | undefined> {
		await xetHashReady();
		const r = await this.db.query<{ xorb: string }>("SELECT DISTINCT xorb FROM xet_chunks WHERE hash = $1 LIMIT 64", [
			chunk,
		]);
		const holding = [
			...(await this.usableXorbs(
				r.rows.map((row) => row.xorb),
				scope,
			)),
		];
		if (holding.length === 0) return undefined;
		// With them, the other xorbs of the files they belong to (the protocol's "nearby" xorbs): a client that meets
		// the first chunk of a stored file can then deduplicate the whole file, not only one xorb of it.
		const near = await this.db.query<{ xorb: string }>(
			`SELECT t2.xorb FROM xet_terms t1 JOIN xet_terms t2 ON t2.file = t1.file
			 WHERE t1.xorb = ANY($1::text[]) GROUP BY t2.xorb ORDER BY min(t2.idx) LIMIT $2`,
			[holding, DEDUP_XORBS * 4],
		);
		const nearUsable = await this.usableXorbs(
			near.rows.map((row) => row.xorb),
			scope,
		);
		const nearby = near.rows.map((row) => row.xorb).filter((x) => nearUsable.has(x));
		const usable = [...new Set([...holding, ...nearby])].slice(0, DEDUP_XORBS);
		const key = randomBytes(32);
		const keyed = await keyedHasher(key);
		const xorbs: ShardXorb[] = [];
		for (const name of usable) {
			const info = await this.db.query<{ unpacked: string; size: string }>(
				"SELECT unpacked, size FROM xet_xorbs WHERE hash = $1",
				[name],
			);
			const rows = await this.chunks(name, 0, 2 ** 31 - 1);
			let unpackedAt = 0;
			xorbs.push({
				hash: hashFromString(name),
				size: num(info.rows[0]?.unpacked),
				bytesOnDisk: num(info.rows[0]?.size),
				chunks: rows.map((c) => {
					const entry = { hash: keyed(hashFromString(c.hash)), offset: unpackedAt, size: c.size };
					unpackedAt += c.size;
					return entry;
				}),
			});
		}
		const now = Math.floor(Date.now() / 1000);
		return writeShard(
			{ files: [], xorbs },
			{ footer: true, hmacKey: key, createdAt: now, expiresAt: now + DEDUP_TTL_SECONDS },
		);
	}

	/**
	 * Removes the Xet files no revision names and the xorbs no remaining file needs (both only once older than the
	 * grace window), and xorb objects the index does not know. Answers the objects removed and their bytes.
	 */
	async collectGarbage(graceHours = XET_GC_GRACE_HOURS): Promise<{ xorbsRemoved: number; bytesFreed: number }> {
		const hours = Number.isFinite(graceHours) && graceHours >= 0 ? graceHours : XET_GC_GRACE_HOURS;
		const grace = `now() - ${hours} * interval '1 hour'`;
		await this.db.query(
			`DELETE FROM xet_files f WHERE f.created_at < ${grace}
			 AND NOT EXISTS (SELECT 1 FROM revision_files rf WHERE rf.sha256 = f.sha256)`,
		);
		const gone = await this.db.query<{ hash: string }>(
			`DELETE FROM xet_xorbs x WHERE x.created_at < ${grace}
			 AND NOT EXISTS (SELECT 1 FROM xet_terms t WHERE t.xorb = x.hash) RETURNING hash`,
		);
		const known = new Set(
			(await this.db.query<{ hash: string }>("SELECT hash FROM xet_xorbs")).rows.map((row) => row.hash),
		);
		let xorbsRemoved = 0;
		let bytesFreed = 0;
		const dropped = new Set(gone.rows.map((row) => row.hash));
		for await (const o of this.blobs.xorbs.list()) {
			if (known.has(o.name)) continue;
			// An object the index does not know may be an upload in progress: removed once older than the grace window.
			if (!dropped.has(o.name) && Date.now() - o.modified < hours * 3600_000) continue;
			await this.blobs.xorbs.delete(o.name);
			xorbsRemoved++;
			bytesFreed += o.size;
		}
		return { xorbsRemoved, bytesFreed };
	}
}

/** Byte ranges of one xorb, sorted and merged where they touch or overlap. */
function mergeRanges(
	ranges: { chunkStart: number; chunkEnd: number; byteStart: number; byteEnd: number }[],
): typeof ranges {
	const sorted = [...ranges].sort((a, b) => a.chunkStart - b.chunkStart);
	const out: typeof ranges = [];
	for (const r of sorted) {
		const last = out.at(-1);
		if (last && r.chunkStart <= last.chunkEnd) {
			if (r.chunkEnd > last.chunkEnd) {
				last.chunkEnd = r.chunkEnd;
				last.byteEnd = r.byteEnd;
			}
		} else out.push({ ...r });
	}
	return out;
}

/** The sha256 of bytes, for tests and tools. */
export const sha256Of = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
