// The admin's commands while `modelhub serve` holds the embedded store: they run in the serving hub (its control
// socket), with the same commands and output as when run by themselves, and what they do takes effect at once.
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runModelhub } from "../../store/test/helpers/processes.js";
import { expectOneLineError, runCli } from "./harness.js";
import { type Serving, startServe } from "./serve-process.js";

let dir = "";
let db = "";
let hub: Serving;
const PASSWORD = "alice's long password";
let token = "";

const run = (args: string[], stdin?: string) => runCli([...args, "--db", db], stdin !== undefined ? { stdin } : {});

/** Signs in on the hub's sign-in form: whether it let `name` in with `password` (a session cookie and a redirect). */
async function signsIn(name: string, password: string): Promise<boolean> {
	const res = await fetch(`${hub.url}/login`, {
		method: "POST",
		headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: hub.url },
		body: new URLSearchParams({ name, password }),
		redirect: "manual",
	});
	await res.arrayBuffer();
	return res.status === 302 && (res.headers.get("set-cookie") ?? "").includes("mh_session=");
}

const whoami = (bearer: string) =>
	fetch(`${hub.url}/api/whoami-v2`, { headers: { Authorization: `Bearer ${bearer}` } });

beforeAll(async () => {
	dir = mkdtempSync(join(tmpdir(), "modelhub-accounts-serving-"));
	db = join(dir, "db");
	// With its request log: what the commands do must not show there.
	hub = await startServe(["--db", db, "--empty"]);
}, 120_000);

afterAll(async () => {
	await hub?.stop();
	rmSync(dir, { recursive: true, force: true });
});

describe("modelhub users, orgs and tokens while modelhub serve holds the store", () => {
	it("listens on an owner-only socket in the store's directory", () => {
		const socket = statSync(join(db, "modelhub.sock"));
		expect(socket.isSocket()).toBe(true);
		expect(socket.mode & 0o777).toBe(0o600);
	});

	it("users add takes the password from stdin, and the user signs in on the running hub with it", async () => {
		// The real command, as an admin types it, in a process of its own.
		const added = await runModelhub(["users", "add", "alice", "--admin", "--db", db], `${PASSWORD}\nignored\n`);
		expect(added.stderr).toBe("");
		expect(added.stdout).toBe("added user alice (admin)\n");
		expect(added.code).toBe(0);
		expect(hub.out.stdout).toMatch(/ CLI users add 0 /);
		expect(await signsIn("alice", PASSWORD)).toBe(true);
		expect(await signsIn("alice", `${PASSWORD}x`)).toBe(false);
	});

	it("orgs add --member and users list answer as they do without a hub", async () => {
		expect((await run(["users", "add", "bob"], "bob's long password\n")).stdout).toBe("added user bob\n");
		const org = await run(["orgs", "add", "acme", "--member", "alice:admin", "--member", "bob:write"]);
		expect(org).toEqual({ code: 0, stdout: "added acme: alice (admin), bob (write)\n", stderr: "" });
		const list = await run(["users", "list"]);
		expect(list.code).toBe(0);
		expect(list.stdout).toMatch(/^name\s+display name\s+email\s+admin\s+since\n-+/);
		expect(list.stdout).toMatch(/^alice\s+-\s+yes\s+\d{4}-\d\d-\d\dT/m);
		expect(list.stdout).toMatch(/^bob\s+-\s+\d{4}-/m);
		const json = await run(["users", "list", "--json"]);
		expect(JSON.parse(json.stdout)).toEqual([
			{ name: "alice", displayName: "", email: null, admin: true },
			{ name: "bob", displayName: "", email: null, admin: false },
		]);
	});

	it("tokens create prints a token the running hub takes at once; once revoked it is refused at once", async () => {
		const made = await run(["tokens", "create", "alice", "--role", "write", "--name", "laptop"]);
		expect(made.code).toBe(0);
		expect(made.stderr).toMatch(/^created write token "laptop" \(id [0-9a-f]+\) for alice; it is shown once:\n$/);
		token = made.stdout.trim();
		expect(token).toMatch(/^hf_mh[A-Za-z0-9]{44}$/);
		const me = await whoami(token);
		expect(me.status).toBe(200);
		const body = (await me.json()) as { name: string; orgs: { name: string }[]; auth: unknown };
		expect(body.name).toBe("alice");
		expect(body.orgs.map((o) => o.name)).toEqual(["acme"]);
		expect(body.auth).toMatchObject({ accessToken: { displayName: "laptop", role: "write" } });
		expect((await run(["tokens", "list", "alice"])).stdout).toMatch(/^[0-9a-f]+\s+laptop\s+write\s/m);
		expect(await run(["tokens", "revoke", "alice", "laptop"])).toEqual({
			code: 0,
			stdout: "revoked laptop\n",
			stderr: "",
		});
		expect((await whoami(token)).status).toBe(401);
	});

	it("a refusal is the one line it is without a hub", async () => {
		expectOneLineError(await run(["users", "add", "Alice"], "another password\n"), /^error: the name Alice is taken/);
		expectOneLineError(await run(["users", "add", "carol"], ""), /^error: no password given/);
		expectOneLineError(await run(["tokens", "revoke", "alice", "laptop"]), "alice has no live token laptop");
		expectOneLineError(await run(["orgs", "members", "nope"]), "no organization nope");
	});

	it("writes neither the password nor the token to the hub's output", () => {
		const output = hub.out.stdout + hub.out.stderr;
		expect(output).not.toContain(PASSWORD);
		expect(output).not.toContain(token);
		expect(output).not.toContain("laptop");
	});

	it("a hub killed with SIGKILL leaves its socket behind, which neither the commands nor the next start mind", async () => {
		await hub.stop("SIGKILL");
		expect(existsSync(join(db, "modelhub.sock"))).toBe(true);
		// Nobody serves the store: the command opens it itself.
		const list = await run(["orgs", "list"]);
		expect(list).toMatchObject({ code: 0, stderr: "" });
		expect(list.stdout).toMatch(/^acme\b/m);
		hub = await startServe(["--db", db]);
		expect(await run(["orgs", "members", "acme", "--remove", "bob"])).toEqual({
			code: 0,
			stdout: "organization acme: alice (admin)\n",
			stderr: "",
		});
		expect(hub.out.stdout).toMatch(/ CLI orgs members 0 /);
	}, 120_000);
});
