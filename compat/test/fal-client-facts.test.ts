/** Every fal_client snippet uses only names, methods and keyword arguments the facts table holds for the release. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readCases } from "../../packages/core/test/helpers/fixtures.js";
import { type CallableFact, FAL_CLIENT_RELEASE, FAL_MODULE, FAL_SYNC_CLIENT } from "../facts/fal-client.js";
import { pythonCalls } from "../facts/python-calls.js";

const FIXTURES = fileURLToPath(new URL("../../packages/core/test/fixtures/inference", import.meta.url));

/** The problems of one snippet against the table: unknown names, too many positional or unknown keyword arguments. */
function check(source: string): string[] {
	const problems: string[] = [];
	// Variables bound to a SyncClient (`client = fal_client.SyncClient(...)`).
	const clients = new Set([...source.matchAll(/^(\w+)\s*=\s*fal_client\.SyncClient\(/gm)].map((m) => m[1]));
	if (!/^import fal_client$/m.test(source)) problems.push("does not import fal_client");
	for (const call of pythonCalls(source)) {
		let fact: CallableFact | undefined;
		if (call.receiver === "fal_client") fact = FAL_MODULE[call.name];
		else if (clients.has(call.receiver)) fact = FAL_SYNC_CLIENT[call.name];
		else continue;
		const where = `${call.receiver}.${call.name}`;
		if (!fact) {
			problems.push(`${where} is not in ${FAL_CLIENT_RELEASE}`);
			continue;
		}
		if (call.positional > fact.positional) problems.push(`${where} takes ${fact.positional} positional arguments`);
		for (const k of call.keywords)
			if (!fact.parameters.includes(k)) problems.push(`${where} has no keyword argument ${k} (${fact.source})`);
	}
	return problems;
}

const snippets = readCases<unknown>(FIXTURES).flatMap((c) => {
	try {
		return [{ name: c.name, source: readFileSync(join(c.dir, "python.fal_client.py"), "utf8") }];
	} catch {
		return [];
	}
});

describe(`fal_client snippets against the facts of ${FAL_CLIENT_RELEASE}`, () => {
	it("there are fal snippets to check, each calling subscribe", () => {
		expect(snippets.length).toBeGreaterThanOrEqual(6);
		for (const s of snippets)
			expect(
				pythonCalls(s.source).some((c) => c.name === "subscribe"),
				s.name,
			).toBe(true);
	});

	it("every fal snippet uses only names and keyword arguments in the table", () => {
		const problems = snippets.flatMap((s) => check(s.source).map((p) => `${s.name}: ${p}`));
		expect(problems).toEqual([]);
	});

	it("the check catches a name, a keyword or a positional argument the release does not have", () => {
		expect(check('import fal_client\nfal_client.run_sync("a", {"x": 1})')).toEqual([
			`fal_client.run_sync is not in ${FAL_CLIENT_RELEASE}`,
		]);
		expect(check('import fal_client\nfal_client.subscribe("a", args={"x": "a, b=(1)"})')).toEqual([
			"fal_client.subscribe has no keyword argument args (__init__.py, subscribe = sync_client.subscribe)",
		]);
		expect(check('import fal_client\nc = fal_client.SyncClient(key="k")\nc.upload_file("a", "b")')).toEqual([
			"c.upload_file takes 1 positional arguments",
		]);
	});
});
