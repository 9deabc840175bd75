// Very large commits against a started hub: a commit of 20,000 files while another client asks for a list again and
// again (every answer comes while the commit runs, none held up for long; the stored record stays small and the API
// lists every file), and a commit of one line too many, refused as soon as that line arrives while the client is
// still sending (nothing of it committed). The page of such a repository: apps/web/e2e/big-repo.test.ts.
import { request } from "node:http";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HubServer, startHubServer } from "./helpers/hub-server.js";

let hub: HubServer;
let token = "";

beforeAll(async () => {
	hub = await startHubServer();
	await hub.store.accounts.createUser({ name: "bulk", password: "bulk's password" });
	token = (await hub.store.tokens.create({ owner: "bulk", name: "cli", role: "write" })).token;
	for (const name of ["many", "over"]) {
		const made = await fetch(`${hub.url}/api/repos/create`, {
			method: "POST",
			headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
			body: JSON.stringify({ name, organization: "bulk" }),
		});
		expect(made.status).toBe(200);
	}
}, 60_000);
afterAll(async () => {
	await hub?.close();
});

/** A commit's NDJSON lines: its header, then `n` small inline files (made as they are sent). */
function* commitLines(summary: string, n: number, text: string): Generator<string> {
	yield `${JSON.stringify({ key: "header", value: { summary } })}\n`;
	for (let i = 0; i < n; i++) {
		const content = Buffer.from(`${text} ${i}\n`).toString("base64");
		yield `${JSON.stringify({ key: "file", value: { path: `d${i % 50}/f${i}.txt`, content, encoding: "base64" } })}\n`;
	}
}

interface Sent {
	status: number;
	body: string;
	/** Whether this client had sent its whole body when the answer came. */
	sentAll: boolean;
	ms: number;
}

/** The lines in chunks of about 64 kB. */
function* chunked(lines: Iterable<string>): Generator<string> {
	let chunk = "";
	for (const line of lines) {
		chunk += line;
		if (chunk.length >= 65_536) {
			yield chunk;
			chunk = "";
		}
	}
	if (chunk) yield chunk;
}

/** POSTs `lines` as a commit (streamed, with backpressure) and stops sending once an answer comes. */
function postCommit(repo: string, lines: Iterable<string>): Promise<Sent> {
	return new Promise((resolve, reject) => {
		const start = performance.now();
		const body = Readable.from(chunked(lines));
		let sentAll = false;
		body.once("end", () => {
			sentAll = true;
		});
		const req = request(
			`${hub.url}/api/models/${repo}/commit/main`,
			{
				method: "POST",
				agent: false,
				headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/x-ndjson" },
			},
			(res) => {
				const wasSent = sentAll;
				body.unpipe(req);
				body.destroy();
				const chunks: Buffer[] = [];
				res.on("data", (c: Buffer) => chunks.push(c));
				res.on("end", () => {
					const ms = performance.now() - start;
					resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), sentAll: wasSent, ms });
					req.destroy();
				});
			},
		);
		req.on("error", (e) => (req.headersSent && body.destroyed ? undefined : reject(e)));
		body.pipe(req);
	});
}

const head = async (repo: string) =>
	((await (await fetch(`${hub.url}/api/models/${repo}/revision/main`)).json()) as { sha: string }).sha;

describe("a commit of 20,000 files", () => {
	it("lets other requests through while it runs, and leaves a small record", async () => {
		const FILES = 20_000;
		const gaps: number[] = [];
		let answers = 0;
		let running = true;
		const probe = (async () => {
			let last = performance.now();
			while (running) {
				const res = await fetch(`${hub.url}/api/models?limit=5`);
				await res.arrayBuffer();
				expect(res.status).toBe(200);
				const now = performance.now();
				gaps.push(now - last);
				last = now;
				answers++;
			}
		})();
		const sent = await postCommit("bulk/many", commitLines("many files", FILES, "file"));
		running = false;
		await probe;
		expect([sent.status, sent.body]).toEqual([200, expect.stringContaining('"commitOid"')]);
		// Before, the branch moved in one transaction that wrote every row: other requests waited for all of it (3-7 s
		// here for 20,000 files). Now the rows go in batches of tens of milliseconds each, with others' turns between.
		expect(answers).toBeGreaterThan(20);
		expect(Math.max(...gaps)).toBeLessThan(1_000);

		// Every file is in the revision, and the API lists each one.
		const info = (await (await fetch(`${hub.url}/api/models/bulk/many`)).json()) as {
			siblings: { rfilename: string }[];
			usedStorage: number;
		};
		expect(info.siblings).toHaveLength(FILES + 1);
		expect(info.siblings[0]).toEqual({ rfilename: ".gitattributes" });
		expect(info.usedStorage).toBeGreaterThan(FILES * 8);
		// The stored record (what lists and pages read) lists the first files only, with the whole revision's size.
		const stored = await hub.store.models.record("bulk/many");
		expect(stored?.siblings).toHaveLength(1_000);
		expect(stored?.usedStorage).toBe(info.usedStorage);
		const record = await fetch(`${hub.url}/api/models?author=bulk&full=true`);
		expect((await record.text()).length).toBeLessThan(200_000);
	}, 300_000);
});

describe("a commit of one line too many", () => {
	it("is refused as soon as the line arrives, while the client is still sending, and commits nothing", async () => {
		const before = await head("bulk/over");
		// 100,001 lines (the header and 100,000 files), then more the client would go on sending.
		const sent = await postCommit("bulk/over", commitLines("one too many", 150_000, "over"));
		expect(sent.status).toBe(400);
		expect(JSON.parse(sent.body).error).toBe("a commit may have at most 100000 lines");
		expect(sent.sentAll).toBe(false);
		// Before, each inline file was written to the blob store as its line was read: the refusal came after a minute.
		expect(sent.ms).toBeLessThan(20_000);
		expect(await head("bulk/over")).toBe(before);
	}, 120_000);
});
