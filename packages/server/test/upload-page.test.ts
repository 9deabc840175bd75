// The upload page's form (`POST /{id}/upload/{rev}`, multipart/form-data) with real requests: files stream to the blob
// store as they arrive (memory stays flat for a large file), one commit once the form is whole; a cut upload, a form
// without the session's CSRF token or from another site, a bad path and a caller who may not write leave the branch
// where it was.
import { createHash, randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HubServer, startHubServer } from "./helpers/hub-server.js";

let hub: HubServer;
const REPO = "team/uploads";
const sessions: Record<string, { cookie: string; csrf: string }> = {};

beforeAll(async () => {
	hub = await startHubServer();
	const { accounts, sessions: store } = hub.store;
	for (const name of ["olga", "rita", "sam"]) await accounts.createUser({ name, password: `${name}'s password` });
	await accounts.createOrg({ name: "team" });
	await accounts.setMember("team", "olga", "write");
	await accounts.setMember("team", "rita", "read");
	for (const name of ["olga", "rita", "sam"]) {
		const { id, session } = await store.create(name);
		sessions[name] = { cookie: `mh_session=${id}`, csrf: session.csrf };
	}
	const { RepoWriter } = await import("@modelhub/store");
	await new RepoWriter(hub.store, hub.blobs).create({ type: "model", id: REPO }, { private: false }, "olga");
}, 60_000);
afterAll(async () => {
	await hub?.close();
});

const head = async () => (await hub.store.revisions.resolve({ type: "model", id: REPO }, "main"))?.sha;
const files = async () =>
	(await hub.store.revisions.files({ type: "model", id: REPO }, (await head()) as string)).map((f) => f.path);
/** Files left in the blob store's temporary folders (each writing process has its own, locked while it runs). */
const tmpLeft = () => {
	try {
		return readdirSync(join(hub.dataDir, "blobs", "tmp"), { recursive: true, withFileTypes: true })
			.filter((e) => e.isFile() && !e.name.endsWith(".lock"))
			.map((e) => e.name);
	} catch {
		return [];
	}
};

interface Part {
	name: string;
	value?: string;
	file?: { name: string; chunks: () => AsyncIterable<Buffer> | Iterable<Buffer> };
}

interface Sent {
	status: number;
	body: string;
	headers: Record<string, unknown>;
}

/**
 * Sends a multipart form as a browser would, streaming each file's chunks (honouring backpressure); `cutAfter` bytes
 * of files, when given, the connection is destroyed instead of finishing the form.
 */
function sendForm(
	parts: Part[],
	options: { user?: string | null; origin?: string; cutAfter?: number; json?: boolean; path?: string } = {},
): Promise<Sent> {
	const boundary = `----modelhub${randomBytes(8).toString("hex")}`;
	const url = new URL(hub.url);
	const who = options.user === null ? undefined : sessions[options.user ?? "olga"];
	return new Promise((resolve, reject) => {
		const req = request(
			{
				host: url.hostname,
				port: url.port,
				method: "POST",
				path: options.path ?? `/${REPO}/upload/main`,
				headers: {
					"Content-Type": `multipart/form-data; boundary=${boundary}`,
					Origin: options.origin ?? hub.url,
					...(who ? { Cookie: who.cookie } : {}),
					...(options.json === false ? { Accept: "text/html" } : { Accept: "application/json" }),
				},
			},
			(res) => {
				let body = "";
				res.setEncoding("utf8");
				res.on("data", (c: string) => {
					body += c;
				});
				res.on("end", () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
			},
		);
		req.on("error", (e) =>
			options.cutAfter !== undefined ? resolve({ status: 0, body: "", headers: {} }) : reject(e),
		);
		const write = (b: Buffer | string) =>
			new Promise<void>((done) => {
				if (req.write(b)) done();
				else req.once("drain", done);
			});
		(async () => {
			let sent = 0;
			for (const p of parts) {
				if (p.file) {
					await write(
						`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
					);
					for await (const chunk of p.file.chunks()) {
						await write(chunk);
						sent += chunk.length;
						if (options.cutAfter !== undefined && sent >= options.cutAfter) {
							req.destroy();
							return;
						}
					}
					await write("\r\n");
				} else await write(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`);
			}
			req.end(`--${boundary}--\r\n`);
		})().catch(reject);
	});
}

const csrf = (user = "olga"): Part => ({ name: "csrf", value: sessions[user]?.csrf ?? "" });
const small = (name: string, text: string): Part => ({
	name: "files",
	file: { name, chunks: () => [Buffer.from(text)] },
});

/** `mb` MiB of bytes that are not all alike, made a MiB at a time, with their sha256. */
function bigFile(mb: number) {
	const block = randomBytes(1 << 20);
	const hash = createHash("sha256");
	async function* chunks() {
		for (let i = 0; i < mb; i++) {
			const b = Buffer.from(block);
			b.writeUInt32LE(i, 0);
			hash.update(b);
			yield b;
		}
	}
	return { chunks, digest: () => hash.digest("hex") };
}

describe("the upload form", () => {
	it("commits every file of a form in one commit, under the folder asked for, with its summary", async () => {
		const before = await head();
		const sent = await sendForm([
			csrf(),
			{ name: "summary", value: "Two files" },
			{ name: "description", value: "from the form" },
			{ name: "folder", value: "conf/" },
			small("a.json", '{"a":1}'),
			small("b.txt", "bee\n"),
		]);
		expect(sent.status).toBe(200);
		const answer = JSON.parse(sent.body);
		expect(answer.commit).toMatch(/^[0-9a-f]{40}$/);
		expect(answer.url).toBe(`/${REPO}`);
		const revision = await hub.store.revisions.resolve({ type: "model", id: REPO }, "main");
		expect(revision?.sha).toBe(answer.commit);
		expect(revision?.parent).toBe(before);
		expect(revision?.summary).toBe("Two files");
		expect(revision?.description).toBe("from the form");
		expect(await files()).toEqual([".gitattributes", "conf/a.json", "conf/b.txt"]);
		const got = await fetch(`${hub.url}/${REPO}/resolve/main/conf/b.txt`);
		expect(await got.text()).toBe("bee\n");
	});

	it("answers a browser's own form with a redirect to the model's files", async () => {
		const sent = await sendForm([csrf(), small("c.txt", "sea\n")], { json: false });
		expect(sent.status).toBe(303);
		expect(sent.headers.location).toBe(`/${REPO}#files`);
		expect(await files()).toContain("c.txt");
		const revision = await hub.store.revisions.resolve({ type: "model", id: REPO }, "main");
		expect(revision?.summary).toBe("Upload c.txt");
	});

	it("streams a large file to the store with flat memory, and serves the same bytes back", async () => {
		const mb = Number(process.env.UPLOAD_TEST_MB ?? 256);
		const big = bigFile(mb);
		global.gc?.();
		const base = process.memoryUsage().rss;
		let peak = base;
		const timer = setInterval(() => {
			peak = Math.max(peak, process.memoryUsage().rss);
		}, 25);
		const started = performance.now();
		const sent = await sendForm([csrf(), { name: "files", file: { name: "big.bin", chunks: big.chunks } }]);
		const seconds = (performance.now() - started) / 1000;
		clearInterval(timer);
		expect(sent.status).toBe(200);
		const growth = (peak - base) / 2 ** 20;
		console.log(`upload of ${mb} MiB through the form: ${seconds.toFixed(1)} s, RSS +${growth.toFixed(0)} MiB`);
		expect(growth).toBeLessThan(100);
		const file = await hub.store.revisions.file({ type: "model", id: REPO }, (await head()) as string, "big.bin");
		expect(file?.size).toBe(mb * 2 ** 20);
		expect(file?.lfs).toBe(true);
		expect(file?.sha256).toBe(big.digest());
		// The bytes downloaded are the bytes sent.
		const hash = createHash("sha256");
		const res = await fetch(`${hub.url}/${REPO}/resolve/main/big.bin`);
		for await (const c of res.body as unknown as AsyncIterable<Uint8Array>) hash.update(c);
		expect(hash.digest("hex")).toBe(file?.sha256);
	}, 300_000);

	it("commits nothing when the upload is cut, and leaves no partial blob behind", async () => {
		const before = await head();
		const big = bigFile(16);
		const sent = await sendForm(
			[csrf(), small("first.txt", "1\n"), { name: "files", file: { name: "cut.bin", chunks: big.chunks } }],
			{
				cutAfter: 8 << 20,
			},
		);
		expect(sent.status).toBe(0);
		await new Promise((r) => setTimeout(r, 300));
		expect(await head()).toBe(before);
		expect(await files()).not.toContain("first.txt");
		expect(tmpLeft()).toEqual([]);
	});

	it("refuses a form without the session's token before keeping a byte, and one from another site", async () => {
		const before = await head();
		const noToken = await sendForm([small("x.txt", "x")], { user: "olga" });
		expect(noToken.status).toBe(403);
		expect(JSON.parse(noToken.body).error).toMatch(/expired or did not come from this hub/);
		const wrong = await sendForm([{ name: "csrf", value: "not-the-token" }, small("x.txt", "x")], { user: "olga" });
		expect(wrong.status).toBe(403);
		// The token after the file is too late: the file's bytes were not kept.
		const late = await sendForm([small("x.txt", "x"), csrf()], { user: "olga" });
		expect(late.status).toBe(403);
		const crossSite = await sendForm([csrf(), small("x.txt", "x")], { user: "olga", origin: "http://evil.example" });
		expect(crossSite.status).toBe(403);
		expect(await head()).toBe(before);
		expect(tmpLeft()).toEqual([]);
	});

	it("answers as a missing page to a reader, a stranger and a visitor, and for a repository that does not exist", async () => {
		const before = await head();
		for (const user of ["rita", "sam", null]) {
			const sent = await sendForm([csrf(user ?? "olga"), small("x.txt", "x")], { user, json: false });
			expect(sent.status).toBe(404);
		}
		const missing = await sendForm([csrf(), small("x.txt", "x")], { user: "olga", path: "/team/none/upload/main" });
		expect(missing.status).toBe(404);
		expect(await head()).toBe(before);
	});

	it("refuses bad paths, an empty form and an unknown branch with a one-line message", async () => {
		const before = await head();
		const cases: [Part[], number, RegExp][] = [
			[[csrf(), { name: "folder", value: "../up" }, small("a.txt", "a")], 400, /\.\. segment/],
			[[csrf(), { name: "folder", value: ".git" }, small("a.txt", "a")], 400, /inside \.git/],
			[[csrf(), { name: "folder", value: "cafe\u0301" }, small("a.txt", "a")], 400, /\(NFC\)/],
			[[csrf(), { name: "folder", value: "x\u202Egnp" }, small("a.txt", "a")], 400, /U\+202E/],
			[[csrf(), small("a.txt", "a"), small("a.txt", "b")], 400, /twice/],
			[[csrf(), { name: "summary", value: "nothing" }], 400, /at least one file/],
		];
		for (const [parts, status, message] of cases) {
			const sent = await sendForm(parts, { user: "olga" });
			expect([sent.status, sent.body]).toEqual([status, expect.stringMatching(message)]);
			expect(JSON.parse(sent.body).error.split("\n")).toHaveLength(1);
		}
		const branch = await sendForm([csrf(), small("a.txt", "a")], { user: "olga", path: `/${REPO}/upload/nope` });
		expect(branch.status).toBe(404);
		expect(await head()).toBe(before);
	});
});
