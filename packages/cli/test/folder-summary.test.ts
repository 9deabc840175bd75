// A folder import's summary counts repositories, and the files it left out apart; linked repository and owner folders
// are not followed, and said so.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type RepoFolder, repoFolder } from "../../store/test/helpers/repos.js";
import { runCli } from "./harness.js";

let repos: RepoFolder;
let outside = "";
let db = "";
beforeAll(() => {
	repos = repoFolder();
	outside = mkdtempSync(join(tmpdir(), "modelhub-outside-"));
	db = mkdtempSync(join(tmpdir(), "modelhub-summary-"));
	for (const name of ["a", "b", "c", "d", "e"]) repos.write(`acme/${name}`, { "config.json": "{}" });
	// Three files left out, in two of the five repositories.
	writeFileSync(join(repos.root, "acme", "a", "bell\u0007.txt"), "x");
	symlinkSync(join(outside, "secret.txt"), join(repos.root, "acme", "a", "escape.txt"));
	writeFileSync(join(outside, "secret.txt"), "secret");
	writeFileSync(join(repos.root, "acme", "b", "..\\evil"), "x");
	// A repository and an owner folder linked from outside the import folder, and a repository linked from inside it.
	mkdirSync(join(outside, "org", "stolen"), { recursive: true });
	writeFileSync(join(outside, "org", "stolen", "config.json"), "{}");
	symlinkSync(join(outside, "org", "stolen"), join(repos.root, "acme", "stolen"));
	symlinkSync(join(outside, "org"), join(repos.root, "org"));
	symlinkSync(join(repos.root, "acme", "c"), join(repos.root, "acme", "alias"));
});
afterAll(() => {
	repos.cleanup();
	rmSync(outside, { recursive: true, force: true });
	rmSync(db, { recursive: true, force: true });
});

it("counts repositories and the paths it skipped apart, and names every skipped path", async () => {
	const r = await runCli(["import", repos.root, "--db", db]);
	expect(r.code).toBe(2);
	expect(r.stdout).toMatch(
		/^imported 5 repositories into .*: 5 new, 0 updated, 0 unchanged, 0 rejected; 6 paths skipped or not read \(see above\) \([\d,]+ repositories\/s\)\n/,
	);
	expect(r.stdout).toContain("files of 5 repositories:");
	const lines = r.stderr.trimEnd().split("\n").sort();
	expect(lines).toEqual(
		[
			`warning ${join(repos.root, "acme", "a", "bell\\x07.txt")}: the path has a control character: skipped`,
			`warning ${join(repos.root, "acme", "a", "escape.txt")}: a symbolic link that leaves the repository: skipped`,
			`warning ${join(repos.root, "acme", "b", "..\\evil")}: the path has a backslash: skipped`,
			`warning ${join(repos.root, "acme", "stolen")}: a symbolic link that leaves the import folder: skipped`,
			`warning ${join(repos.root, "org")}: a symbolic link that leaves the import folder: skipped`,
			`warning ${join(repos.root, "acme", "alias")}: a symbolic link to another folder of the import: skipped`,
		].sort(),
	);
	const listed = await runCli(["models", "--json", "--db", db]);
	expect(JSON.parse(listed.stdout).map((m: { id: string }) => m.id)).toEqual(
		expect.arrayContaining(["acme/a", "acme/b", "acme/c", "acme/d", "acme/e"]),
	);
	expect(JSON.parse(listed.stdout)).toHaveLength(5);
});
