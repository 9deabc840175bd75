export { Chunker, chunkSizes, MAX_CHUNK, MIN_CHUNK, TARGET_CHUNK } from "./chunking.js";
export {
	chunkHash,
	fileHash,
	type Hash,
	type HashedSize,
	hashFromString,
	hashMod,
	hashToString,
	isXetHash,
	keyedHasher,
	MerkleBuilder,
	sameHash,
	verificationHash,
	xetHashReady,
	xorbHash,
} from "./hash.js";
export { bg4Regroup, bg4Split, Lz4Error, lz4DecodeFrame } from "./lz4.js";
export { StreamReader, XetFormatError } from "./reader.js";
export {
	MAX_SHARD_BYTES,
	parseShard,
	type Shard,
	type ShardFile,
	type ShardTerm,
	type ShardXorb,
	writeShard,
} from "./shard.js";
export {
	CHUNK_HEADER,
	COMPRESSION,
	chunkHeader,
	chunkRecord,
	MAX_XORB_BYTES,
	MAX_XORB_CHUNKS,
	type ParsedXorb,
	readXorb,
	unpackChunk,
	type XorbChunk,
} from "./xorb.js";
