import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RevisionBar } from "../app/components/tree/RevisionBar";
import { folderPagePath } from "../app/lib/revision-paths";
import type { RevisionShown } from "../app/lib/revisions.server";

const COMMIT = "0123456789abcdef0123456789abcdef01234567";
const NAMES = { branches: ["main", "feature/x"], tags: ["v1"], pulls: ["refs/pr/2", "refs/pr/1"], more: 3 };

function bar(rev: string, kind: RevisionShown["kind"]) {
	render(
		<RevisionBar
			shown={{ rev, kind, commit: COMMIT, names: NAMES }}
			href={(other) => folderPagePath("datasets/acme/data", "a b/c", other)}
		/>,
	);
	return screen.getByRole("navigation", { name: "Branches, tags and pull requests" });
}

describe("the revision bar of a folder's or a file's page", () => {
	it("says which kind of revision the page shows and its commit", () => {
		bar("refs/tags/v1", "tag");
		expect(screen.getByText("Tag").textContent).toBe(`Tag v1 at commit ${COMMIT.slice(0, 10)}`);
	});

	it("names a commit by its whole id, with no branch to speak of", () => {
		bar(COMMIT, "commit");
		expect(screen.getByText("Commit").textContent).toBe(`Commit ${COMMIT}`);
	});

	it("links every other revision to the same path there, the shown one marked current", () => {
		const nav = bar("HEAD", "branch");
		const links = within(nav).getAllByRole("link");
		expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
			["main", "/datasets/acme/data/tree/main/a%20b/c"],
			["feature/x", "/datasets/acme/data/tree/feature%2Fx/a%20b/c"],
			["v1", "/datasets/acme/data/tree/v1/a%20b/c"],
			["refs/pr/2", "/datasets/acme/data/tree/refs%2Fpr%2F2/a%20b/c"],
			["refs/pr/1", "/datasets/acme/data/tree/refs%2Fpr%2F1/a%20b/c"],
		]);
		expect(within(nav).getByRole("link", { current: "page" }).textContent).toBe("main");
		expect(nav.textContent).toContain("and 3 more not listed");
	});
});
