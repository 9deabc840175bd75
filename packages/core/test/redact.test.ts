// What the log redaction hides and what it keeps: each secret shape a log line has been seen to carry (tokens in a
// query, signed upload URLs, presigned bucket URLs, credentials in headers and JSON) and the harmless text around it.
import { describe, expect, it } from "vitest";
import { redactSecrets } from "../src/redact.js";

const TOKEN = `hf_mh${"A1b2C3d4".repeat(5)}xyzw`;

describe("redactSecrets", () => {
	it("hides every query value but the API's harmless ones, keeping the names", () => {
		expect(redactSecrets(`GET /api/whoami-v2?access_token=${TOKEN} 401 1.2ms`)).toBe(
			"GET /api/whoami-v2?access_token=[redacted] 401 1.2ms",
		);
		const signed = "PUT /team/m.git/info/lfs/objects/ab/12/parts/1?user=olga&expires=1700000000&upload=c0ffee&sig=Zm9v";
		expect(redactSecrets(`${signed}: ENOSPC: no space left on device`)).toBe(
			"PUT /team/m.git/info/lfs/objects/ab/12/parts/1?user=[redacted]&expires=[redacted]&upload=[redacted]&sig=[redacted]: ENOSPC: no space left on device",
		);
		expect(redactSecrets("GET /api/models?search=bert&limit=20&cursor=abc&weird=1")).toBe(
			"GET /api/models?search=bert&limit=20&cursor=abc&weird=[redacted]",
		);
		// A name written in percent-encoding is no way around it.
		expect(redactSecrets("/x?access%5Ftoken=s3cret&%6Cimit=5")).toBe("/x?access%5Ftoken=[redacted]&%6Cimit=5");
	});

	it("hides presigned bucket URLs' credentials and signatures", () => {
		const url =
			"https://bucket.example/k?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA%2F20240101&X-Amz-Signature=deadbeef&X-Amz-Security-Token=tok";
		const out = redactSecrets(`reading ${url} failed`);
		for (const secret of ["AKIA", "deadbeef", "=tok"]) expect(out).not.toContain(secret);
		expect(out).toContain("X-Amz-Signature=[redacted]");
	});

	it("hides credentials in headers, JSON, name=value pairs, token shapes and URLs", () => {
		const cases: [string, string][] = [
			[`Authorization: Bearer ${TOKEN}`, "Authorization: [redacted]"],
			[`sent Bearer ${TOKEN} to the hub`, "sent Bearer [redacted] to the hub"],
			["Basic dXNlcjpwYXNzd29yZA==", "Basic [redacted]"],
			["cookie: mh_session=abc; mh_user=x", "cookie: [redacted]"],
			['{"accessToken":"abc","name":"x"}', '{"accessToken":"[redacted]","name":"x"}'],
			['{"password": "p\\"w"}', '{"password": "[redacted]"}'],
			["sig=abcdef and token: zyx", "sig=[redacted] and token: [redacted]"],
			[`a token ${TOKEN} leaked`, "a token hf_[redacted] leaked"],
			["xet_mh_eyJ1IjoiYSJ9.c2lnbmF0dXJl", "xet_mh_[redacted]"],
			["https://olga:hunter2@mirror.example/x", "https://olga:[redacted]@mirror.example/x"],
		];
		for (const [line, want] of cases) expect(redactSecrets(line)).toBe(want);
	});

	it("leaves text without secrets alone, and changes nothing the second time", () => {
		for (const line of [
			"GET /acme/tiny/resolve/main/config.json 200 0.8ms",
			"the basic transfer of hf_transfer is slow",
			"recounting downloads: connection refused",
		])
			expect(redactSecrets(line)).toBe(line);
		const once = redactSecrets(`POST /x?sig=a&user=b Authorization: Bearer ${TOKEN}`);
		expect(redactSecrets(once)).toBe(once);
	});
});
