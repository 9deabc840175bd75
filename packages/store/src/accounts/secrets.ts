import { createHash, randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/**
 * Secrets at rest: passwords through scrypt (memory-hard: 32 MiB and about 0.1 s per guess on this kind of machine),
 * access tokens and session ids through sha256 (they are 256 random bits: no guessing to slow down, and a lookup by
 * hash needs the same hash every time). None is ever stored or logged in clear.
 */

/** scrypt's cost: N (CPU and memory), r (block size), p (parallelism); 128 · N · r bytes of memory = 32 MiB. */
const SCRYPT = { N: 1 << 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_BYTES = 32;
const SALT_BYTES = 16;

function scryptAsync(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
	return new Promise((resolve, reject) =>
		scrypt(password.normalize("NFC"), salt, KEY_BYTES, { ...params, maxmem: SCRYPT.maxmem }, (e, key) =>
			e ? reject(e) : resolve(key),
		),
	);
}

/** A password's hash as stored: `scrypt$N$r$p$salt$key`, salt and key in base64. */
export async function hashPassword(password: string): Promise<string> {
	const salt = randomBytes(SALT_BYTES);
	const key = await scryptAsync(password, salt, SCRYPT);
	return ["scrypt", SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString("base64"), key.toString("base64")].join("$");
}

/** A stored hash for comparing against when there is no account: a wrong name costs the same time as a wrong password. */
let decoy: Promise<string> | undefined;

/** Whether a password matches a stored hash (compared in constant time); with no hash, a decoy is checked instead. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
	decoy ??= hashPassword(randomBytes(16).toString("hex"));
	const [scheme, n, r, p, salt, key] = (stored ?? (await decoy)).split("$");
	if (scheme !== "scrypt" || !salt || !key) return false;
	const expected = Buffer.from(key, "base64");
	const actual = await scryptAsync(password, Buffer.from(salt, "base64"), { N: Number(n), r: Number(r), p: Number(p) });
	return (
		stored !== null && stored !== undefined && actual.length === expected.length && timingSafeEqual(actual, expected)
	);
}

/** A secret's hash as stored and looked up: sha256, hex. */
export const hashSecret = (secret: string): string => createHash("sha256").update(secret, "utf8").digest("hex");

/** Compares two hashes in constant time. */
export function sameHash(a: string, b: string): boolean {
	const x = Buffer.from(a, "utf8");
	const y = Buffer.from(b, "utf8");
	return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The prefix of every access token. It begins with `hf_` because the Hub's JS client refuses any token that does not
 * (and the Python client sends whatever it is given); `mh` after it tells a Modelhub token from one of the Hub's, so
 * secret scanners can find a leaked one by the pattern `hf_mh[A-Za-z0-9]{44}`.
 */
export const TOKEN_PREFIX = "hf_mh";

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** A new random secret: 256 bits in base64url (43 characters). */
export function newSecret(): string {
	return randomBytes(32).toString("base64url");
}

/** A new access token: the prefix and 44 letters and digits (over 260 random bits; no byte value favoured). */
export function newToken(): string {
	let out = TOKEN_PREFIX;
	while (out.length < TOKEN_PREFIX.length + 44)
		for (const byte of randomBytes(64))
			if (byte < 248 && out.length < TOKEN_PREFIX.length + 44) out += BASE62[byte % 62];
	return out;
}

/** Whether a text has the shape of an access token (so that nothing else is looked up). */
export const looksLikeToken = (text: string): boolean => /^hf_mh[A-Za-z0-9]{44}$/.test(text);
