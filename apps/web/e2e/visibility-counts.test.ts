// What an anonymous visitor's lists show follows a repository's change at once, for models, datasets and spaces: made
// private through the API, it leaves the filter menus' counts, the result count and the list; moved, it is listed under
// its new id only; gated, its page says so; deleted, it is counted no more. The lists keep their menus and counts
// between requests (and the server its rendered pages), so each step asks the page before the change and again after.
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { startServer, stopServer } from "@modelhub/server";
import { importRepoEvents, openStore, readRecords, type Store } from "@modelhub/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE_DIR } from "./browser";

let dir: string;
let store: Store;
let server: Server;
let base: string;
let token = "";

/** Per type: its list, the filter that holds the three repositories, and that filter's menu entry. */
const TYPES = [
	{ type: "model", list: "/models", filter: "task=text-classification", option: "Text Classification", prefix: "" },
	{
		type: "dataset",
		list: "/datasets",
		filter: "task=text-classification",
		option: "Text Classification",
		prefix: "/datasets",
	},
	{ type: "space", list: "/spaces", filter: "sdk=gradio", option: "Gradio", prefix: "/spaces" },
] as const;

const names = (type: string) => [1, 2, 3].map((n) => `crew/zz${type}${n}`);

beforeAll(async () => {
	dir = mkdtempSync(join(tmpdir(), "modelhub-counts-"));
	store = await openStore({ dir, seed: false });
	await store.writer.upsert(
		names("model").map((id) => ({
			record: { id, pipeline_tag: "text-classification", tags: ["text-classification"] },
		})),
	);
	await store.writer.refreshFacets();
	const records = (type: string, extra: Record<string, unknown>) =>
		readRecords(
			Readable.from([
				names(type)
					.map((id) => `${JSON.stringify({ id, ...extra })}\n`)
					.join(""),
			]),
			`${type}.jsonl`,
		);
	await importRepoEvents(store, "dataset", records("dataset", { tags: ["task_categories:text-classification"] }));
	await importRepoEvents(store, "space", records("space", { sdk: "gradio", tags: ["gradio"] }));
	await store.accounts.createUser({ name: "oona", password: "oona's password" });
	for (const org of ["crew", "elsewhere"]) {
		await store.accounts.createOrg({ name: org });
		await store.accounts.setMember(org, "oona", "admin");
	}
	token = (await store.tokens.create({ owner: "oona", name: "w", role: "write" })).token;
	server = await startServer({ dir: SITE_DIR, port: 0, host: "127.0.0.1", store });
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
	await stopServer(server, 1000);
	await store.close();
	rmSync(dir, { recursive: true, force: true });
});

/** A page as an anonymous visitor gets it, without the markers React puts between adjacent texts. */
const page = async (path: string) => {
	const res = await fetch(base + path);
	return { status: res.status, text: (await res.text()).replaceAll("<!-- -->", "") };
};

const api = async (method: string, path: string, body: unknown) => {
	const res = await fetch(base + path, {
		method,
		headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
		body: JSON.stringify(body),
	});
	expect([path, res.status]).toEqual([path, 200]);
};

describe.each(TYPES)("an anonymous visitor's $list", ({ type, list, filter, option, prefix }) => {
	const [one, two, three] = names(type) as [string, string, string];
	/** What the list says: its menu entry's count, its result count for the filter, the ids it links. */
	const shown = async () => {
		const menu = (await page(list)).text;
		const filtered = (await page(`${list}?${filter}`)).text;
		const entry = new RegExp(`>${option} \\((\\d+)\\)<`).exec(menu);
		const result = /result-count">(\d+) /.exec(filtered);
		const ids = [...filtered.matchAll(new RegExp(`href="${prefix}/((?:crew|elsewhere)/zz${type}\\d)"`, "g"))].map(
			(m) => m[1],
		);
		return { menu: Number(entry?.[1] ?? 0), total: Number(result?.[1] ?? -1), ids: [...new Set(ids)].sort() };
	};

	it("follows a change of visibility, a move, gating and a deletion at once", async () => {
		expect(await shown()).toEqual({ menu: 3, total: 3, ids: [one, two, three] });
		await api("PUT", `/api/${type}s/${one}/settings`, { visibility: "private" });
		expect(await shown()).toEqual({ menu: 2, total: 2, ids: [two, three] });
		expect((await page(`${prefix}/${one}`)).status).toBe(404);

		const moved = two.replace("crew/", "elsewhere/");
		await api("POST", "/api/repos/move", { fromRepo: two, toRepo: moved, type });
		expect(await shown()).toEqual({ menu: 2, total: 2, ids: [moved, three].sort() });
		const byCrew = async () => /result-count">(\d+) /.exec((await page(`${list}?author=crew`)).text)?.[1];
		expect(await byCrew()).toBe("1");

		const gate = `Gated ${type}`;
		expect((await page(`${prefix}/${moved}`)).text).not.toContain(gate);
		await api("PUT", `/api/${type}s/${moved}/settings`, { gated: "manual" });
		expect((await page(`${prefix}/${moved}`)).text).toContain(gate);

		await api("DELETE", "/api/repos/delete", { name: three, type });
		expect(await shown()).toEqual({ menu: 1, total: 1, ids: [moved] });
		expect(await byCrew()).toBe("0");

		await api("PUT", `/api/${type}s/${one}/settings`, { private: false });
		expect(await shown()).toEqual({ menu: 2, total: 2, ids: [one, moved].sort() });
		expect(await byCrew()).toBe("1");
	});
});
