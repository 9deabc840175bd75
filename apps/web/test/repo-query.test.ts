// @vitest-environment node
import { describe, expect, it } from "vitest";
import { languageName } from "../app/lib/language-names.server";
import { readRepoView, repoFromHubNames, repoTagHref, repoViewHref, toRepoQuery } from "../app/lib/repo-query";

describe("/datasets and /spaces URLs", () => {
	it("read every filter as one of the Hub's tags, and write equal views as one URL", () => {
		const view = readRepoView(
			"dataset",
			new URLSearchParams("q=squad&task=question-answering&language=en&size=n<1K&format=parquet&sort=likes&tag=x"),
		);
		expect(toRepoQuery(view)).toEqual({
			sort: "likes",
			limit: 30,
			search: "squad",
			tags: ["x", "task_categories:question-answering", "format:parquet", "size_categories:n<1K", "language:en"],
		});
		expect(repoViewHref("dataset", view)).toBe(
			"/datasets?q=squad&task=question-answering&format=parquet&size=n%3C1K&language=en&tag=x&sort=likes",
		);
		expect(repoViewHref("dataset", readRepoView("dataset", new URLSearchParams("sort=downloads")))).toBe("/datasets");
	});

	it("give spaces their own default order and SDK filter, and datasets none", () => {
		expect(readRepoView("space", new URLSearchParams("sort=downloads")).sort).toBe("likes");
		expect(toRepoQuery(readRepoView("space", new URLSearchParams("sdk=gradio")))).toMatchObject({ sdk: "gradio" });
		expect(readRepoView("dataset", new URLSearchParams("sdk=gradio")).sdk).toBe("");
	});

	it("lead a tag to its menu filter when it has one", () => {
		expect(repoTagHref("dataset", "license:mit")).toBe("/datasets?license=mit");
		expect(repoTagHref("dataset", "modality:image")).toBe("/datasets?modality=image");
		expect(repoTagHref("space", "gradio")).toBe("/spaces?tag=gradio");
	});
});

describe("/datasets and /spaces URLs written the Hub's way", () => {
	const hub = (type: "dataset" | "space", query: string) => repoFromHubNames(type, new URLSearchParams(query));
	it("become this list's URL: search, task and size categories, prefixed filters, order, without the page number", () => {
		expect(
			hub(
				"dataset",
				"task_categories=task_categories:text-classification&language=language:en&size_categories=size_categories:n<1K&sort=trending&search=imdb&p=2",
			),
		).toBe("/datasets?q=imdb&task=text-classification&size=n%3C1K&language=en&sort=trendingScore");
		expect(hub("dataset", "license=license:mit&modality=modality:image")).toBe("/datasets?modality=image&license=mit");
		expect(hub("space", "sdk=gradio&sort=modified&search=chat")).toBe("/spaces?q=chat&sdk=gradio&sort=lastModified");
	});

	it("leave a URL in this list's own names alone", () => {
		expect(hub("dataset", "q=imdb&task=text-classification&sort=likes")).toBeUndefined();
		expect(hub("space", "sdk=gradio")).toBeUndefined();
	});
});

describe("language names", () => {
	it("name codes in English and leave what is not a language as it is", () => {
		expect(languageName("en")).toBe("English");
		expect(languageName("fra")).toBe("French");
		expect(languageName("zh-Hant")).toBe("Traditional Chinese");
		expect(languageName("not a code")).toBe("not a code");
		expect(languageName("qqq")).toBe("qqq");
	});
});
