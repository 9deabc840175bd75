// `npm start` builds the web app again only when what its build reads changed (scripts/build-web.mjs --if-changed):
// the digest of those inputs, over a small repository laid out as this one.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { webInputsDigest } from "../../../scripts/web-inputs.mjs";

let root = "";
const write = (path: string, text: string) => {
	mkdirSync(dirname(join(root, path)), { recursive: true });
	writeFileSync(join(root, path), text);
};

beforeAll(() => {
	root = mkdtempSync(join(tmpdir(), "modelhub-web-inputs-"));
	write("package-lock.json", '{"lockfileVersion": 3}');
	write("apps/web/package.json", JSON.stringify({ dependencies: { "@modelhub/core": "0.1.0", react: "19.3.1" } }));
	write("apps/web/vite.config.ts", "export default {};");
	write("apps/web/app/root.tsx", "export default function Root() {}");
	write("apps/web/build/client/assets/entry.js", "built");
	write("packages/core/package.json", '{"name": "@modelhub/core"}');
	write("packages/core/src/index.ts", "export const a = 1;");
	write("packages/core/dist/index.js", "export const a = 1;");
	write("packages/cli/src/main.ts", "main();");
	mkdirSync(join(root, "node_modules", "@modelhub"), { recursive: true });
	symlinkSync(join(root, "packages", "core"), join(root, "node_modules", "@modelhub", "core"));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

it("changes with the app's files, a workspace dependency's sources and the lockfile", () => {
	const changes: [string, string][] = [
		["apps/web/app/root.tsx", "export default function Root() { return null; }"],
		["apps/web/app/routes/new.tsx", "export default function New() {}"],
		["apps/web/vite.config.ts", "export default { base: '/' };"],
		["packages/core/src/index.ts", "export const a = 2;"],
		["package-lock.json", '{"lockfileVersion": 3, "packages": {}}'],
	];
	let before = webInputsDigest(root);
	expect(webInputsDigest(root)).toBe(before);
	for (const [path, text] of changes) {
		write(path, text);
		const after = webInputsDigest(root);
		expect(after, path).not.toBe(before);
		before = after;
	}
});

it("stays the same when only outputs or packages the app does not depend on change", () => {
	const before = webInputsDigest(root);
	write("apps/web/build/client/assets/entry.js", "built again");
	write("packages/core/dist/index.js", "export const a = 3;");
	write("packages/cli/src/main.ts", "main(process.argv);");
	write("apps/web/.react-router/types/x.d.ts", "export {};");
	expect(webInputsDigest(root)).toBe(before);
});
