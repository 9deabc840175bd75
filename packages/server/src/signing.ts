import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Store } from "@modelhub/store";

/**
 * Signed URLs: the LFS batch answer hands a client URLs to send a file's bytes to, and a Xet reconstruction URLs to read
 * xorb ranges from; the clients send those requests without their token (as they would to a bucket). The signature
 * stands for the token: it names the user who asked, binds the exact path (repository, object, size, part), and
 * expires. The key is made once per hub
 * and kept in the store, so that every process sharing it accepts the others' URLs.
 */
export class Signer {
	private constructor(private readonly key: Buffer) {}

	static async open(store: Store): Promise<Signer> {
		const key = await store.sharedSecret("upload-signing-key", () => randomBytes(32).toString("base64"));
		return new Signer(Buffer.from(key, "base64"));
	}

	private mac(path: string, user: string, expires: number, extra: string): string {
		return createHmac("sha256", this.key).update(`${path}\n${user}\n${expires}\n${extra}`).digest("base64url");
	}

	/** The query that signs `path` for `user` until `ttlSeconds` from now (`extra`: an upload id it also binds). */
	sign(path: string, user: string, ttlSeconds: number, extra = ""): URLSearchParams {
		const expires = Math.floor(Date.now() / 1000) + ttlSeconds;
		const q = new URLSearchParams({ user, expires: String(expires) });
		if (extra) q.set("upload", extra);
		q.set("sig", this.mac(path, user, expires, extra));
		return q;
	}

	/**
	 * The user a signed request stands for ("" for a URL signed for an anonymous reader), or undefined when its
	 * signature is missing, wrong or expired.
	 */
	verify(path: string, query: URLSearchParams): string | undefined {
		const user = query.get("user");
		const expires = Number(query.get("expires"));
		const sig = query.get("sig");
		if (user === null || !sig || !Number.isSafeInteger(expires) || expires < Date.now() / 1000) return undefined;
		const want = Buffer.from(this.mac(path, user, expires, query.get("upload") ?? ""));
		const got = Buffer.from(sig);
		return want.length === got.length && timingSafeEqual(want, got) ? user : undefined;
	}
}
