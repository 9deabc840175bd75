// Answers the real clients parse strictly, from one hub: huggingface_hub's list_repo_tree / get_paths_info with
// expand=True (a security status in the Hub's full shape, no scan claimed) and list_repo_commits(formatted=True) (the
// committer's text escaped as HTML), and its HTTP session's commit of one line too many (refused while it still
// sends); @huggingface/hub's countCommits (X-Total-Count) and createRepo({files}) (the files in the first commit,
// their paths checked as every commit's).
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { countCommits, createRepo, downloadFile, listFiles } from "@huggingface/hub";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HubServer, startHubServer } from "../../packages/server/test/helpers/hub-server.js";

const run = promisify(execFile);
const python = join(process.env.MODELHUB_VENV ?? join(process.cwd(), ".venv"), "bin", "python");

let hub: HubServer;
let home: string;
let token = "";

beforeAll(async () => {
	home = mkdtempSync(join(tmpdir(), "modelhub-answers-"));
	hub = await startHubServer();
	await hub.store.accounts.createUser({ name: "reader", password: "reader's password" });
	token = (await hub.store.tokens.create({ owner: "reader", name: "laptop", role: "write" })).token;
}, 60_000);
afterAll(async () => {
	await hub?.close();
	rmSync(home, { recursive: true, force: true });
});

const TITLE = `Add <b>notes</b> & "weights"`;
const DESCRIPTION = "Line one\n<script>alert('x')</script>";
const UNSCANNED = { status: "unscanned", safe: false, av_scan: null, pickle_import_scan: null };

describe("huggingface_hub", () => {
	let found: {
		tree: Record<string, { file: boolean; lfs: boolean; last_commit: string | null; security: unknown }>;
		paths: Record<string, { security: unknown; last_commit: string | null }>;
		commits: { title: string; message: string; formatted_title: string; formatted_message: string }[];
		plain: { formatted_title: string | null }[];
	};

	beforeAll(async () => {
		const spec = join(home, "spec.json");
		writeFileSync(spec, JSON.stringify({ token, repo: "reader/answers", title: TITLE, description: DESCRIPTION }));
		const env = { ...process.env, HF_HOME: join(home, "hf"), HF_HUB_DISABLE_TELEMETRY: "1", HF_ENDPOINT: hub.url };
		const { stdout } = await run(python, [join(import.meta.dirname, "python", "answers_client.py"), spec], {
			env: { ...env, HF_HUB_DISABLE_XET: "1" },
			maxBuffer: 1 << 24,
		});
		found = JSON.parse(stdout.trim().split("\n").pop() ?? "{}");
	}, 120_000);

	it("parses list_repo_tree(expand=True): every file's last commit and an unscanned status, the LFS file too", () => {
		expect(found.tree["weights.bin"]).toEqual({ file: true, lfs: true, last_commit: TITLE, security: UNSCANNED });
		expect(found.tree["docs/notes.txt"]).toEqual({ file: true, lfs: false, last_commit: TITLE, security: UNSCANNED });
		expect(found.tree[".gitattributes"]?.security).toEqual(UNSCANNED);
		expect(found.tree.docs).toMatchObject({ file: false, last_commit: TITLE });
	});

	it("parses get_paths_info(expand=True) the same way", () => {
		expect(found.paths).toEqual({
			"weights.bin": { security: UNSCANNED, last_commit: TITLE },
			"docs/notes.txt": { security: UNSCANNED, last_commit: TITLE },
		});
	});

	it("gets list_repo_commits(formatted=True) as escaped HTML, and no HTML unless asked", () => {
		expect(found.commits.map((c) => c.title)).toEqual([TITLE, "initial commit"]);
		expect(found.commits[0]).toEqual({
			title: TITLE,
			message: DESCRIPTION,
			formatted_title: "Add &#60;b&#62;notes&#60;/b&#62; &#38; &#34;weights&#34;",
			formatted_message: "Line one\n&#60;script&#62;alert(&#39;x&#39;)&#60;/script&#62;",
		});
		expect(found.plain.map((c) => c.formatted_title)).toEqual([null, null]);
	});
});

describe("huggingface_hub's HTTP session", () => {
	it("gets the refusal of a commit past 100,000 lines while it is still sending, and nothing is committed", async () => {
		const made = await fetch(`${hub.url}/api/repos/create`, {
			method: "POST",
			headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
			body: JSON.stringify({ name: "too-long", organization: "reader" }),
		});
		expect(made.status).toBe(200);
		const before = await fetch(`${hub.url}/api/models/reader/too-long/commits/main`, {
			headers: { Authorization: `Bearer ${token}` },
		});
		const spec = join(home, "over.json");
		const url = `${hub.url}/api/models/reader/too-long/commit/main`;
		writeFileSync(spec, JSON.stringify({ url, token, lines: 400_000 }));
		const { stdout } = await run(python, [join(import.meta.dirname, "python", "over_limit_client.py"), spec], {
			env: { ...process.env, HF_HUB_DISABLE_TELEMETRY: "1" },
		});
		const got = JSON.parse(stdout.trim().split("\n").pop() ?? "{}");
		expect([got.status, got.error]).toEqual([400, "a commit may have at most 100000 lines"]);
		// Refused at line 100,001, without a blob written per line on the way (which took a minute before).
		expect(got.seconds).toBeLessThan(30);
		const after = await fetch(`${hub.url}/api/models/reader/too-long/commits/main`, {
			headers: { Authorization: `Bearer ${token}` },
		});
		expect(after.headers.get("x-total-count")).toBe(before.headers.get("x-total-count"));
	});
});

describe("@huggingface/hub", () => {
	const credentials = () => ({ accessToken: token });

	it("counts a history with countCommits (X-Total-Count), on a branch and at an older commit", async () => {
		const repo = "reader/counted";
		await createRepo({ repo, hubUrl: hub.url, credentials: credentials() });
		for (const n of [1, 2, 3]) {
			const res = await fetch(`${hub.url}/api/models/${repo}/commit/main`, {
				method: "POST",
				headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/x-ndjson" },
				body: [
					JSON.stringify({ key: "header", value: { summary: `change ${n}` } }),
					JSON.stringify({
						key: "file",
						value: { path: `f${n}.txt`, content: Buffer.from(`${n}\n`).toString("base64"), encoding: "base64" },
					}),
				].join("\n"),
			});
			expect(res.status).toBe(200);
		}
		expect(await countCommits({ repo, hubUrl: hub.url, credentials: credentials() })).toBe(4);
		const history = (await (
			await fetch(`${hub.url}/api/models/${repo}/commits/main`, { headers: { Authorization: `Bearer ${token}` } })
		).json()) as { id: string }[];
		const second = history[2]?.id as string;
		expect(await countCommits({ repo, hubUrl: hub.url, credentials: credentials(), revision: second })).toBe(2);
	});

	it("creates a repository holding the files createRepo({files}) sends, in its first commit", async () => {
		const repo = "reader/with-files";
		const card = "---\nlicense: mit\n---\n# Made with files\n";
		await createRepo({
			repo,
			hubUrl: hub.url,
			credentials: credentials(),
			files: [
				{ path: "README.md", content: new Blob([card]) },
				{ path: "configs/config.json", content: new TextEncoder().encode('{"a": 1}').buffer as ArrayBuffer },
			],
		});
		const paths: string[] = [];
		for await (const f of listFiles({ repo, hubUrl: hub.url, credentials: credentials(), recursive: true }))
			if (f.type === "file") paths.push(f.path);
		expect(paths.sort()).toEqual([".gitattributes", "README.md", "configs/config.json"]);
		const got = await downloadFile({ repo, path: "README.md", hubUrl: hub.url, credentials: credentials() });
		expect(await got?.text()).toBe(card);
		expect(await countCommits({ repo, hubUrl: hub.url, credentials: credentials() })).toBe(1);
		expect((await hub.store.models.record(repo))?.tags).toContain("license:mit");
	});

	it("refuses files whose paths no commit may hold, and makes no repository then", async () => {
		for (const [path, why] of [
			["../escape.txt", /\.\./],
			[".git/config", /\.git/],
		] as const) {
			const repo = `reader/bad-${path.length}`;
			const error = await createRepo({
				repo,
				hubUrl: hub.url,
				credentials: credentials(),
				files: [{ path, content: new Blob(["x"]) }],
			}).catch((e: Error & { statusCode?: number }) => e);
			expect(error).toBeInstanceOf(Error);
			expect((error as { statusCode?: number }).statusCode).toBe(400);
			expect((error as Error).message).toMatch(why);
			const info = await fetch(`${hub.url}/api/models/${repo}`, { headers: { Authorization: `Bearer ${token}` } });
			expect(info.status).toBe(404);
		}
	});
});
