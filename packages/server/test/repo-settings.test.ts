// A repository's settings through the write API, with real requests, for every type: `visibility` (what today's
// clients send) and the older `private` both change who sees it, `gated` how its files are reached; a setting the hub
// does not have, or a value it does not take, is a 400 naming it that changes nothing; a new repository's visibility
// is honoured or refused the same way; and every type's list takes `gated`.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HubServer, startHubServer } from "./helpers/hub-server.js";

let hub: HubServer;
let owner = "";
const TYPES = ["model", "dataset", "space"] as const;

async function api(method: string, path: string, token: string | undefined, body?: unknown) {
	const res = await fetch(`${hub.url}${path}`, {
		method,
		headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), "Content-Type": "application/json" },
		...(body === undefined ? {} : { body: JSON.stringify(body) }),
	});
	const text = await res.text();
	return { status: res.status, code: res.headers.get("x-error-code"), text, json: () => JSON.parse(text) };
}

const create = (type: string, name: string, extra: Record<string, unknown> = {}) =>
	api("POST", "/api/repos/create", owner, { name, organization: "crew", type, ...extra });
const settings = (type: string, id: string, body: unknown) => api("PUT", `/api/${type}s/${id}/settings`, owner, body);
const info = (type: string, id: string, token?: string) => api("GET", `/api/${type}s/${id}`, token);

beforeAll(async () => {
	hub = await startHubServer();
	await hub.store.accounts.createUser({ name: "oona", password: "oona's password" });
	await hub.store.accounts.createOrg({ name: "crew" });
	await hub.store.accounts.setMember("crew", "oona", "admin");
	owner = (await hub.store.tokens.create({ owner: "oona", name: "w", role: "write" })).token;
	for (const type of TYPES) {
		for (const name of ["open", "shut"]) expect((await create(type, name)).status).toBe(200);
	}
}, 60_000);
afterAll(async () => {
	await hub?.close();
});

describe("PUT /api/{type}s/{id}/settings", () => {
	it.each(TYPES)("makes a %s private and public again from `visibility`, as from `private`", async (type) => {
		const id = "crew/shut";
		const made = await settings(type, id, { visibility: "private" });
		expect([made.status, made.json()]).toEqual([200, { private: true, gated: false, visibility: "private" }]);
		const hidden = await info(type, id);
		expect([hidden.status, hidden.code]).toEqual([404, "RepoNotFound"]);
		expect((await info(type, id, owner)).json().private).toBe(true);
		expect((await settings(type, id, { visibility: "public" })).status).toBe(200);
		expect((await info(type, id)).json().private).toBe(false);
		// The older body still works, and may come with `visibility` when both say the same.
		expect((await settings(type, id, { private: true, visibility: "private" })).status).toBe(200);
		expect((await info(type, id)).status).toBe(404);
		expect((await settings(type, id, { private: false })).status).toBe(200);
		expect((await info(type, id)).status).toBe(200);
	});

	it.each(TYPES)("gates a %s automatically or manually, and opens it", async (type) => {
		const id = "crew/open";
		for (const gated of ["auto", "manual", false] as const) {
			const r = await settings(type, id, { gated });
			expect([r.status, r.json().gated]).toEqual([200, gated]);
			expect((await info(type, id)).json().gated).toBe(gated);
		}
	});

	it("refuses a setting it does not have, or a value it does not take, by name, and changes nothing", async () => {
		const cases: [string, unknown, string][] = [
			["model", { discussionsDisabled: true }, "discussionsDisabled"],
			["model", { visibility: "hidden" }, '"hidden"'],
			["model", { visibility: "protected" }, "Spaces only"],
			["space", { visibility: "protected" }, "runs no Space apps"],
			["dataset", { visibility: 1 }, "visibility"],
			["model", { private: "yes" }, "private must be true or false"],
			["model", { private: true, visibility: "public" }, "disagree"],
			["dataset", { gated: "sometimes" }, '"sometimes"'],
			["space", { gated: true }, "gated must be"],
			["model", {}, "changes no setting"],
			// One bad setting beside a good one: the good one is not made either.
			["dataset", { gated: "manual", visibility: "hidden" }, '"hidden"'],
			["model", { private: true, xetEnabled: true }, "xetEnabled"],
		];
		for (const [type, body, says] of cases) {
			const r = await settings(type, "crew/open", body);
			expect([type, body, r.status, r.code, r.json().error.includes(says)]).toEqual([
				type,
				body,
				400,
				"BadRequest",
				true,
			]);
		}
		for (const type of TYPES) {
			const now = (await info(type, "crew/open")).json();
			expect([type, now.private, now.gated]).toEqual([type, false, false]);
		}
		const notJson = await api("PUT", "/api/models/crew/open/settings", owner, ["private"]);
		expect(notJson.status).toBe(400);
	});
});

describe("POST /api/repos/create", () => {
	it.each(TYPES)("makes a private %s from `visibility`, and refuses a visibility it does not have", async (type) => {
		expect((await create(type, "born-private", { visibility: "private" })).status).toBe(200);
		expect((await info(type, "crew/born-private")).status).toBe(404);
		expect((await info(type, "crew/born-private", owner)).json().private).toBe(true);
		expect((await create(type, "born-public", { visibility: "public" })).status).toBe(200);
		expect((await info(type, "crew/born-public")).json().private).toBe(false);
		for (const visibility of ["hidden", "protected", "PRIVATE", true]) {
			const r = await create(type, "never", { visibility });
			expect([visibility, r.status, r.code]).toEqual([visibility, 400, "BadRequest"]);
			expect(r.json().error).toMatch(/visibility/);
		}
		expect((await create(type, "never", { private: "true" })).status).toBe(400);
		// Nothing was made by a refused request.
		expect((await info(type, "crew/never", owner)).status).toBe(404);
	});
});

describe("every type's list", () => {
	it.each(TYPES)("takes gated=true and gated=false (%s)", async (type) => {
		await settings(type, "crew/open", { gated: "manual" });
		try {
			const ids = async (query: string) =>
				((await api("GET", `/api/${type}s?author=crew&${query}`, undefined)).json() as { id: string }[])
					.map((e) => e.id)
					.sort();
			// `list_models(gated=True)` sends `gated=True`; other clients `true`.
			expect(await ids("gated=True")).toEqual(["crew/open"]);
			expect(await ids("gated=true")).toEqual(["crew/open"]);
			expect(await ids("gated=false")).toEqual(["crew/born-public", "crew/shut"]);
			expect((await ids("")).length).toBe(3);
			const bad = await api("GET", `/api/${type}s?gated=maybe`, undefined);
			expect([bad.status, bad.json().error]).toEqual([400, "invalid parameter: gated must be true or false"]);
		} finally {
			await settings(type, "crew/open", { gated: false });
		}
	});
});
