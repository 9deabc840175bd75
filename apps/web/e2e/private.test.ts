// Private models on the web pages: to a visitor who may not see one, its page is the missing-model page (byte for byte,
// but for the id), and no list, count, facet, task page, model tree or "closest ids" suggestion shows a trace of it.
// A member of its organization, signed in with a session, sees it.
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer, stopServer } from "@modelhub/server";
import { openStore, type Store } from "@modelhub/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE_DIR } from "./browser";

let dir: string;
let store: Store;
let server: Server;
let base: string;
let cookie = "";
const SECRET = "zzsecretlab/zzhidden-bert";

beforeAll(async () => {
	dir = mkdtempSync(join(tmpdir(), "modelhub-private-"));
	store = await openStore({ dir });
	await store.writer.upsert([
		{
			record: {
				id: SECRET,
				private: true,
				pipeline_tag: "fill-mask",
				library_name: "zzlibrary",
				downloads: 10_000_000,
				tags: ["fill-mask", "zzprivatetag", "base_model:finetune:google-bert/bert-base-uncased", "license:zzlicense"],
			},
		},
	]);
	await store.writer.refreshFacets();
	await store.accounts.createUser({ name: "member", password: "member password" });
	await store.accounts.createOrg({ name: "zzsecretlab" });
	await store.accounts.setMember("zzsecretlab", "member", "read");
	const { id } = await store.sessions.create("member");
	cookie = `mh_session=${id}`;
	server = await startServer({ dir: SITE_DIR, port: 0, host: "127.0.0.1", store });
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
	await stopServer(server, 1000);
	await store.close();
	rmSync(dir, { recursive: true, force: true });
});

const page = async (path: string, headers: Record<string, string> = {}) => {
	const res = await fetch(base + path, { headers });
	return { status: res.status, text: await res.text() };
};

describe("a private model", () => {
	it("has the missing-model page, but for its id, for an anonymous visitor", async () => {
		const hidden = await page(`/${SECRET}`);
		const absent = await page("/zzsecretlab/zzabsent-bert");
		expect(hidden.status).toBe(404);
		// The page names the id it was asked for, and offers a search for its words: nothing else may differ.
		const neutral = (text: string, id: string) =>
			text
				.replaceAll(encodeURIComponent(`/${id}`), "ID")
				.replaceAll(id, "ID")
				.replaceAll((id.split("/")[1] ?? "").replace(/-/g, " "), "WORDS");
		expect(neutral(hidden.text, SECRET)).toBe(neutral(absent.text, "zzsecretlab/zzabsent-bert"));
		const data = await page(`/${SECRET}.data`);
		expect(data.status).toBe(404);
	});

	it("leaves no trace in lists, counts, filters, task pages, model trees or suggestions", async () => {
		for (const path of [
			"/models",
			"/models?q=zzhidden",
			"/models?task=fill-mask",
			"/models?tag=zzprivatetag",
			"/models?library=zzlibrary",
			"/models?author=zzsecretlab",
			"/libraries",
			"/tasks/fill-mask",
			"/google-bert/bert-base-uncased",
			"/zzsecretlab/zzhidden-bertt",
			"/zzsecretlab",
		]) {
			const { text } = await page(path);
			// What the address itself says may be echoed (a search box, a filter); nothing the private model holds may show.
			for (const trace of [SECRET, "zzhidden-bert", "zzprivatetag", "zzlibrary", "zzlicense"].filter(
				(t) => !decodeURIComponent(path).includes(t),
			))
				expect([path, trace, text.includes(trace)]).toEqual([path, trace, false]);
		}
		// The model it is built on counts no fine-tune the visitor cannot see.
		expect((await page("/google-bert/bert-base-uncased")).text).not.toMatch(/fine-tune/i);
	});

	it("is shown to a signed-in member of its organization", async () => {
		const own = await page(`/${SECRET}`, { Cookie: cookie });
		expect(own.status).toBe(200);
		expect(own.text).toContain(SECRET);
		expect((await page("/models?q=zzhidden", { Cookie: cookie })).text).toContain(SECRET);
		// …and the member's pages are not kept for others: the next anonymous visitor still gets nothing.
		expect((await page("/models?q=zzhidden")).text).not.toContain("zzhidden-bert");
	});
});
