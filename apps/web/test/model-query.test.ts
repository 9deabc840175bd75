// @vitest-environment node
import { describe, expect, it } from "vitest";
import { fromHubNames } from "../app/lib/model-query";

const hub = (query: string) => fromHubNames(new URLSearchParams(query));

describe("/models URLs written the Hub's way", () => {
	it("become this list's URL: search, task, tags, licence and order under its own names", () => {
		expect(hub("pipeline_tag=text-generation&library=transformers&sort=trending&search=llama")).toBe(
			"/models?q=llama&task=text-generation&library=transformers&sort=trendingScore",
		);
		expect(hub("other=gguf,endpoints_compatible&license=license:apache-2.0&language=en")).toBe(
			"/models?license=apache-2.0&language=en&tag=gguf&tag=endpoints_compatible",
		);
		expect(hub("sort=modified")).toBe("/models?sort=lastModified");
		expect(hub("sort=created&author=google")).toBe("/models?author=google&sort=createdAt");
	});

	it("drop the page number and keep this list's own names where both are given", () => {
		expect(hub("search=bert&p=3")).toBe("/models?q=bert");
		expect(hub("q=bert&search=llama")).toBe("/models?q=bert");
		expect(hub("search=")).toBe("/models");
	});

	it("leave a URL alone that uses this list's names only (no redirect loop)", () => {
		for (const query of ["", "q=llama&task=text-generation", "sort=likes", "sort=trendingScore", "license=mit"]) {
			expect(hub(query)).toBeUndefined();
			const target = hub(`search=x&${query}`);
			expect(target).toBeDefined();
			expect(fromHubNames(new URL(`http://h${target}`).searchParams)).toBeUndefined();
		}
	});

	it("keep hostile values as values (encoded in the URL, never a second parameter)", () => {
		const target = hub(`search=${encodeURIComponent("a&task=x b\n\"'<")}`) ?? "";
		expect(new URL(`http://h${target}`).searchParams.get("q")).toBe("a&task=x b\n\"'<");
		expect(new URL(`http://h${target}`).searchParams.has("task")).toBe(false);
	});
});
