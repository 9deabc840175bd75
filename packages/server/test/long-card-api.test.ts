// The API's small answers about a model with a card of megabytes: `/api/models/{id}` (with and without `expand`) and
// the list never read the card from the store, so they cost what they cost for any model.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type HubServer, startHubServer } from "./helpers/hub-server.js";

let hub: HubServer;
const CARD = `# Long\n\n${"A line of a long model card.\n".repeat(200_000)}`;

beforeAll(async () => {
	hub = await startHubServer();
	await hub.store.writer.upsert([
		{ record: { id: "acme/long-card", author: "acme", tags: [], downloads: 3 }, card: CARD },
	]);
}, 120_000);
afterAll(async () => hub?.close());

describe("a model with a card of megabytes", () => {
	it("is answered by the API without reading its card", async () => {
		const query = vi.spyOn(hub.store.db, "query");
		try {
			const info = await fetch(`${hub.url}/api/models/acme/long-card`);
			expect(info.status).toBe(200);
			const body = (await info.json()) as Record<string, unknown>;
			expect(body.id).toBe("acme/long-card");
			expect(JSON.stringify(body)).not.toContain("A line of a long model card");
			const expanded = await fetch(`${hub.url}/api/models/acme/long-card?expand[]=downloads`);
			expect(await expanded.json()).toMatchObject({ id: "acme/long-card", downloads: 3 });
			const list = await fetch(`${hub.url}/api/models?author=acme&full=true`);
			expect(((await list.json()) as { id: string }[]).map((m) => m.id)).toEqual(["acme/long-card"]);
			const sql = query.mock.calls.map((c) => String(c[0]));
			expect(sql.length).toBeGreaterThan(2);
			for (const text of sql) expect(text).not.toMatch(/\bcard\b/);
		} finally {
			query.mockRestore();
		}
	});
});
