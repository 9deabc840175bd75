// A page on another origin (another port is another origin) reads the Hub's API the way browser-based Hub clients do:
// a simple GET with its exposed `Link` header, and a request whose custom header needs a preflight. A cookie is never
// sent along: the hub's answers allow any origin without credentials.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "./browser";

let h: Harness;
let other: Server;
let otherBase: string;

beforeAll(async () => {
	h = await startHarness();
	other = createServer((_req, res) => {
		res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
		res.end("<!doctype html><title>another site</title><p>another site</p>");
	});
	await new Promise<void>((ok) => other.listen(0, "127.0.0.1", ok));
	otherBase = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
});
afterAll(async () => {
	await h?.close();
	await new Promise<void>((ok) => other?.close(() => ok()));
});

describe("a page on another origin", () => {
	it("reads the models API, its Link header, and a record behind a preflight", async () => {
		const context = await h.browser.newContext();
		const page = await context.newPage();
		await page.goto(otherBase);
		const result = await page.evaluate(async (hub) => {
			const list = await fetch(`${hub}/api/models?limit=1`);
			const body = (await list.json()) as { id: string }[];
			const record = await fetch(`${hub}/api/models/${body[0]?.id}`, {
				headers: { "X-Requested-By": "another-site" },
				credentials: "omit",
			});
			return {
				status: list.status,
				link: list.headers.get("link"),
				id: body[0]?.id,
				recordStatus: record.status,
				recordId: ((await record.json()) as { id: string }).id,
			};
		}, h.base);
		expect(result.status).toBe(200);
		expect(result.link).toMatch(/rel="next"/);
		expect(result.recordStatus).toBe(200);
		expect(result.recordId).toBe(result.id);
		const refused = await page.evaluate(async (hub) => {
			try {
				await fetch(`${hub}/api/models?limit=1`, { credentials: "include" });
				return "read";
			} catch {
				return "refused";
			}
		}, h.base);
		// With credentials the browser refuses to hand the answer over: "*" never allows them.
		expect(refused).toBe("refused");
		await context.close();
	});
});
