// Slowloris: clients that send a request's headers a byte at a time and never finish them. Real connections on
// loopback (a few hundred, bounded): each is answered 408 and closed once the headers timeout has passed since its
// first byte, however steadily it trickles (so the idle timeout alone would never end it), while normal requests are
// answered meanwhile; and past the connection cap a new connection is closed at once, the cap said in one log line,
// and normal requests are answered again once the slow ones are cut. The limits are shortened for the test
// (`limits`); `bench/slowloris.mjs` measures the same with 2,000 connections and the default limits.
import { existsSync, readFileSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { afterEach, expect, it } from "vitest";
import { type HubServer, startHubServer } from "./helpers/hub-server.js";

const HEADERS_TIMEOUT = 1_500;
/** Node checks the timeout once a second (the server's connectionsCheckingInterval); a loaded machine adds some. */
const CHECK_SLACK = 2_500;

let hub: HubServer | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
	for (const s of sockets.splice(0)) s.destroy();
	await hub?.close();
	hub = undefined;
});

interface Slow {
	/** Resolves once connected. */
	connected: Promise<void>;
	/** Resolves when the server closes it: how long after connecting, and what it was answered. */
	closed: Promise<{ afterMs: number; answer: string }>;
}

/** A slow client: a request line, then one byte of a header every `everyMs`, never the blank line that ends them. */
function slowClient(port: number, everyMs: number): Slow {
	const s = connect(port, "127.0.0.1");
	sockets.push(s);
	let opened = 0;
	let answer = "";
	let timer: NodeJS.Timeout | undefined;
	s.on("error", () => {});
	s.on("data", (d) => {
		answer += d;
	});
	const connected = new Promise<void>((resolve) =>
		s.once("connect", () => {
			opened = performance.now();
			s.write("GET /api/models HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ");
			timer = setInterval(() => s.write("a"), everyMs);
			resolve();
		}),
	);
	const closed = new Promise<{ afterMs: number; answer: string }>((resolve) =>
		s.once("close", () => {
			clearInterval(timer);
			resolve({ afterMs: performance.now() - opened, answer });
		}),
	);
	return { connected, closed };
}

it("closes connections that trickle their headers after the headers timeout, answering others meanwhile", async () => {
	hub = await startHubServer({ seedSamples: false, limits: { headersTimeout: HEADERS_TIMEOUT } });
	await hub.store.writer.upsert([{ record: { id: "acme/normal", tags: [], downloads: 1 } }]);
	const port = Number(new URL(hub.url).port);
	// Each sends a byte every 200 ms: never idle, so only the headers timeout can end it.
	const slow = Array.from({ length: 300 }, () => slowClient(port, 200));
	await Promise.all(slow.map((c) => c.connected));
	const answered: number[] = [];
	for (let i = 0; i < 20; i++) {
		const res = await fetch(`${hub.url}/api/models/acme/normal`);
		await res.arrayBuffer();
		answered.push(res.status);
	}
	expect(answered).toEqual(Array(20).fill(200));
	const closes = await Promise.all(slow.map((c) => c.closed));
	for (const { afterMs, answer } of closes) {
		expect(afterMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT - 50);
		expect(afterMs).toBeLessThan(HEADERS_TIMEOUT + CHECK_SLACK);
		expect(answer).toMatch(/^HTTP\/1\.1 408 /);
	}
	// And the server still answers.
	expect((await fetch(`${hub.url}/api/models/acme/normal`)).status).toBe(200);
}, 30_000);

it("closes connections past the cap at once, says so once, and serves again when the slow ones are cut", async () => {
	const logged: string[] = [];
	hub = await startHubServer({
		seedSamples: false,
		limits: { headersTimeout: HEADERS_TIMEOUT, maxConnections: 50 },
		errorLog: (line) => logged.push(line),
	});
	const port = Number(new URL(hub.url).port);
	const slow = Array.from({ length: 50 }, () => slowClient(port, 200));
	await Promise.all(slow.map((c) => c.connected));
	// Each has sent its first bytes (so the server has taken it) before more come.
	await new Promise((r) => setTimeout(r, 300));
	const past = Array.from({ length: 20 }, () => slowClient(port, 200));
	const turnedAway = await Promise.all(past.map((c) => c.closed));
	for (const { afterMs, answer } of turnedAway) {
		expect(afterMs).toBeLessThan(HEADERS_TIMEOUT - 200); // Not by the headers timeout: by the cap.
		expect(answer).toBe("");
	}
	expect(logged).toEqual(["50 connections are open (the cap): new ones are closed until some end"]);
	// The slow ones are cut by the headers timeout; then a normal request is answered.
	await Promise.all(slow.map((c) => c.closed));
	const res = await fetch(`${hub.url}/api/models?limit=1`);
	expect(res.status).toBe(200);
}, 30_000);

it("caps connections by default, keeping a thousand file descriptors for the hub's own files", async () => {
	hub = await startHubServer({ seedSamples: false });
	const res = await fetch(`${hub.url}/api/models?limit=1`);
	expect(res.status).toBe(200);
	// Where the limit on open files can be read (Linux): the cap is below it, and the connection count never reaches it.
	if (!existsSync("/proc/self/limits")) return;
	const soft = Number(
		readFileSync("/proc/self/limits", "utf8")
			.split("\n")
			.find((l) => l.startsWith("Max open files"))
			?.split(/\s{2,}/)[1],
	);
	if (!Number.isFinite(soft)) return; // "unlimited"
	expect(hub.server.maxConnections).toBeGreaterThanOrEqual(64);
	expect(hub.server.maxConnections).toBeLessThanOrEqual(soft - 1_000);
});
