import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { isRepoType, type RepoRef } from "@modelhub/core";
import type { Store } from "@modelhub/store";

/**
 * Xet access tokens: what `xet-read-token` and `xet-write-token` hand out and the CAS service accepts. A token names
 * one user (or nobody, for a public repository's reader), one repository, a scope (`read` or `write`) and an expiry,
 * signed with a key kept once per hub in the store (so every process sharing it accepts the others' tokens). It
 * carries no right of its own: each CAS request asks the policy again, as that user with a token of that scope, about
 * that repository.
 */

export type XetScopeName = "read" | "write";

export interface XetClaims {
	user: string;
	repo: RepoRef;
	scope: XetScopeName;
	/** Seconds since the epoch. */
	expires: number;
}

const PREFIX = "xet_mh_";

export class XetTokens {
	private constructor(private readonly key: Buffer) {}

	static async open(store: Store): Promise<XetTokens> {
		const key = await store.sharedSecret("xet-token-key", () => randomBytes(32).toString("base64"));
		return new XetTokens(Buffer.from(key, "base64"));
	}

	private mac(payload: string): string {
		return createHmac("sha256", this.key).update(payload).digest("base64url");
	}

	issue(claims: XetClaims): string {
		const payload = Buffer.from(
			JSON.stringify({ u: claims.user, t: claims.repo.type, r: claims.repo.id, s: claims.scope, x: claims.expires }),
		).toString("base64url");
		return `${PREFIX}${payload}.${this.mac(payload)}`;
	}

	/** The token's claims; "expired" past its expiry; undefined when it is not one of this hub's. */
	verify(token: string): XetClaims | "expired" | undefined {
		if (!token.startsWith(PREFIX) || token.length > 4096) return undefined;
		const [payload = "", sig = ""] = token.slice(PREFIX.length).split(".");
		const want = Buffer.from(this.mac(payload));
		const got = Buffer.from(sig);
		if (want.length !== got.length || !timingSafeEqual(want, got)) return undefined;
		let c: { u?: unknown; t?: unknown; r?: unknown; s?: unknown; x?: unknown };
		try {
			c = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
		} catch {
			return undefined;
		}
		if (
			typeof c.u !== "string" ||
			typeof c.t !== "string" ||
			!isRepoType(c.t) ||
			typeof c.r !== "string" ||
			(c.s !== "read" && c.s !== "write") ||
			typeof c.x !== "number"
		)
			return undefined;
		if (c.x <= Date.now() / 1000) return "expired";
		return { user: c.u, repo: { type: c.t, id: c.r }, scope: c.s, expires: c.x };
	}
}
