// Publishing from the browser: a signed-in user makes a model at /new, uploads files (one through the plain form with
// JavaScript off, one dropped on the page with it on), edits the card (an error first, then a valid one), deletes a
// file, and reads the history and each commit's changes; the bytes downloaded are the bytes uploaded. Forms from other
// sites or without the session's token are refused; readers, strangers and visitors find the write pages missing,
// and a private model's history is missing to a stranger. Every page passes axe, logs no error and holds still.
import { createHash, randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { form, makeUser, raw, signedIn, signIn } from "./accounts";
import { axeViolations, type Harness, hydrated, startHarness } from "./browser";

let h: Harness;
const PASSWORD = "correct horse battery";
const ID = "acme/tiny-web";
const sha256 = (b: Uint8Array | string) => createHash("sha256").update(b).digest("hex");

beforeAll(async () => {
	h = await startHarness();
	for (const name of ["alice", "bob", "carol"]) await makeUser(h.store, name, PASSWORD);
	await h.store.accounts.createOrg({ name: "acme" });
	await h.store.accounts.setMember("acme", "alice", "write");
	await h.store.accounts.setMember("acme", "bob", "read");
});
afterAll(async () => {
	await h?.close();
});

/** Starts summing the page's layout shifts not caused by input (read with `shifts`). */
async function watchShifts(page: Page): Promise<void> {
	await page.evaluate(() => {
		const w = window as unknown as { shifts: number };
		w.shifts = 0;
		new PerformanceObserver((list) => {
			for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
				if (!e.hadRecentInput) w.shifts += e.value;
		}).observe({ type: "layout-shift", buffered: true });
	});
}
const shifts = (page: Page) => page.evaluate(() => (window as unknown as { shifts: number }).shifts);

/** Opens a page, waits for it to be interactive, and checks it with axe and for layout shift. */
async function visit(page: Page, path: string): Promise<void> {
	await page.goto(h.base + path, { waitUntil: "networkidle" });
	await watchShifts(page);
	if (await page.evaluate(() => document.scripts.length > 0)) await hydrated(page);
	await page.waitForTimeout(300);
	expect([path, await axeViolations(page)]).toEqual([path, []]);
	expect([path, await shifts(page)]).toEqual([path, expect.any(Number)]);
	expect(await shifts(page)).toBeLessThanOrEqual(0.05);
}

async function fetchBytes(path: string, cookie = ""): Promise<{ status: number; bytes: Buffer }> {
	const res = await fetch(h.base + path, { headers: cookie ? { Cookie: cookie } : {} });
	return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** A signed-in session's cookie and CSRF token, as the sign-in form gives them. */
const session = (name: string) => signedIn(h.base, name, PASSWORD);

const CONFIG_1 = '{"model_type": "gpt2", "architectures": ["GPT2LMHeadModel"], "n_layer": 2}\n';
const CONFIG_2 = '{"model_type": "gpt2", "architectures": ["GPT2LMHeadModel"], "n_layer": 4}\n';
const WEIGHTS = randomBytes(300_000);
const BAD_CARD = "---\nlicense: [mit\n---\n# Tiny web\n";
const GOOD_CARD =
	"---\nlicense: mit\npipeline_tag: text-generation\n---\n# Tiny web\n\nA **tiny** model made in a browser.\n";

describe("publishing a model from the browser", () => {
	const commits: Record<string, string> = {};

	it("makes a model at /new, which shows its page at once", async () => {
		const { page, errors } = await h.open("/");
		await signIn(page, h.base, "alice", PASSWORD, "/new");
		await visit(page, "/new");
		const owners = await page.getByLabel("Owner").locator("option").allInnerTexts();
		// Herself, and the organization where she may write.
		expect(owners).toEqual(["alice", "acme"]);
		await page.getByLabel("Owner").selectOption("acme");
		// A name the id grammar refuses is one line on the form, and nothing is made.
		await page.getByLabel("Model name").fill("bad--name");
		await page.getByRole("button", { name: "Create model" }).click();
		await expect.poll(() => page.getByRole("alert").innerText()).toMatch(/may not hold "--"/);
		expect(await h.store.models.get("acme/bad--name")).toBeUndefined();
		await page.getByLabel("Model name").fill("tiny-web");
		await page.getByLabel("License").selectOption("mit");
		await page.getByRole("button", { name: "Create model" }).click();
		await page.waitForURL(`${h.base}/${ID}`);
		await page.getByRole("heading", { name: ID }).waitFor();
		expect((await page.locator(".facts").allInnerTexts()).join("\n")).toMatch(/License\s+mit/);
		expect(await page.locator(".model-header .facts").innerText()).toMatch(/Downloads last 30 days\s+0/);
		// The same name again is refused with one line (a 409, shown on the form).
		await page.goto(`${h.base}/new`, { waitUntil: "networkidle" });
		await hydrated(page);
		await page.getByLabel("Owner").selectOption("acme");
		await page.getByLabel("Model name").fill("tiny-web");
		await page.getByRole("button", { name: "Create model" }).click();
		await expect
			.poll(() => page.getByRole("alert").innerText())
			.toBe("acme/tiny-web already exists: choose another name.");
		// The refused forms' 4xx answers are the only console lines.
		expect(errors.filter((e) => !/status of (400|409)/.test(e))).toEqual([]);
	});

	it("uploads a file through the plain form, without JavaScript", async () => {
		const { page, errors } = await h.open("/", { javaScriptEnabled: false });
		await signIn(page, h.base, "alice", PASSWORD, `/${ID}`);
		await page.getByRole("link", { name: "Upload files" }).click();
		await page.waitForURL(`${h.base}/${ID}/upload/main`);
		// (axe needs the page's JavaScript: the upload page is checked in the next test.)
		await page
			.locator('input[type="file"]')
			.setInputFiles({ name: "config.json", mimeType: "application/json", buffer: Buffer.from(CONFIG_1) });
		await page.getByLabel("Commit summary").fill("Add the config");
		await page.getByRole("button", { name: "Commit the files" }).click();
		await page.waitForURL(`${h.base}/${ID}#files`);
		expect(await page.locator(".file-list").innerText()).toContain("config.json");
		// A refused form comes back as the form with its one-line message and a 4xx status.
		await page.goto(`${h.base}/${ID}/upload/main`);
		await page.getByLabel("Folder (optional)").fill("../outside");
		await page
			.locator('input[type="file"]')
			.setInputFiles({ name: "x.txt", mimeType: "text/plain", buffer: Buffer.from("x") });
		const [answer] = await Promise.all([
			page.waitForResponse((r) => r.request().method() === "POST"),
			page.getByRole("button", { name: "Commit the files" }).click(),
		]);
		expect(answer.status()).toBe(400);
		await expect.poll(() => page.getByRole("alert").innerText()).toMatch(/\.\. segment/);
		expect(await page.content()).not.toMatch(/at \w+ \(|node_modules/);
		expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
	});

	it("uploads dropped files with JavaScript, with a progress bar, and the model is found at once", async () => {
		const { page, errors } = await h.open("/");
		await signIn(page, h.base, "alice", PASSWORD, `/${ID}/upload/main`);
		await visit(page, `/${ID}/upload/main`);
		const dropped = await page.evaluateHandle(
			([weights, config]) => {
				const dt = new DataTransfer();
				dt.items.add(new File([new Uint8Array(weights as number[])], "model.bin"));
				dt.items.add(new File([config as string], "config.json", { type: "application/json" }));
				return dt;
			},
			[[...WEIGHTS], CONFIG_2] as const,
		);
		await page.dispatchEvent(".drop-zone", "drop", { dataTransfer: dropped });
		await expect.poll(() => page.locator(".upload-status").innerText()).toBe("Selected: model.bin, config.json");
		await page.evaluate(() => {
			const w = window as unknown as { sawProgress: boolean };
			w.sawProgress = false;
			new MutationObserver(() => {
				if (document.querySelector(".upload-status progress")) w.sawProgress = true;
			}).observe(document.body, { subtree: true, childList: true });
		});
		await page.getByLabel("Commit summary").fill("Weights and a new config");
		await page.getByRole("button", { name: "Commit the files" }).click();
		await page.waitForURL(`${h.base}/${ID}#files`);
		expect(await page.evaluate(() => (window as unknown as { sawProgress: boolean }).sawProgress)).toBe(true);
		await expect.poll(() => page.locator(".file-list").innerText()).toContain("model.bin");
		// Searchable and listed at once, with the record derived from the files.
		await page.goto(`${h.base}/models?q=tiny-web`, { waitUntil: "networkidle" });
		expect(await page.getByRole("link", { name: ID }).count()).toBeGreaterThan(0);
		const api = await (await fetch(`${h.base}/api/models/${ID}`)).json();
		expect(api.siblings.map((s: { rfilename: string }) => s.rfilename).sort()).toEqual([
			".gitattributes",
			"config.json",
			"model.bin",
		]);
		expect(errors).toEqual([]);
	});

	it("edits the card: an error is shown and stops the commit, a valid card is previewed and committed", async () => {
		const { page, errors } = await h.open("/");
		await signIn(page, h.base, "alice", PASSWORD, `/${ID}`);
		await page.getByRole("link", { name: "Edit model card" }).click();
		await page.waitForURL(`${h.base}/${ID}/edit/main/README.md`);
		await visit(page, `/${ID}/edit/main/README.md`);
		const editor = page.getByLabel("Card (Markdown with YAML front matter)");
		await editor.fill(BAD_CARD);
		await page.getByRole("button", { name: "Preview" }).click();
		const alert = page.locator("#card-checks [role=alert]");
		await alert.waitFor();
		expect(await alert.innerText()).toMatch(/Errors/);
		expect(await axeViolations(page)).toEqual([]);
		// The same check as the API's validate-yaml.
		const api = await fetch(`${h.base}/api/validate-yaml`, {
			method: "POST",
			headers: { "Content-Type": "application/json" },
			body: JSON.stringify({ content: BAD_CARD, repoType: "model" }),
		});
		const apiErrors = ((await api.json()).errors as { message: string }[]).map((e) => e.message);
		expect((await alert.locator("li").allInnerTexts()).map((t) => t.trim())).toEqual(apiErrors);
		const before = (await h.store.revisions.resolve({ type: "model", id: ID }, "main"))?.sha;
		await page.getByRole("button", { name: "Commit the card" }).click();
		await expect.poll(() => page.locator(".form-message.error").first().innerText()).toMatch(/fix them before/);
		expect((await h.store.revisions.resolve({ type: "model", id: ID }, "main"))?.sha).toBe(before);

		await editor.fill(GOOD_CARD);
		await page.getByRole("button", { name: "Preview" }).click();
		await page.getByText("The card's metadata is valid.").waitFor();
		const preview = page.getByRole("region", { name: "Preview" });
		expect(await preview.locator("h1").innerText()).toBe("Tiny web");
		expect(await preview.locator("strong").innerText()).toBe("tiny");
		await page.getByLabel("Commit summary").fill("Write the card");
		await page.getByRole("button", { name: "Commit the card" }).click();
		await page.waitForURL(`${h.base}/${ID}`);
		// The page shows the card exactly as previewed, and the record took its metadata.
		const card = page.locator(".model-card .card-body");
		expect(await card.locator("h1").innerText()).toBe("Tiny web");
		expect(await page.locator(".model-header .facts").innerText()).toMatch(/Task\s+Text Generation/);
		expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
	});

	it("deletes a file after a confirmation, in a commit of its own", async () => {
		const { page, errors } = await h.open("/");
		await signIn(page, h.base, "alice", PASSWORD, `/${ID}`);
		await page.getByRole("link", { name: "Delete config.json" }).click();
		await page.waitForURL(`${h.base}/${ID}/delete/main/config.json`);
		await visit(page, `/${ID}/delete/main/config.json`);
		await page.getByRole("button", { name: "Delete the file" }).click();
		await page.waitForURL(`${h.base}/${ID}#files`);
		await expect.poll(() => page.locator(".file-list").innerText()).not.toContain("config.json");
		expect((await fetchBytes(`/${ID}/resolve/main/config.json`)).status).toBe(404);
		expect(errors).toEqual([]);
	});

	it("lists the commits in the history, and each commit's added, changed and removed files", async () => {
		const { page, errors } = await h.open("/");
		await signIn(page, h.base, "alice", PASSWORD, `/${ID}`);
		await page.getByRole("link", { name: "History" }).click();
		await page.waitForURL(`${h.base}/${ID}/commits/main`);
		await visit(page, `/${ID}/commits/main`);
		const titles = await page.locator(".commit-list li > a").allInnerTexts();
		expect(titles).toEqual([
			"Delete config.json",
			"Write the card",
			"Weights and a new config",
			"Add the config",
			"initial commit",
		]);
		for (const a of await page.locator(".commit-list li > a").all())
			commits[await a.innerText()] = ((await a.getAttribute("href")) ?? "").split("/").pop() ?? "";

		const rows = async () =>
			(await page.locator(".commit-files tbody tr").allInnerTexts()).map((t) => t.replace(/\s+/g, " ").trim());
		await page.getByRole("link", { name: "Weights and a new config" }).click();
		await page.waitForURL(`${h.base}/${ID}/commit/${commits["Weights and a new config"]}`);
		await visit(page, `/${ID}/commit/${commits["Weights and a new config"]}`);
		expect(await rows()).toEqual([
			`changed config.json ${CONFIG_1.length} B ${CONFIG_2.length} B`,
			"added model.bin — 300 kB",
		]);
		expect(await page.locator(".facts").innerText()).toMatch(/Author\s+alice/);
		// Its parent is linked, and is the commit before it.
		await page.getByRole("link", { name: commits["Add the config"]?.slice(0, 7) ?? "?" }).click();
		await page.waitForURL(`${h.base}/${ID}/commit/${commits["Add the config"]}`);
		expect(await rows()).toEqual([`added config.json — ${CONFIG_1.length} B`]);
		await visit(page, `/${ID}/commit/${commits["Delete config.json"]}`);
		expect(await rows()).toEqual([`removed config.json ${CONFIG_2.length} B —`]);
		expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Delete config.json");
		expect(errors).toEqual([]);
	});

	it("serves back exactly the bytes uploaded, and counts the download on the page and in the list's order", async () => {
		const weights = await fetchBytes(`/${ID}/resolve/main/model.bin`);
		expect(weights.status).toBe(200);
		expect(sha256(weights.bytes)).toBe(sha256(WEIGHTS));
		expect((await fetchBytes(`/${ID}/resolve/main/README.md`)).bytes.toString("utf8")).toBe(GOOD_CARD);
		const config = await fetchBytes(`/${ID}/resolve/${commits["Weights and a new config"]}/config.json`);
		expect(config.bytes.toString("utf8")).toBe(CONFIG_2);
		// config.json is what counts as a download (the library's query file): one at the older commit.
		// (Counted after the answer is sent.)
		await expect.poll(async () => (await h.store.models.record(ID))?.downloads, { timeout: 10_000 }).toBe(1);
		const { page, errors } = await h.open(`/${ID}`);
		await hydrated(page);
		expect(await page.locator(".model-header .facts").innerText()).toMatch(/Downloads last 30 days\s+1/);
		const chart = page.getByRole("img", { name: /Downloads per day from .*: 1 in all/ });
		expect(await chart.count()).toBe(1);
		const api = await (await fetch(`${h.base}/api/models?search=tiny-web&sort=downloads`)).json();
		expect(api.find((m: { id: string }) => m.id === ID)?.downloads).toBe(1);
		expect(errors).toEqual([]);
	});
	it("sends the form itself when the page's sending code cannot be loaded", async () => {
		const { page, errors } = await h.open("/");
		await page.route(/\/assets\/upload-client-[\w-]+\.js$/, (route) => route.abort());
		await signIn(page, h.base, "alice", PASSWORD, `/${ID}/upload/main`);
		await hydrated(page);
		await page
			.locator('input[type="file"]')
			.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("notes\n") });
		await page.getByRole("button", { name: "Commit the files" }).click();
		await page.waitForURL(`${h.base}/${ID}#files`);
		await expect.poll(() => page.locator(".file-list").innerText()).toContain("notes.txt");
		expect((await fetchBytes(`/${ID}/resolve/main/notes.txt`)).bytes.toString("utf8")).toBe("notes\n");
		// The chunk refused is the only console line.
		expect(errors.filter((e) => !/ERR_FAILED|upload-client/.test(e))).toEqual([]);
	});
});

describe("who may not write", () => {
	const WRITE_PAGES = [`/${ID}/upload/main`, `/${ID}/edit/main/README.md`, `/${ID}/delete/main/model.bin`];
	const missing = (path: string) => path.replace(ID, "acme/no-such-model");

	it("finds the write pages missing: a read-only member, a stranger, a visitor", async () => {
		const bob = await session("bob");
		const carol = await session("carol");
		for (const who of [bob.cookie, carol.cookie, ""]) {
			for (const path of WRITE_PAGES) {
				const page = await raw(h.base, "GET", path, who ? { Cookie: who } : {});
				const absent = await raw(h.base, "GET", missing(path), who ? { Cookie: who } : {});
				expect([path, page.status]).toEqual([path, 404]);
				// The same page but for the name (also in its sign-in link's next=, where the "/" is escaped).
				expect(page.body.replaceAll("tiny-web", "X")).toBe(absent.body.replaceAll("no-such-model", "X"));
			}
		}
		// Their forms change nothing either.
		const before = (await h.store.revisions.resolve({ type: "model", id: ID }, "main"))?.sha;
		const post = await raw(
			h.base,
			"POST",
			`/${ID}/delete/main/model.bin`,
			{ "Content-Type": "application/x-www-form-urlencoded", Origin: h.base, Cookie: bob.cookie },
			form({ csrf: bob.csrf, summary: "gone" }),
		);
		expect(post.status).toBe(404);
		expect((await h.store.revisions.resolve({ type: "model", id: ID }, "main"))?.sha).toBe(before);
		// bob sees the model and its history, and no link to write.
		const { page } = await h.open("/");
		await signIn(page, h.base, "bob", PASSWORD, `/${ID}`);
		await page.getByRole("link", { name: "History" }).waitFor();
		await page.waitForLoadState("networkidle");
		expect(await page.getByRole("link", { name: "History" }).count()).toBe(1);
		expect(await page.getByRole("link", { name: "Upload files" }).count()).toBe(0);
		expect(await page.getByRole("link", { name: /^Delete / }).count()).toBe(0);
	});

	it("refuses a cross-site form and a form without the session's token, and changes nothing", async () => {
		const alice = await session("alice");
		const before = (await h.store.revisions.resolve({ type: "model", id: ID }, "main"))?.sha;
		const post = (path: string, fields: Record<string, string>, origin = h.base) =>
			raw(
				h.base,
				"POST",
				path,
				{ "Content-Type": "application/x-www-form-urlencoded", Origin: origin, Cookie: alice.cookie },
				form(fields),
			);
		const deletion = `/${ID}/delete/main/model.bin`;
		expect((await post(deletion, { csrf: alice.csrf }, "http://evil.example")).status).toBe(403);
		expect((await post(deletion, {})).status).toBe(403);
		expect((await post(deletion, { csrf: "forged" })).status).toBe(403);
		const edit = `/${ID}/edit/main/README.md`;
		expect((await post(edit, { content: "# Defaced\n", intent: "commit" })).status).toBe(403);
		expect(
			(await post(edit, { csrf: alice.csrf, content: "# Defaced\n", intent: "commit" }, "http://evil.example")).status,
		).toBe(403);
		expect((await post("/new", { owner: "acme", name: "forged" })).status).toBe(403);
		expect(
			(await post("/new", { csrf: alice.csrf, owner: "acme", name: "forged" }, "http://evil.example")).status,
		).toBe(403);
		// The upload form: no token, then another site.
		const boundary = "----x";
		const body = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="evil.txt"\r\n\r\nevil\r\n--${boundary}--\r\n`;
		const upload = (origin: string, csrf = "") =>
			raw(
				h.base,
				"POST",
				`/${ID}/upload/main`,
				{ "Content-Type": `multipart/form-data; boundary=${boundary}`, Origin: origin, Cookie: alice.cookie },
				(csrf ? `--${boundary}\r\nContent-Disposition: form-data; name="csrf"\r\n\r\n${csrf}\r\n` : "") + body,
			);
		expect((await upload(h.base)).status).toBe(403);
		expect((await upload("http://evil.example", alice.csrf)).status).toBe(403);
		expect((await h.store.revisions.resolve({ type: "model", id: ID }, "main"))?.sha).toBe(before);
		expect(await h.store.models.get("acme/forged")).toBeUndefined();
		// The refusal is one line on the page, never a stack trace.
		const refused = await post(deletion, {});
		expect(refused.body).toContain("This form has expired or did not come from this hub");
		expect(refused.body).not.toMatch(/at \w+ \(|node_modules/);
	});

	it("answers a private model's history and commits as missing to a stranger, and shows them to its members", async () => {
		const alice = await session("alice");
		const made = await raw(
			h.base,
			"POST",
			"/new",
			{ "Content-Type": "application/x-www-form-urlencoded", Origin: h.base, Cookie: alice.cookie },
			form({ csrf: alice.csrf, owner: "acme", name: "secret-web", private: "on" }),
		);
		expect([made.status, made.headers.location]).toEqual([302, "/acme/secret-web"]);
		const sha = (await h.store.revisions.resolve({ type: "model", id: "acme/secret-web" }, "main"))?.sha as string;
		const carol = await session("carol");
		const bob = await session("bob");
		for (const [path, absentPath] of [
			["/acme/secret-web/commits/main", "/acme/absent-web/commits/main"],
			[`/acme/secret-web/commit/${sha}`, `/acme/absent-web/commit/${sha}`],
			["/acme/secret-web/upload/main", "/acme/absent-web/upload/main"],
		] as const) {
			for (const who of [carol.cookie, ""]) {
				const hidden = await raw(h.base, "GET", path, who ? { Cookie: who } : {});
				const absent = await raw(h.base, "GET", absentPath, who ? { Cookie: who } : {});
				expect([path, hidden.status]).toEqual([path, 404]);
				expect(hidden.body.replaceAll("secret-web", "X")).toBe(absent.body.replaceAll("absent-web", "X"));
			}
			const member = await raw(h.base, "GET", path, { Cookie: bob.cookie });
			// A read-only member sees the history and the commit, and not the upload page.
			expect([path, member.status]).toEqual([path, path.includes("/upload/") ? 404 : 200]);
		}
	});
});
