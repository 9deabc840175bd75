import { describe, expect, it } from "vitest";
import { safeNext } from "../app/lib/next-path";

describe("where a sign-in leads", () => {
	it("is a path of this hub, else the home page", () => {
		expect(safeNext("/settings/tokens")).toBe("/settings/tokens");
		expect(safeNext("/models?q=a b#x")).toBe("/models?q=a%20b#x");
		for (const bad of [
			undefined,
			null,
			"",
			"settings",
			"//evil.example",
			"/\\evil.example",
			"https://evil.example/",
			"javascript:alert(1)",
			"/a\nb",
			"/a\\b",
			`/${"a".repeat(3000)}`,
		])
			expect([bad, safeNext(bad)]).toEqual([bad, "/"]);
		// A dot-segment cannot climb out of the hub either: it stays a path of it.
		expect(safeNext("/../../x")).toBe("/x");
	});
});
