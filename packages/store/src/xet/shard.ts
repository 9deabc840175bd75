import type { Hash } from "./hash.js";
import { u32le, u64le, XetFormatError } from "./reader.js";

/**
 * Shards (hub-docs `docs/xet/shard.md`): a 48-byte header, a file info section (per file: its hash, its terms, a
 * verification hash per term, optionally its sha256), a CAS info section (per xorb: its hash and its chunks), each
 * section closed by a "bookend" entry, then a 200-byte footer (omitted in uploads). Every entry is 48 bytes; every
 * integer little-endian.
 */

const HEADER_TAG = Uint8Array.from([
	72, 70, 82, 101, 112, 111, 77, 101, 116, 97, 68, 97, 116, 97, 0, 85, 105, 103, 69, 106, 123, 129, 87, 131, 165, 189,
	217, 92, 205, 209, 74, 169,
]);
const ENTRY = 48;
const HEADER = 48;
export const SHARD_FOOTER = 200;
const WITH_VERIFICATION = 0x80000000;
const WITH_METADATA = 0x40000000;
/** The largest shard taken (the protocol asks clients to split larger ones). */
export const MAX_SHARD_BYTES = 64 * 1024 * 1024;

export interface ShardTerm {
	xorb: Hash;
	/** The term's uncompressed bytes, as the client states them. */
	size: number;
	chunkStart: number;
	chunkEnd: number;
	verification?: Hash;
}

export interface ShardFile {
	hash: Hash;
	terms: ShardTerm[];
	/** The sha256 of the file's bytes, as the client states it (the metadata extension). */
	sha256?: Hash;
}

export interface ShardXorbChunk {
	hash: Hash;
	/** Where the chunk's header starts in the xorb. */
	offset: number;
	size: number;
}

export interface ShardXorb {
	hash: Hash;
	/** Uncompressed bytes of all its chunks. */
	size: number;
	/** Its serialized length. */
	bytesOnDisk: number;
	chunks: ShardXorbChunk[];
}

export interface Shard {
	files: ShardFile[];
	xorbs: ShardXorb[];
}

const isBookend = (b: Uint8Array, p: number) => {
	for (let i = 0; i < 32; i++) if (b[p + i] !== 0xff) return false;
	return true;
};

/** Parses a shard (an upload: no footer, or with one), checking its structure; nothing about its meaning. */
export function parseShard(b: Uint8Array): Shard {
	const need = (p: number, n: number) => {
		if (p + n > b.length) throw new XetFormatError("the shard is truncated");
	};
	need(0, HEADER);
	if (!HEADER_TAG.every((x, i) => b[i] === x)) throw new XetFormatError("not a shard (wrong header tag)");
	if (u64le(b, 32) !== 2) throw new XetFormatError("unknown shard header version");
	const footerSize = u64le(b, 40);
	if (footerSize !== 0 && footerSize !== SHARD_FOOTER) throw new XetFormatError("unknown shard footer size");
	let p = HEADER;
	const files: ShardFile[] = [];
	for (;;) {
		need(p, ENTRY);
		if (isBookend(b, p)) {
			p += ENTRY;
			break;
		}
		const hash = b.slice(p, p + 32);
		const flags = u32le(b, p + 32);
		const count = u32le(b, p + 36);
		p += ENTRY;
		if (flags & ~(WITH_VERIFICATION | WITH_METADATA)) throw new XetFormatError("unknown file flags in the shard");
		need(p, ENTRY * count);
		const terms: ShardTerm[] = [];
		for (let i = 0; i < count; i++, p += ENTRY) {
			const term: ShardTerm = {
				xorb: b.slice(p, p + 32),
				size: u32le(b, p + 36),
				chunkStart: u32le(b, p + 40),
				chunkEnd: u32le(b, p + 44),
			};
			if (term.chunkEnd <= term.chunkStart) throw new XetFormatError("a term of the shard has no chunk");
			terms.push(term);
		}
		if (flags & WITH_VERIFICATION) {
			need(p, ENTRY * count);
			for (const term of terms) {
				term.verification = b.slice(p, p + 32);
				p += ENTRY;
			}
		}
		const file: ShardFile = { hash, terms };
		if (flags & WITH_METADATA) {
			need(p, ENTRY);
			file.sha256 = b.slice(p, p + 32);
			p += ENTRY;
		}
		files.push(file);
	}
	const xorbs: ShardXorb[] = [];
	for (;;) {
		need(p, ENTRY);
		if (isBookend(b, p)) {
			p += ENTRY;
			break;
		}
		const xorb: ShardXorb = {
			hash: b.slice(p, p + 32),
			size: u32le(b, p + 40),
			bytesOnDisk: u32le(b, p + 44),
			chunks: [],
		};
		const count = u32le(b, p + 36);
		p += ENTRY;
		need(p, ENTRY * count);
		for (let i = 0; i < count; i++, p += ENTRY)
			xorb.chunks.push({ hash: b.slice(p, p + 32), offset: u32le(b, p + 32), size: u32le(b, p + 36) });
		xorbs.push(xorb);
	}
	if (b.length - p !== footerSize) throw new XetFormatError("the shard has bytes after its sections");
	return { files, xorbs };
}

class Writer {
	private parts: Uint8Array[] = [];
	length = 0;
	bytes(b: Uint8Array) {
		this.parts.push(b);
		this.length += b.length;
	}
	u32(v: number) {
		const b = new Uint8Array(4);
		new DataView(b.buffer).setUint32(0, v, true);
		this.bytes(b);
	}
	u64(v: number | bigint) {
		const b = new Uint8Array(8);
		new DataView(b.buffer).setBigUint64(0, BigInt(v), true);
		this.bytes(b);
	}
	zeros(n: number) {
		this.bytes(new Uint8Array(n));
	}
	bookend() {
		this.bytes(new Uint8Array(32).fill(0xff));
		this.zeros(16);
	}
	done(): Uint8Array {
		const out = new Uint8Array(this.length);
		let w = 0;
		for (const p of this.parts) {
			out.set(p, w);
			w += p.length;
		}
		return out;
	}
}

/**
 * Writes a shard with a footer (the global deduplication answer: xorbs and their chunks, and no file). With
 * `hmacKey`, the chunk hashes are already keyed by the caller and the key is written in the footer; without, files may
 * be listed (for tests that build uploads, with `footer: false`).
 */
export function writeShard(
	shard: Shard,
	options: { footer: boolean; hmacKey?: Uint8Array; createdAt?: number; expiresAt?: number },
): Uint8Array {
	const w = new Writer();
	w.bytes(HEADER_TAG);
	w.u64(2);
	w.u64(options.footer ? SHARD_FOOTER : 0);
	const fileInfoOffset = w.length;
	for (const f of shard.files) {
		const verified = f.terms.length > 0 && f.terms.every((t) => t.verification);
		w.bytes(f.hash);
		w.u32((verified ? WITH_VERIFICATION : 0) | (f.sha256 ? WITH_METADATA : 0));
		w.u32(f.terms.length);
		w.zeros(8);
		for (const t of f.terms) {
			w.bytes(t.xorb);
			w.u32(0);
			w.u32(t.size);
			w.u32(t.chunkStart);
			w.u32(t.chunkEnd);
		}
		if (verified)
			for (const t of f.terms) {
				w.bytes(t.verification as Uint8Array);
				w.zeros(16);
			}
		if (f.sha256) {
			w.bytes(f.sha256);
			w.zeros(16);
		}
	}
	w.bookend();
	const xorbInfoOffset = w.length;
	for (const x of shard.xorbs) {
		w.bytes(x.hash);
		w.u32(0);
		w.u32(x.chunks.length);
		w.u32(x.size);
		w.u32(x.bytesOnDisk);
		for (const c of x.chunks) {
			w.bytes(c.hash);
			w.u32(c.offset);
			w.u32(c.size);
			w.zeros(8);
		}
	}
	w.bookend();
	if (options.footer) {
		const footerOffset = w.length;
		w.u64(1);
		w.u64(fileInfoOffset);
		w.u64(xorbInfoOffset);
		// No lookup tables: each table's offset is where the tables would start, with no entry.
		for (let i = 0; i < 3; i++) {
			w.u64(footerOffset);
			w.u64(0);
		}
		w.bytes(options.hmacKey ?? new Uint8Array(32));
		w.u64(options.createdAt ?? Math.floor(Date.now() / 1000));
		w.u64(options.expiresAt ?? 2n ** 64n - 1n);
		w.zeros(48);
		w.u64(0);
		w.u64(shard.xorbs.reduce((n, x) => n + x.size, 0));
		w.u64(0);
		w.u64(footerOffset);
	}
	return w.done();
}
