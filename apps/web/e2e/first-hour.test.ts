// A team's first hour on the web pages, asked of a started server (its repositories made through the Hub's API with a
// write token, as `huggingface_hub` makes them): a folder's and a file's page show the revision their address names —
// branch, tag, commit id or pull request — say which, and offer the others; owner pages list models, datasets and
// spaces the caller may see; the header links every list; a Space made here says what this hub does with it; and the
// home page shows the team's own work, private repositories only to those who may see them.
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer, stopServer } from "@modelhub/server";
import { openStore, type Store } from "@modelhub/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, hydrated, launchBrowser, SITE_DIR } from "./browser";

let dir: string;
let store: Store;
let server: Server;
let base: string;
let olga = "";
let member = "";
let first = "";
let dev = "";

async function api(method: string, path: string, body: unknown, type = "application/json") {
	const res = await fetch(`${base}${path}`, {
		method,
		headers: { Authorization: `Bearer ${olga}`, "Content-Type": type },
		body: typeof body === "string" ? body : JSON.stringify(body),
	});
	const text = await res.text();
	if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
	return JSON.parse(text) as Record<string, unknown>;
}

/** A commit of text files through the Hub's commit API; answers the new commit's id. */
async function commit(repo: string, rev: string, files: Record<string, string>, query = "") {
	const lines = [
		{ key: "header", value: { summary: `add ${Object.keys(files).join(", ")}` } },
		...Object.entries(files).map(([path, text]) => ({
			key: "file",
			value: { path, content: Buffer.from(text).toString("base64"), encoding: "base64" },
		})),
	];
	const answer = await api(
		"POST",
		`/api/${repo}/commit/${encodeURIComponent(rev)}${query}`,
		lines.map((l) => JSON.stringify(l)).join("\n"),
		"application/x-ndjson",
	);
	return String(answer.commitOid);
}

const create = (name: string, extra: Record<string, unknown> = {}) =>
	api("POST", "/api/repos/create", { name, organization: "team", ...extra });

const page = async (path: string, headers: Record<string, string> = {}) => {
	const res = await fetch(base + path, { headers, redirect: "manual" });
	return { status: res.status, headers: res.headers, text: (await res.text()).replace(/<!-- -->/g, "") };
};

/** A page's visible text, roughly: its markup without tags and scripts. */
const textOf = (html: string) =>
	html
		.replace(/<script[\s\S]*?<\/script>/g, "")
		.replace(/<[^>]+>/g, " ")
		.replace(/&#x27;/g, "'")
		.replace(/\s+/g, " ");

beforeAll(async () => {
	dir = mkdtempSync(join(tmpdir(), "modelhub-first-hour-"));
	store = await openStore({ dir, seed: false });
	// One record of the kind the shipped catalogue holds, last changed long ago: the team's work comes before it.
	await store.writer.upsert([{ record: { id: "old-lab/old-model", lastModified: "2021-01-01T00:00:00.000Z" } }]);
	await store.accounts.createUser({ name: "olga", password: "olga's password" });
	await store.accounts.createUser({ name: "mia", password: "mia's password" });
	await store.accounts.createUser({ name: "solo", password: "solo's password" });
	await store.accounts.createOrg({ name: "team", displayName: "The Team" });
	await store.accounts.setMember("team", "olga", "admin");
	await store.accounts.createOrg({ name: "ghost" });
	await store.accounts.setMember("ghost", "mia", "read");
	olga = (await store.tokens.create({ owner: "olga", name: "w", role: "write" })).token;
	member = `mh_session=${(await store.sessions.create("mia")).id}`;
	server = await startServer({ dir: SITE_DIR, port: 0, host: "127.0.0.1", store });
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

	await create("tiny");
	first = await commit("models/team/tiny", "main", { "notes.txt": "first\n", "sub/deep/a.json": '{"v":1}' });
	await api("POST", "/api/models/team/tiny/tag/main", { tag: "v1" });
	await api("POST", "/api/models/team/tiny/branch/dev", { startingPoint: "main" });
	dev = await commit("models/team/tiny", "dev", { "notes.txt": "on dev\n", "dev-only.txt": "dev" });
	await commit("models/team/tiny", "main", { "notes.txt": "second\n", "weights.bin": "\u0000\u0001" });
	await commit("models/team/tiny", "main", { "pr.txt": "proposed" }, "?create_pr=1");
	await create("reviews", { type: "dataset" });
	await commit("datasets/team/reviews", "main", { "data/train.csv": "text,label\nok,1\n" });
	await api("POST", "/api/datasets/team/reviews/branch/draft", {});
	await commit("datasets/team/reviews", "draft", { "data/draft.csv": "text\nnew\n" });
	await create("demo", { type: "space", sdk: "gradio" });
	await commit("spaces/team/demo", "main", {
		"README.md": "---\nsdk: gradio\napp_file: app.py\n---\n# Demo\n",
		"app.py": "import gradio\n",
	});
	await api("POST", "/api/spaces/team/demo/tag/main", { tag: "shown" });
	// A user with a dataset and no model; an organization whose one space is private.
	await store.repoAdmin.create({ type: "dataset", id: "solo/only-data" }, { private: false });
	// Made after every other: the newest for those who may see it.
	await new Promise((r) => setTimeout(r, 5));
	await store.repoAdmin.create({ type: "space", id: "ghost/hidden-app" }, { private: true });
	await store.repoAdmin.create({ type: "model", id: "team/zz-private" }, { private: true });
}, 120_000);
afterAll(async () => {
	if (server) await stopServer(server, 1000);
	await store?.close();
	rmSync(dir, { recursive: true, force: true });
});

describe("a folder's page at a revision", () => {
	it("lists the files of the branch, tag, commit or pull request in the address, and says which it is", async () => {
		const cases: [string, RegExp, string[], string[]][] = [
			["/team/tiny/tree/main", /Branch main at commit/, ["weights.bin"], ["dev-only.txt", "pr.txt"]],
			["/team/tiny/tree/dev", /Branch dev at commit/, ["dev-only.txt"], ["weights.bin"]],
			["/team/tiny/tree/v1", /Tag v1 at commit/, ["notes.txt"], ["weights.bin", "dev-only.txt"]],
			[`/team/tiny/tree/${first}`, new RegExp(`Commit ${first}`), ["sub/"], ["weights.bin"]],
			["/team/tiny/tree/refs%2Fpr%2F1", /Pull request refs\/pr\/1 at commit/, ["pr.txt", "weights.bin"], []],
			["/team/tiny/tree/refs/pr/1", /Pull request refs\/pr\/1 at commit/, ["pr.txt"], ["dev-only.txt"]],
		];
		for (const [path, says, has, lacks] of cases) {
			const { status, text } = await page(path);
			expect([path, status]).toEqual([path, 200]);
			const shown = textOf(text);
			expect(shown).toMatch(says);
			for (const name of has) expect([path, shown]).toEqual([path, expect.stringContaining(` ${name} `)]);
			for (const name of lacks.filter((n) => !has.includes(n)))
				expect([path, shown]).toEqual([path, expect.not.stringContaining(` ${name} `)]);
		}
		// main's files link to their page, raw bytes and deeper folders at main; each name in the menu to the same folder
		// there.
		const main = (await page("/team/tiny/tree/main")).text;
		expect(main).toContain('href="/team/tiny/blob/main/notes.txt"');
		expect(main).toContain('href="/team/tiny/resolve/main/weights.bin" download=""');
		expect(main).toContain('href="/team/tiny/tree/main/sub"');
		for (const rev of ["dev", "v1", "refs%2Fpr%2F1"]) expect(main).toContain(`href="/team/tiny/tree/${rev}"`);
		const deep = await page("/team/tiny/tree/v1/sub/deep");
		expect(deep.text).toContain('href="/team/tiny/blob/v1/sub/deep/a.json"');
		expect(deep.text).toContain('href="/team/tiny/tree/dev/sub/deep"');
		expect(deep.text).toContain('href="/team/tiny/tree/v1/sub"');
	});

	it("serves datasets and spaces alike, and offers their branches and tags", async () => {
		const draft = await page("/datasets/team/reviews/tree/draft/data");
		expect(draft.status).toBe(200);
		expect(textOf(draft.text)).toMatch(/Branch draft at commit/);
		expect(draft.text).toContain('href="/datasets/team/reviews/blob/draft/data/draft.csv"');
		expect(draft.text).toContain('href="/datasets/team/reviews/tree/main/data"');
		const main = await page("/datasets/team/reviews/tree/main/data");
		expect(main.text).not.toContain("draft.csv");
		const space = await page("/spaces/team/demo/tree/shown");
		expect(space.status).toBe(200);
		expect(textOf(space.text)).toMatch(/Tag shown at commit/);
		expect(space.text).toContain('href="/spaces/team/demo/blob/shown/app.py"');
		// Each repository page links its browsable files.
		for (const [repo, tree] of [
			["/team/tiny", "/team/tiny/tree/main"],
			["/datasets/team/reviews", "/datasets/team/reviews/tree/main"],
			["/spaces/team/demo", "/spaces/team/demo/tree/main"],
		] as const)
			expect((await page(repo)).text).toContain(`href="${tree}"`);
	});

	it("answers an unknown revision or folder with a not-found page that names it", async () => {
		for (const [path, says] of [
			["/team/tiny/tree/nope", "has no branch, tag or commit nope"],
			[`/team/tiny/tree/${"0".repeat(40)}`, `has no branch, tag or commit ${"0".repeat(40)}`],
			["/datasets/team/reviews/tree/v9/data", "has no branch, tag or commit v9"],
			["/team/tiny/tree/main/missing", "holds no missing at main"],
			["/team/tiny/blob/nope/notes.txt", "has no branch, tag or commit nope"],
			["/team/tiny/blob/dev/weights-none.txt", "holds no weights-none.txt at dev"],
		] as const) {
			const { status, text } = await page(path);
			expect([path, status]).toEqual([path, 404]);
			expect([path, textOf(text)]).toEqual([path, expect.stringContaining(says)]);
		}
		// A repository that does not exist, and a private one to a visitor, have the plain missing page: alike.
		for (const rest of ["tree/main", "tree/nope/x", "blob/main/notes.txt"]) {
			const missing = await page(`/team/no-such/${rest}`);
			const hidden = await page(`/team/zz-private/${rest}`);
			expect([rest, missing.status, hidden.status]).toEqual([rest, 404, 404]);
			expect(hidden.text.replaceAll("zz-private", "X")).toBe(missing.text.replaceAll("no-such", "X"));
			expect(textOf(hidden.text)).not.toMatch(/has no branch|holds no/);
		}
	});

	it("sends a file's address under tree to its page, and a file page of bytes to its folder at the same revision", async () => {
		expect((await page("/team/tiny/tree/dev/notes.txt")).headers.get("location")).toBe("/team/tiny/blob/dev/notes.txt");
		const weights = await page("/team/tiny/blob/refs%2Fpr%2F1/weights.bin");
		expect([weights.status, weights.headers.get("location")]).toEqual([302, "/team/tiny/tree/refs%2Fpr%2F1"]);
	});
});

describe("a file's page at a revision", () => {
	it("shows the file as it is at that revision, says which, and offers the same file elsewhere", async () => {
		for (const [rev, text, says] of [
			["main", "second", /Branch main at commit/],
			["dev", "on dev", /Branch dev at commit/],
			["v1", "first", /Tag v1 at commit/],
			[dev, "on dev", new RegExp(`Commit ${dev}`)],
		] as const) {
			const { status, text: html } = await page(`/team/tiny/blob/${rev}/notes.txt`);
			expect([rev, status]).toEqual([rev, 200]);
			expect(textOf(html)).toMatch(says);
			expect(textOf(html)).toContain(text);
			expect(html).toContain(`href="/team/tiny/resolve/${rev}/notes.txt"`);
		}
		const v1 = (await page("/team/tiny/blob/v1/sub/deep/a.json")).text;
		expect(v1).toContain('href="/team/tiny/blob/main/sub/deep/a.json"');
		expect(v1).toContain('href="/team/tiny/tree/v1/sub/deep"');
	});

	it("opens the revision menu and follows it without JavaScript; with it, the new pages hydrate cleanly", async () => {
		const browser = await launchBrowser();
		try {
			const context = await browser.newContext({ javaScriptEnabled: false });
			const tab = await context.newPage();
			await tab.goto(`${base}/team/tiny/tree/main`);
			await tab.getByText("Switch branch or tag").click();
			await tab
				.getByRole("navigation", { name: "Branches, tags and pull requests" })
				.getByRole("link", { name: "dev" })
				.click();
			await tab.waitForURL(`${base}/team/tiny/tree/dev`);
			expect(await tab.getByRole("link", { name: "dev-only.txt" }).isVisible()).toBe(true);
			await tab.getByRole("link", { name: "notes.txt" }).click();
			await tab.waitForURL(`${base}/team/tiny/blob/dev/notes.txt`);
			expect(await tab.locator("pre").innerText()).toContain("on dev");
			await context.close();
			const live = await (await browser.newContext()).newPage();
			const errors: string[] = [];
			live.on("console", (m) => {
				if (m.type() === "error") errors.push(m.text());
			});
			live.on("pageerror", (e) => errors.push(e.message));
			for (const path of ["/team/tiny/tree/v1/sub", "/spaces/team/demo/blob/shown/app.py", "/team", "/"]) {
				await live.goto(base + path);
				await hydrated(live);
				expect([path, await axeViolations(live)]).toEqual([path, []]);
			}
			expect(errors).toEqual([]);
		} finally {
			await browser.close();
		}
	});
});

describe("owner pages", () => {
	it("list an owner's models, datasets and spaces, also for an owner without a model", async () => {
		const team = await page("/team");
		expect(team.status).toBe(200);
		const shown = textOf(team.text);
		expect(shown).toContain("The Team");
		for (const href of ["/team/tiny", "/datasets/team/reviews", "/spaces/team/demo", "/organizations/team"])
			expect(team.text).toContain(`href="${href}"`);
		expect(team.text).not.toContain("zz-private");
		const solo = await page("/solo");
		expect(solo.status).toBe(200);
		expect(solo.text).toContain('href="/datasets/solo/only-data"');
		expect(textOf(solo.text)).toContain("User");
	});

	it("show private repositories only to those the policy lets see them, and are missing when nothing is visible", async () => {
		const unknown = await page("/nobody-here");
		const ghost = await page("/ghost");
		expect([unknown.status, ghost.status]).toEqual([404, 404]);
		// The page names the address it was asked for (its sign-in link comes back to it): nothing else may differ.
		expect(ghost.text.replaceAll("ghost", "X")).toBe(unknown.text.replaceAll("nobody-here", "X"));
		const seen = await page("/ghost", { Cookie: member });
		expect(seen.status).toBe(200);
		expect(seen.text).toContain('href="/spaces/ghost/hidden-app"');
		expect(textOf(seen.text)).toContain("private");
		for (const path of ["/bad%20owner", "/team.", "/-x"])
			expect([path, (await page(path)).status]).toEqual([path, 404]);
	});
});

describe("the header", () => {
	it("links the models, datasets and spaces lists", async () => {
		const nav = /<nav aria-label="Main">[\s\S]*?<\/nav>/.exec((await page("/")).text)?.[0] ?? "";
		for (const href of ["/models", "/datasets", "/spaces"]) expect(nav).toContain(`href="${href}"`);
	});
});

describe("a Space made on this hub", () => {
	it("says this hub stores its files and runs no Space, never what the Hub reported", async () => {
		const shown = textOf((await page("/spaces/team/demo")).text);
		expect(shown).toContain("This hub stores this Space's files and card; it does not run Spaces");
		expect(shown).not.toContain("When it was imported");
		expect(shown).not.toContain("STOPPED");
	});
});

describe("the home page", () => {
	it("lists the team's repositories of every type, newest first, a private one only for those who may see it", async () => {
		const recent = (html: string) =>
			[...(/id="home-recent"[\s\S]*?<\/ol>/.exec(html)?.[0] ?? "").matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]);
		const anonymous = await page("/");
		expect(recent(anonymous.text)).toEqual(
			expect.arrayContaining(["/team/tiny", "/datasets/team/reviews", "/spaces/team/demo", "/datasets/solo/only-data"]),
		);
		expect(recent(anonymous.text).at(-1)).toBe("/old-lab/old-model");
		// The hub's own repository (the snippets' sample inputs, filled at start-up) is no one's work.
		expect(recent(anonymous.text)).not.toContain("/datasets/modelhub/sample-inputs");
		expect(anonymous.text).not.toContain("hidden-app");
		// The member's page is their own (never kept for another caller), and holds the private space.
		const mine = await page("/", { Cookie: member });
		expect(recent(mine.text)[0]).toBe("/spaces/ghost/hidden-app");
		expect(mine.headers.get("cache-control")).toBe("private, no-cache");
		// A visitor after the member still sees no trace of it.
		expect((await page("/")).text).not.toContain("hidden-app");
	});
});
