// Regenerates every fixture's expected files on purpose: review the diff before committing it.
import { spawnSync } from "node:child_process";

const res = spawnSync("npx", ["vitest", "run", "--project", "core", "--project", "cli", ...process.argv.slice(2)], {
	stdio: "inherit",
	env: { ...process.env, UPDATE_FIXTURES: "1" },
});
process.exit(res.status ?? 1);
