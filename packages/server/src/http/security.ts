import { createHash } from "node:crypto";

/** Headers every answer carries, pages and API alike. */
export const SECURITY_HEADERS: Record<string, string> = {
	"X-Content-Type-Options": "nosniff",
	"X-Frame-Options": "DENY",
	"Referrer-Policy": "strict-origin-when-cross-origin",
	"Cross-Origin-Opener-Policy": "same-origin",
};

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The Content-Security-Policy of one HTML page: scripts only from this origin plus the page's own inline scripts
 * (React Router's hydration data and module loader, the theme setter), each allowed by its SHA-256 hash. Hashes
 * rather than a nonce so a prerendered file and a server-rendered page get the same treatment, and a cached page
 * stays valid. Images may come from any https host (model cards embed them); nothing may frame the hub.
 */
export function pageCsp(html: string): string {
	const hashes = new Set<string>();
	for (const [, attrs = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
		if (/\bsrc\s*=/i.test(attrs)) continue;
		hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
	}
	return [
		"default-src 'self'",
		`script-src 'self' ${[...hashes].join(" ")}`.trimEnd(),
		"style-src 'self' 'unsafe-inline'",
		"img-src 'self' https: data:",
		"media-src 'self'",
		"connect-src 'self'",
		"object-src 'none'",
		"base-uri 'self'",
		"form-action 'self'",
		"frame-ancestors 'none'",
	].join("; ");
}
