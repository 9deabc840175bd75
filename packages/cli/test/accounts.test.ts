// The admin's account commands, run as the CLI runs: users (the password from stdin, never on the command line or in
// the output), tokens printed once and kept only as hashes, organizations and their members; bad input is one line.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openStore } from "@modelhub/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectOneLineError, runCli } from "./harness.js";

let dir: string;
let db: string;
const run = (args: string[], stdin?: string) =>
	runCli([...args, "--db", db], { cwd: dir, ...(stdin !== undefined ? { stdin } : {}) });

beforeAll(() => {
	dir = mkdtempSync(join(tmpdir(), "modelhub-accounts-cli-"));
	db = join(dir, "db");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("modelhub users, tokens and orgs", () => {
	it("adds users with a password read from stdin, and never shows it", async () => {
		const added = await run(["users", "add", "alice", "--admin", "--display-name", "Alice"], "a secret password\n");
		expect(added.code).toBe(0);
		expect(added.stdout).toBe("added user alice (admin)\n");
		expect(added.stdout + added.stderr).not.toContain("a secret password");
		expect((await run(["users", "add", "bob"], "bob's password\n")).code).toBe(0);
		const list = await run(["users", "list", "--json"]);
		expect(JSON.parse(list.stdout).map((u: { name: string }) => u.name)).toEqual(["alice", "bob"]);
		expectOneLineError(await run(["users", "add", "Alice"], "another password\n"), /the name Alice is taken/);
		expectOneLineError(await run(["users", "add", "carol"], "short\n"), /at least 8 characters/);
		expectOneLineError(await run(["users", "add", "../x"], "long enough!\n"), /invalid name/);
		expectOneLineError(await run(["users", "add", "dave"], ""), /no password given/);
	});

	it("creates a token once, lists it without its secret, and revokes it", async () => {
		const made = await run(["tokens", "create", "bob", "--role", "write", "--name", "laptop", "--expires", "30d"]);
		expect(made.code).toBe(0);
		const token = made.stdout.trim();
		expect(token).toMatch(/^hf_mh[A-Za-z0-9]{44}$/);
		expect(made.stderr).toMatch(/created write token "laptop" .* for bob, expires \d{4}-/);
		const list = await run(["tokens", "list", "bob"]);
		expect(list.stdout).toContain("laptop");
		expect(list.stdout).not.toContain(token.slice(5));
		const store = await openStore({ dir: db, seed: false });
		try {
			expect((await store.tokens.check(token))?.name).toBe("bob");
			const stored = await store.db.query<{ hash: string }>("SELECT hash FROM tokens");
			expect(stored.rows.map((r) => r.hash).join()).not.toContain(token.slice(5));
		} finally {
			await store.close();
		}
		expect((await run(["tokens", "revoke", "bob", "laptop"])).stdout).toBe("revoked laptop\n");
		expectOneLineError(await run(["tokens", "revoke", "bob", "laptop"]), /bob has no live token laptop/);
		expectOneLineError(await run(["tokens", "create", "bob", "--role", "admin"]), /--role must be read or write/);
		expectOneLineError(await run(["tokens", "create", "bob", "--expires", "forever"]), /--expires takes a duration/);
		expectOneLineError(await run(["tokens", "create", "nobody"]), /no user nobody/);
	});

	it("makes organizations and sets their members' roles", async () => {
		const made = await run(["orgs", "add", "acme", "--member", "alice:admin", "--member", "bob:write"]);
		expect(made.stdout).toBe("added acme: alice (admin), bob (write)\n");
		const changed = await run(["orgs", "members", "acme", "--member", "bob:read", "--remove", "alice"]);
		expect(changed.stdout).toBe("organization acme: bob (read)\n");
		expectOneLineError(await run(["orgs", "add", "bob"]), /the name bob is taken/);
		expectOneLineError(await run(["orgs", "members", "acme", "--member", "bob:owner"]), /--member takes USER:ROLE/);
		expectOneLineError(await run(["orgs", "members", "nothing"]), /no organization nothing/);
	});
});
