// Gated spaces and datasets, asked of a started server with plain HTTP as a browser without JavaScript would: the
// repository's page shows its access section, a signed-in user asks on its ask-access page, its owners decide on its
// own access-requests page (the model's page generalised by repository type), which is exactly a missing page to
// anyone else and refuses a form without the session's CSRF token.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { startServer, stopServer } from "@modelhub/server";
import {
	type BlobStore,
	importRepoEvents,
	LocalBlobStore,
	openStore,
	readFolder,
	repoFilesPreparer,
	type Store,
} from "@modelhub/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieHeader, csrfOf, form, makeUser, raw } from "./accounts";
import { SITE_DIR } from "./browser";

const PASSWORD = "gate keeper password";

let dir: string;
let store: Store;
let blobs: BlobStore;
let server: Server;
let base: string;

function write(root: string, files: Record<string, string>) {
	for (const [path, text] of Object.entries(files)) {
		const file = join(root, path);
		mkdirSync(dirname(file), { recursive: true });
		writeFileSync(file, text);
	}
}

beforeAll(async () => {
	dir = mkdtempSync(join(tmpdir(), "modelhub-gated-repos-"));
	store = await openStore({ dir: join(dir, "db") });
	blobs = new LocalBlobStore(join(dir, "blobs"));
	write(join(dir, "spaces"), {
		"acme/gated-demo/README.md": "---\ntitle: Gated demo\nsdk: gradio\n---\n# Gated demo\n",
		"acme/gated-demo/app.py": "import gradio as gr\n",
		"acme/open-demo/README.md": "---\ntitle: Open demo\nsdk: gradio\n---\n# Open demo\n",
	});
	write(join(dir, "datasets"), {
		"acme/gated-data/README.md": "---\nlicense: mit\n---\n# Gated data\n",
		"acme/gated-data/data/train.jsonl": JSON.stringify({ text: "secret row" }),
	});
	const prepare = repoFilesPreparer(store, blobs);
	for (const type of ["space", "dataset"] as const)
		expect(await importRepoEvents(store, type, readFolder(join(dir, `${type}s`), type), { prepare })).toMatchObject({
			rejected: 0,
		});
	await store.repoAdmin.settings({ type: "space", id: "acme/gated-demo" }, { gated: "manual" });
	await store.repoAdmin.settings({ type: "dataset", id: "acme/gated-data" }, { gated: "manual" });
	for (const name of ["olivia", "rick", "sam", "tom"]) await makeUser(store, name, PASSWORD);
	await store.accounts.createOrg({ name: "acme" });
	await store.accounts.setMember("acme", "olivia", "admin");
	await store.accounts.setMember("acme", "sam", "read");
	server = await startServer({ dir: SITE_DIR, port: 0, host: "127.0.0.1", store, blobs, seedSamples: false } as never);
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
	await stopServer(server, 1000);
	await store.close();
	rmSync(dir, { recursive: true, force: true });
});

const cookies = new Map<string, string>();
/** A session of `name`, signed in through the sign-in form (kept for the file's tests). */
async function session(name: string): Promise<string> {
	const kept = cookies.get(name);
	if (kept) return kept;
	const res = await raw(
		base,
		"POST",
		"/login",
		{ Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
		form({ name, password: PASSWORD, next: "/" }),
	);
	const cookie = cookieHeader(res.headers["set-cookie"]);
	expect(cookie).toContain("mh_session=");
	cookies.set(name, cookie);
	return cookie;
}

const get = async (path: string, who?: string) => raw(base, "GET", path, who ? { Cookie: await session(who) } : {});
const post = async (path: string, who: string | undefined, fields: Record<string, string>) =>
	raw(
		base,
		"POST",
		path,
		{
			Origin: base,
			"Content-Type": "application/x-www-form-urlencoded",
			...(who ? { Cookie: await session(who) } : {}),
		},
		form(fields),
	);

/** The page's text without tags, as a reader sees it. */
const textOf = (html: string) =>
	html
		.replace(/<script[\s\S]*?<\/script>/g, "")
		.replace(/<!-- -->/g, "")
		.replace(/<[^>]+>/g, " ")
		.replace(/&#x27;/g, "'")
		.replace(/&quot;/g, '"')
		.replace(/&amp;/g, "&")
		.replace(/\s+/g, " ");

const KINDS = [
	{ type: "space", noun: "space", prefix: "/spaces", id: "acme/gated-demo", requester: "rick" },
	{ type: "dataset", noun: "dataset", prefix: "/datasets", id: "acme/gated-data", requester: "tom" },
] as const;

describe.each(KINDS)("a gated $noun", ({ type, noun, prefix, id, requester }) => {
	const path = `${prefix}/${id}`;
	const requests = `${path}/access-requests`;

	it("shows its access section: sign in for a visitor, the request form for a user", async () => {
		const visitor = await get(path);
		expect(visitor.status).toBe(200);
		const t = textOf(visitor.body);
		expect(t).toContain(`Gated ${noun}`);
		expect(t).toContain(`This ${noun} is gated`);
		expect(visitor.body).toContain(`href="/login?next=${encodeURIComponent(path)}"`);
		expect(visitor.body).not.toContain(`href="${requests}"`);
		const user = await get(path, requester);
		expect(user.body).toMatch(new RegExp(`<form[^>]*action="${path}/ask-access"`));
		expect(textOf(user.body)).toContain("Request access");
	});

	it("a user asks on its ask-access page (with the session's CSRF token); the request waits", async () => {
		const refused = await post(`${path}/ask-access`, requester, { csrf: "x".repeat(43) });
		expect(refused.status).toBe(403);
		expect(await store.accessRequests.statusOf({ type, id }, requester)).toBeUndefined();
		const csrf = csrfOf((await get(`${path}/ask-access`, requester)).body);
		const asked = await post(`${path}/ask-access`, requester, { csrf });
		expect([asked.status, asked.headers.location]).toEqual([302, `${path}#access`]);
		expect(await store.accessRequests.statusOf({ type, id }, requester)).toBe("pending");
		const after = textOf((await get(path, requester)).body);
		expect(after).toContain(`your request is pending until the ${noun}'s owners review it`);
		expect(after).not.toContain("Access requests");
	});

	it("is exactly a missing page to whoever may not manage it: a visitor, the requester, a read member", async () => {
		const neutral = (body: string, name: string) => body.replaceAll(name, "NAME");
		for (const who of [undefined, requester, "sam"]) {
			const denied = await get(requests, who);
			const missing = await get(`${prefix}/acme/no-such-repo/access-requests`, who);
			expect([who, denied.status]).toEqual([who, 404]);
			expect([who, neutral(denied.body, id.split("/")[1] as string)]).toEqual([
				who,
				neutral(missing.body, "no-such-repo"),
			]);
		}
		// A form sent there anyway by someone who may not manage it changes nothing.
		const csrf = csrfOf((await get(`${path}/ask-access`, "sam")).body);
		const sneaked = await post(requests, "sam", { csrf, intent: "accept", user: requester });
		expect(sneaked.status).toBe(404);
		expect(await store.accessRequests.statusOf({ type, id }, requester)).toBe("pending");
	});

	it("its owners list the requests on its own page and accept one, with the session's CSRF token", async () => {
		const page = await get(path, "olivia");
		expect(page.body).toContain(`href="${requests}"`);
		expect(textOf(page.body)).toContain(`(you manage this ${noun})`);
		const list = await get(requests, "olivia");
		expect(list.status).toBe(200);
		const t = textOf(list.body);
		expect(t).toContain("Access requests");
		expect(t).toMatch(new RegExp(`Pending[^]*${requester}`));
		expect(list.body).toContain(`href="${path}"`);
		expect(t).toContain("Requests wait here until you accept or reject them.");
		const noToken = await post(requests, "olivia", { intent: "accept", user: requester });
		expect(noToken.status).toBe(403);
		expect(await store.accessRequests.statusOf({ type, id }, requester)).toBe("pending");
		const accepted = await post(requests, "olivia", { csrf: csrfOf(list.body), intent: "accept", user: requester });
		expect(accepted.status).toBe(200);
		expect(textOf(accepted.body)).toContain(`Accepted the request of ${requester}.`);
		expect(await store.accessRequests.statusOf({ type, id }, requester)).toBe("accepted");
		expect(textOf((await get(path, requester)).body)).toContain("Your access is granted");
		const bad = await post(requests, "olivia", { csrf: csrfOf(list.body), intent: "grant", user: "no-such-user" });
		expect(textOf(bad.body)).toContain("There is no user no-such-user on this hub.");
	});
});

describe("a space that is not gated", () => {
	it("has no access section, its ask-access page leads back to it, and its requests page is for its owners", async () => {
		const open = await get("/spaces/acme/open-demo");
		expect(open.status).toBe(200);
		expect(textOf(open.body)).not.toContain("Gated space");
		const ask = await get("/spaces/acme/open-demo/ask-access");
		expect([ask.status, ask.headers.location]).toEqual([302, "/spaces/acme/open-demo"]);
		const owner = await get("/spaces/acme/open-demo/access-requests", "olivia");
		expect(owner.status).toBe(200);
		expect(textOf(owner.body)).toContain("This space is not gated");
	});
});
