// What the hub's logs and error answers show, through real requests: no secret in any line of the request log or the
// error log (a token sent as ?access_token=, the signed URLs of a whole LFS upload, basic and multipart, and a disk
// failure whose line quotes such a URL); an X-Request-Id on every answer, exposed to other origins' scripts, named in
// the error log's line of a failure and in a 5xx body; and nothing of the server (a path, an errno) in that body.
import { createHash, randomBytes } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HubServer, startHubServer } from "./helpers/hub-server.js";

let hub: HubServer;
const requestLog: string[] = [];
const errorLog: string[] = [];
let token = "";
const REPO = "olga/weights";
const PART = 1024 * 1024;

const sha256 = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");

async function api(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
	return fetch(`${hub.url}${path}`, {
		method,
		headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", ...headers },
		...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
	});
}

interface Action {
	href: string;
	header?: Record<string, string>;
}

/** One object's upload actions from the LFS batch API (offering multipart, as the Python client does). */
async function batch(bytes: Uint8Array): Promise<{ upload?: Action; verify?: Action }> {
	const res = await api("POST", `/${REPO}.git/info/lfs/objects/batch`, {
		operation: "upload",
		transfers: ["basic", "multipart"],
		objects: [{ oid: sha256(bytes), size: bytes.length }],
		hash_algo: "sha256",
	});
	expect(res.status).toBe(200);
	return ((await res.json()) as { objects: { actions?: { upload?: Action; verify?: Action } }[] }).objects[0]
		?.actions as { upload?: Action; verify?: Action };
}

/**
 * The signatures of an upload's URLs: what makes them worth stealing (each is valid for a day), so what must never reach
 * a log. (The upload's id, which a disk error's path may show, grants nothing without one.)
 */
function signatures(upload: Action): string[] {
	const urls = [upload.href, ...Object.entries(upload.header ?? {}).flatMap(([k, v]) => (/^\d+$/.test(k) ? [v] : []))];
	return urls.map((u) => new URL(u).searchParams.get("sig") ?? "");
}

/** Sends an object the way the Hub's clients do: one PUT (basic) or its parts then the completion (multipart). */
async function send(upload: Action, bytes: Buffer): Promise<Response[]> {
	const parts = Object.keys(upload.header ?? {}).filter((k) => /^\d+$/.test(k));
	if (!parts.length) return [await fetch(upload.href, { method: "PUT", body: new Uint8Array(bytes) })];
	const answers: Response[] = [];
	const etags: { partNumber: number; etag: string }[] = [];
	for (const n of parts) {
		const start = (Number(n) - 1) * PART;
		const res = await fetch(upload.header?.[n] as string, {
			method: "PUT",
			body: new Uint8Array(bytes.subarray(start, start + PART)),
		});
		answers.push(res);
		if (res.status !== 200) return answers;
		etags.push({ partNumber: Number(n), etag: res.headers.get("etag") ?? "" });
	}
	answers.push(
		await fetch(upload.href, {
			method: "POST",
			headers: { "Content-Type": "application/vnd.git-lfs+json" },
			body: JSON.stringify({ oid: sha256(bytes), parts: etags }),
		}),
	);
	return answers;
}

const everyLine = () => [...requestLog, ...errorLog];

beforeAll(async () => {
	hub = await startHubServer({
		log: (l) => requestLog.push(l),
		errorLog: (l) => errorLog.push(l),
		limits: { lfsPartSize: PART },
	});
	await hub.store.accounts.createUser({ name: "olga", password: "olga's password" });
	token = (await hub.store.tokens.create({ owner: "olga", name: "w", role: "write" })).token;
	expect((await api("POST", "/api/repos/create", { name: "weights" })).status).toBe(200);
}, 60_000);
afterAll(async () => {
	await hub.close();
});

describe("the logs", () => {
	it("never show a token sent in the query, which is refused", async () => {
		for (const path of [`/api/whoami-v2?access_token=${token}`, `/api/models/${REPO}?token=${token}&expand=sha`]) {
			const res = await fetch(`${hub.url}${path}`);
			await res.arrayBuffer();
		}
		expect((await fetch(`${hub.url}/api/whoami-v2?access_token=${token}`)).status).toBe(401);
		const lines = everyLine().filter((l) => l.includes("access_token=") || l.includes("token="));
		expect(lines.length).toBeGreaterThanOrEqual(3);
		// The parameter's name stays, so the operator sees what was tried; a harmless parameter keeps its value.
		expect(lines.some((l) => l.includes("?access_token=[redacted]"))).toBe(true);
		expect(lines.some((l) => l.includes("&expand=sha"))).toBe(true);
		for (const line of everyLine()) expect(line).not.toContain(token.slice(5));
	});

	it("never show the signed URLs of a whole LFS upload, basic or in parts", async () => {
		const small = randomBytes(1000);
		const large = randomBytes(PART * 2 + 123);
		const secrets: string[] = [];
		for (const bytes of [small, large]) {
			const actions = await batch(bytes);
			const upload = actions.upload as Action;
			secrets.push(...signatures(upload));
			for (const res of await send(upload, bytes)) expect(res.status).toBe(200);
			const verify = await api("POST", new URL(actions.verify?.href as string).pathname, {
				oid: sha256(bytes),
				size: bytes.length,
			});
			expect(verify.status).toBe(200);
		}
		const lines = [
			{ key: "header", value: { summary: "weights" } },
			...[small, large].map((b, i) => ({
				key: "lfsFile",
				value: { path: `w${i}.bin`, algo: "sha256", oid: sha256(b), size: b.length },
			})),
		];
		const commit = await api(
			"POST",
			`/api/models/${REPO}/commit/main`,
			lines.map((l) => JSON.stringify(l)).join("\n"),
			{ "Content-Type": "application/x-ndjson" },
		);
		expect(commit.status).toBe(200);
		// Parts of the second object were sent: each PUT is in the log, with its signature hidden.
		expect(requestLog.filter((l) => /^PUT \S+\/parts\/\d\?.*sig=\[redacted\]/.test(l))).toHaveLength(3);
		expect(secrets.filter((sig) => sig.length > 20)).toHaveLength(5);
		for (const line of everyLine()) for (const secret of secrets) expect(line).not.toContain(secret);
	});

	it("never show a signed URL in the line of a disk failure, whose answer says only 'internal error' and its id", async () => {
		const bytes = randomBytes(PART + 1);
		const upload = (await batch(bytes)).upload as Action;
		const secrets = signatures(upload);
		// The folder of uploads in parts cannot be made: writing a part fails as a full or broken disk would.
		const uploads = join(hub.blobs.location, "uploads");
		rmSync(uploads, { recursive: true, force: true });
		writeFileSync(uploads, "not a folder");
		try {
			const [failed] = await send(upload, bytes);
			expect(failed?.status).toBe(500);
			const id = failed?.headers.get("x-request-id") ?? "";
			expect(id).toMatch(/^[0-9a-f-]{36}$/);
			const body = (await failed?.json()) as { error: string };
			expect(body.error).toBe(`internal error (request id ${id})`);
			expect(failed?.headers.get("x-error-message")).toBe(body.error);
			const line = errorLog.find((l) => l.includes(id)) ?? "";
			expect(line).toMatch(/^PUT \/olga\/weights\.git\/info\/lfs\/objects\/\w+\/\d+\/parts\/1\?/);
			expect(line).toContain("ENOTDIR");
			expect(line).toContain("?user=[redacted]&expires=[redacted]&upload=[redacted]&sig=[redacted] ");
			for (const secret of secrets) expect(line).not.toContain(secret);
			// Nor does the answer show anything of the server.
			expect(JSON.stringify(body)).not.toMatch(/ENOTDIR|\/tmp\/|mkdir/);
		} finally {
			rmSync(uploads, { force: true });
		}
	});
});

describe("request ids", () => {
	it("are on every answer, exposed to other origins, and a well-formed one from a proxy in front is kept", async () => {
		const answers = [
			await fetch(`${hub.url}/api/models`),
			await fetch(`${hub.url}/api/models/nobody/nothing`),
			await fetch(`${hub.url}/nobody/nothing/resolve/main/x.bin`, { method: "HEAD" }),
			await fetch(`${hub.url}/api/models`, { method: "OPTIONS", headers: { Origin: "https://elsewhere.example" } }),
			await fetch(`${hub.url}/some/page`),
		];
		const ids = answers.map((a) => a.headers.get("x-request-id") ?? "");
		for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
		expect(new Set(ids).size).toBe(ids.length);
		expect(answers[0]?.headers.get("access-control-expose-headers")).toMatch(/\bX-Request-Id\b/);
		const kept = await fetch(`${hub.url}/api/models`, { headers: { "X-Request-Id": "lb-2024.abc:42" } });
		expect(kept.headers.get("x-request-id")).toBe("lb-2024.abc:42");
		for (const bad of ["short", "has space in it", "x".repeat(200)]) {
			const res = await fetch(`${hub.url}/api/models`, { headers: { "X-Request-Id": bad } });
			expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
		}
		// The request log names each request's id, so a reported id finds its line.
		expect(requestLog.some((l) => l.endsWith(` ${ids[1]}`))).toBe(true);
	});
});
