// Two hub processes, one hub: two `startServer` processes on one throwaway PostgreSQL and one S3-compatible server
// (s3rver) on loopback. A user signed in on one is signed in on the other (and out of both); failed sign-ins count
// across them; a commit through one is downloadable byte for byte through the other at once, by redirect to the
// bucket; commits to one branch through both never lose a change; an upload begun through a process that is killed
// mid-commit is finished through the other, the branch never half-written.
import { type ChildProcess, fork } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openStore, type Store } from "@modelhub/store";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Postgres, startPostgres } from "../../../scripts/pg-cluster.mjs";
import { type S3Server, startS3 } from "../../../scripts/s3-server.mjs";

const MiB = 1024 ** 2;
const REPO = "team/shared";
const sha256 = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");

interface Hub {
	url: string;
	child: ChildProcess;
	ask(message: Record<string, unknown>): Promise<Record<string, unknown>>;
}

let postgres: Postgres;
let s3: S3Server;
let store: Store;
let storeDir: string;
let a: Hub;
let b: Hub;
let token = "";

function startHub(env: Record<string, string>): Promise<Hub> {
	const child = fork(join(import.meta.dirname, "..", "..", "..", "scripts", "hub-process.mjs"), [], {
		env: { ...process.env, ...env },
		stdio: ["ignore", "inherit", "inherit", "ipc"],
	});
	let next = 0;
	const waiting = new Map<number, (r: Record<string, unknown>) => void>();
	return new Promise((resolve, reject) => {
		child.once("exit", (code) => reject(new Error(`the hub process exited (${code})`)));
		child.on("message", (m: Record<string, unknown>) => {
			if (typeof m.url === "string")
				resolve({
					url: m.url,
					child,
					ask(message) {
						const id = ++next;
						return new Promise((done) => {
							waiting.set(id, done);
							child.send({ ...message, id });
						});
					},
				});
			else waiting.get(m.id as number)?.((m.result ?? m) as Record<string, unknown>);
		});
	});
}

async function call(hub: Hub, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
	const res = await fetch(new URL(path, hub.url), {
		method,
		redirect: "manual",
		headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", ...headers },
		...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
	});
	return res;
}

const ndjson = (...lines: unknown[]) => lines.map((l) => JSON.stringify(l)).join("\n");
const header = (summary: string, extra: Record<string, unknown> = {}) => ({
	key: "header",
	value: { summary, ...extra },
});
const file = (path: string, text: string) => ({
	key: "file",
	value: { path, content: Buffer.from(text).toString("base64"), encoding: "base64" },
});
const lfsFile = (path: string, bytes: Uint8Array) => ({
	key: "lfsFile",
	value: { path, algo: "sha256", oid: sha256(bytes), size: bytes.length },
});
const commit = (hub: Hub, body: string) =>
	call(hub, "POST", `/api/models/${REPO}/commit/main`, body, { "Content-Type": "application/x-ndjson" });
const headOf = async (hub: Hub) => (await (await call(hub, "GET", `/api/models/${REPO}/revision/main`)).json()).sha;
const treeOf = async (hub: Hub) =>
	(
		(await (await call(hub, "GET", `/api/models/${REPO}/tree/main?recursive=true`)).json()) as {
			path: string;
			type: string;
		}[]
	)
		.filter((e) => e.type === "file")
		.map((e) => e.path)
		.sort();

/** The LFS batch answer for one object, through a hub. */
async function batch(hub: Hub, bytes: Uint8Array, transfers = ["basic", "multipart"]) {
	const r = await call(hub, "POST", `/${REPO}.git/info/lfs/objects/batch`, {
		operation: "upload",
		transfers,
		objects: [{ oid: sha256(bytes), size: bytes.length }],
	});
	expect(r.status).toBe(200);
	return (await r.json()).objects[0];
}

/** Sends the parts of a multipart batch answer straight to the bucket (parts from `from`); their ETags. */
async function sendParts(
	object: { actions: { upload: { header: Record<string, string> } } },
	bytes: Uint8Array,
	from = 1,
	to = Number.POSITIVE_INFINITY,
) {
	const h = object.actions.upload.header;
	const size = Number(h.chunk_size);
	const etags: { partNumber: number; etag: string }[] = [];
	for (let p = from; p <= to && h[String(p)]; p++) {
		const url = h[String(p)] as string;
		expect(new URL(url).host).toBe(new URL(s3.endpoint).host);
		const r = await fetch(url, {
			method: "PUT",
			body: bytes.subarray((p - 1) * size, p * size) as Uint8Array<ArrayBuffer>,
		});
		expect(r.status).toBe(200);
		etags.push({ partNumber: p, etag: r.headers.get("etag") ?? "" });
	}
	return etags;
}

/** Downloads a file through a hub, following its redirect (as curl -L would), optionally a range. */
async function download(hub: Hub, path: string, range?: string) {
	const first = await call(hub, "GET", `/${REPO}/resolve/main/${path}`, undefined, range ? { Range: range } : {});
	if (first.status !== 302) return { first, final: first, bytes: Buffer.from(await first.arrayBuffer()) };
	const final = await fetch(first.headers.get("location") as string, { headers: range ? { Range: range } : {} });
	return { first, final, bytes: Buffer.from(await final.arrayBuffer()) };
}

beforeAll(async () => {
	postgres = await startPostgres({ fsync: "off" });
	const admin = new pg.Client(postgres.url);
	await admin.connect();
	await admin.query("CREATE DATABASE hub");
	await admin.end();
	const databaseUrl = postgres.url.replace(/\/postgres$/, "/hub");
	s3 = await startS3();
	storeDir = mkdtempSync(join(tmpdir(), "modelhub-mp-"));
	store = await openStore({ dir: storeDir, databaseUrl, seed: false });
	await store.accounts.createUser({ name: "olga", password: "olga's password" });
	await store.accounts.createOrg({ name: "team" });
	await store.accounts.setMember("team", "olga", "admin");
	token = (await store.tokens.create({ owner: "olga", name: "w", role: "write" })).token;
	const env = { DATABASE_URL: databaseUrl, ...s3.env };
	[a, b] = await Promise.all([startHub(env), startHub(env)]);
	expect((await call(a, "POST", "/api/repos/create", { name: "shared", organization: "team" })).status).toBe(200);
}, 120_000);

afterAll(async () => {
	for (const hub of [a, b]) hub?.child.kill("SIGKILL");
	await store?.close();
	if (storeDir) rmSync(storeDir, { recursive: true, force: true });
	await s3?.stop();
	postgres?.stop();
});

describe("two processes, one hub", () => {
	it("a user signed in on one is signed in on the other, and signing out on one signs out of both", async () => {
		const signedIn = await a.ask({ signIn: { name: "olga", password: "olga's password" } });
		expect(signedIn.ok).toBe(true);
		const session = /mh_session=([^;]+)/.exec((signedIn.cookies as string[]).join("\n"))?.[1] as string;
		const whoami = (hub: Hub) =>
			fetch(new URL("/api/whoami-v2", hub.url), { headers: { Cookie: `mh_session=${session}` } });
		expect((await (await whoami(b)).json()).name).toBe("olga");
		expect((await whoami(a)).status).toBe(200);
		await b.ask({ signOut: session });
		expect((await whoami(a)).status).toBe(401);
		expect((await whoami(b)).status).toBe(401);
	});

	it("failed sign-ins are counted across processes", async () => {
		await store.accounts.createUser({ name: "pat", password: "pat's password" });
		for (let i = 0; i < 10; i++)
			expect((await (i % 2 ? a : b).ask({ signIn: { name: "pat", password: "no" } })).ok).toBe(false);
		const refused = await b.ask({ signIn: { name: "pat", password: "pat's password" } });
		expect(refused).toMatchObject({ ok: false });
		expect(String(refused.error)).toMatch(/Too many failed sign-ins/);
	});

	it("a commit through A is downloadable byte for byte through B at once, by redirect to the bucket", async () => {
		const weights = randomBytes(12 * MiB + 7);
		const object = await batch(a, weights);
		const etags = await sendParts(object, weights);
		const done = await fetch(object.actions.upload.href, {
			method: "POST",
			body: JSON.stringify({ oid: sha256(weights), parts: etags }),
		});
		expect(done.status).toBe(200);
		const small = randomBytes(3000);
		const basic = await batch(a, small);
		expect(new URL(basic.actions.upload.href).host).toBe(new URL(s3.endpoint).host);
		expect((await fetch(basic.actions.upload.href, { method: "PUT", body: small })).status).toBe(200);
		// No verify (the JS client never calls it): the commit finds the staged upload and checks it.
		const r = await commit(
			a,
			ndjson(
				header("weights"),
				lfsFile("model.safetensors", weights),
				lfsFile("extra.bin", small),
				file("config.json", "{}\n"),
			),
		);
		expect(r.status).toBe(200);
		const sha = (await r.json()).commitOid;
		expect(await headOf(b)).toBe(sha);
		const got = await download(b, "model.safetensors");
		expect(got.first.status).toBe(302);
		for (const [name, value] of [
			["x-repo-commit", sha],
			["etag", `"${sha256(weights)}"`],
			["x-linked-etag", `"${sha256(weights)}"`],
			["x-linked-size", String(weights.length)],
		])
			expect(got.first.headers.get(name)).toBe(value);
		expect(got.bytes.equals(weights)).toBe(true);
		expect((await download(b, "extra.bin")).bytes.equals(small)).toBe(true);
		const ranged = await download(b, "model.safetensors", "bytes=5000000-5000099");
		expect(ranged.final.status).toBe(206);
		expect(ranged.final.headers.get("content-range")).toBe(`bytes 5000000-5000099/${weights.length}`);
		expect(ranged.bytes.equals(weights.subarray(5_000_000, 5_000_100))).toBe(true);
		// A small file (not LFS) comes through the hub itself, from the bucket.
		const config = await download(b, "config.json");
		expect(config.first.status).toBe(200);
		expect(config.bytes.toString()).toBe("{}\n");
		// HEAD carries the same headers on the redirect, without a body.
		const h = await call(b, "HEAD", `/${REPO}/resolve/main/model.safetensors`);
		expect(h.status).toBe(302);
		expect(h.headers.get("x-linked-size")).toBe(String(weights.length));
	});

	it("commits to one branch through both never lose a change", async () => {
		const results = await Promise.all(
			Array.from({ length: 10 }, (_, i) =>
				commit(i % 2 ? a : b, ndjson(header(`c${i}`), file(`c/${i}.txt`, `${i}\n`))),
			),
		);
		expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
		const paths = await treeOf(a);
		for (let i = 0; i < 10; i++) expect(paths).toContain(`c/${i}.txt`);
		const parent = await headOf(b);
		const raced = await Promise.all([
			commit(a, ndjson(header("a", { parentCommit: parent }), file("race.txt", "a"))),
			commit(b, ndjson(header("b", { parentCommit: parent }), file("race.txt", "b"))),
		]);
		expect(raced.map((r) => r.status).sort()).toEqual([200, 412]);
	});

	it("killing A mid-commit leaves B serving and the branch whole; an upload begun through A is finished through B", async () => {
		const before = await headOf(b);
		const treeBefore = await treeOf(b);
		const weights = randomBytes(11 * MiB);
		const object = await batch(a, weights);
		const first = await sendParts(object, weights, 1, 1);
		// A commit whose body is still arriving when A dies.
		const body = new TransformStream<Uint8Array, Uint8Array>();
		const writer = body.writable.getWriter();
		const pending = fetch(new URL(`/api/models/${REPO}/commit/main`, a.url), {
			method: "POST",
			headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/x-ndjson" },
			body: body.readable,
			duplex: "half",
		} as RequestInit).catch((e: Error) => e);
		await writer.write(
			new TextEncoder().encode(`${JSON.stringify(header("cut"))}\n${JSON.stringify(file("cut.txt", "x"))}\n`),
		);
		await new Promise((r) => setTimeout(r, 300));
		a.child.kill("SIGKILL");
		expect(await pending).toBeInstanceOf(Error);
		expect(await headOf(b)).toBe(before);
		expect(await treeOf(b)).toEqual(treeBefore);
		// The rest of the upload, its completion and the commit go to B; A's signed URLs hold there too (one key).
		const rest = await sendParts(object, weights, 2);
		const completion = new URL(object.actions.upload.href);
		const done = await fetch(new URL(`${completion.pathname}${completion.search}`, b.url), {
			method: "POST",
			body: JSON.stringify({ oid: sha256(weights), parts: [...first, ...rest] }),
		});
		expect(done.status).toBe(200);
		const r = await commit(b, ndjson(header("after"), lfsFile("late.bin", weights)));
		expect(r.status).toBe(200);
		expect((await download(b, "late.bin")).bytes.equals(weights)).toBe(true);
		expect(await treeOf(b)).toEqual([...treeBefore, "late.bin"].sort());
	});
});
