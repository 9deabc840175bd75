// A card of megabytes does not hold up other requests: `modelhub serve` (its own process, as users run it) renders a
// long card off its request thread, so a small API request made again and again during the page's first render is
// answered at once instead of after the render.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { openStore } from "@modelhub/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE_DIR } from "./browser";
import { longCard } from "./cards";

const BIN = fileURLToPath(new URL("../../../packages/cli/bin/modelhub.js", import.meta.url));
let dir = "";
let server: ChildProcess | undefined;
let url = "";

beforeAll(async () => {
	dir = mkdtempSync(join(tmpdir(), "modelhub-long-card-"));
	const store = await openStore({ dir: join(dir, "db"), seed: false });
	await store.writer.upsert([
		{ record: { id: "acme/small", author: "acme", tags: [] }, card: "# Small\n\nA card." },
		{ record: { id: "acme/huge-card", author: "acme", tags: [] }, card: longCard(5_000_000) },
	]);
	await store.close();
	const child = spawn(
		process.execPath,
		[BIN, "serve", "--port", "0", "--dir", SITE_DIR, "--db", join(dir, "db"), "--quiet"],
		{ stdio: ["ignore", "pipe", "inherit"], env: { ...process.env, MODELHUB_DB: "", DATABASE_URL: "" } },
	);
	server = child;
	url = await new Promise<string>((resolve, reject) => {
		let out = "";
		child.stdout?.on("data", (d) => {
			out += String(d);
			const found = /serving (http:\/\/\S+)/.exec(out)?.[1];
			if (found) resolve(found);
		});
		child.on("exit", (code) => reject(new Error(`serve exited with ${code}: ${out}`)));
	});
}, 120_000);

afterAll(async () => {
	if (server && server.exitCode === null) {
		const exited = new Promise((r) => server?.once("exit", r));
		server.kill("SIGKILL");
		await exited;
	}
	if (dir) rmSync(dir, { recursive: true, force: true });
});

async function timedGet(path: string): Promise<{ ms: number; status: number; body: string }> {
	const t = performance.now();
	const res = await fetch(url + path);
	const body = await res.text();
	return { ms: performance.now() - t, status: res.status, body };
}

describe("a card of megabytes", () => {
	it("is rendered off the request thread: other requests are answered during its first render", async () => {
		// The page's code and a short card's render warmed up first: what is timed is the long card's render alone.
		expect((await timedGet("/acme/small")).status).toBe(200);
		let running = true;
		const waits: number[] = [];
		const probe = (async () => {
			while (running) {
				const answer = await timedGet("/api/models/acme/small");
				expect(answer.status).toBe(200);
				waits.push(answer.ms);
				await new Promise((r) => setTimeout(r, 2));
			}
		})();
		await new Promise((r) => setTimeout(r, 20));
		const page = await timedGet("/acme/huge-card");
		running = false;
		await probe;
		expect(page.status).toBe(200);
		expect(page.body).toContain("The card is 5.0 MB, longer than a page shows");
		// Rendered on the request thread, the slowest small answer waited about as long as the whole page (the render
		// is most of it); off that thread, a small part of it.
		expect(waits.length).toBeGreaterThan(1);
		expect(Math.max(...waits)).toBeLessThan(page.ms / 2);
	});
});
