import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { CellView } from "../app/components/dataset/CellView";
import { DataViewer, viewerHref } from "../app/components/dataset/DataViewer";
import type { ViewerState } from "../app/lib/dataset-page.server";

const PNG = "data:image/png;base64,iVBORw0KGgo=";

function inRouter(node: React.ReactNode) {
	const router = createMemoryRouter([{ path: "*", element: node }], { initialEntries: ["/datasets/acme/set"] });
	return render(<RouterProvider router={router} />);
}

const state = (over: Partial<ViewerState> = {}): ViewerState => ({
	configs: [
		{ name: "default", splits: ["train", "test"] },
		{ name: "other", splits: ["train"] },
	],
	first: { config: "default", split: "train" },
	config: "default",
	split: "train",
	problems: [],
	pageRows: 2,
	table: {
		columns: [
			{ name: "text", type: { kind: "string" }, dtype: "string" },
			{ name: "n", type: { kind: "int" }, dtype: "int64" },
		],
		columnCount: 2,
		numRows: 5,
		exact: true,
		offset: 2,
		rows: [
			{ row: 2, cells: ["two", 2] },
			{ row: 3, cells: ["three", 3] },
		],
		problems: [],
		searchable: true,
	},
	...over,
});

describe("the viewer's cells", () => {
	it("shows images as thumbnails, sounds as a player, and says what is too large to show", () => {
		const { container } = render(
			<>
				<CellView cell={{ type: "image", mime: "image/png", length: 90, src: PNG, path: "cat.png" }} />
				<CellView cell={{ type: "audio", mime: "audio/wav", length: 900, src: "data:audio/wav;base64,UklGRg==" }} />
				<CellView
					cell={{ type: "image", mime: "image/jpeg", length: 5_000_000, ref: { row: 0, column: 0, path: [] } }}
				/>
			</>,
		);
		const img = screen.getByRole("img", { name: "cat.png" });
		expect(img.getAttribute("src")).toBe(PNG);
		expect(container.querySelector("audio[controls]")?.getAttribute("src")).toMatch(/^data:audio\/wav/);
		expect(container.textContent).toContain("too large to show here");
	});

	it("folds lists and nested objects, with their full sizes, and keeps numbers, nulls and cut text readable", () => {
		const { container } = render(
			<>
				<CellView cell={{ type: "list", items: [1, 2], length: 7 }} />
				<CellView
					cell={{ type: "object", fields: [["a", { type: "object", fields: [["b", null]], length: 1 }]], length: 1 }}
				/>
				<CellView cell={{ type: "text", value: "abc", length: 20_000 }} />
				<CellView cell={{ type: "int", value: "12345678901234567890" }} />
				<CellView cell={{ type: "error", message: "row 3 is not valid JSON" }} />
			</>,
		);
		const folds = container.querySelectorAll("details.cell-fold");
		expect(folds).toHaveLength(3);
		expect(folds[0]?.querySelector("summary")?.textContent).toBe("list of 7 items");
		expect(folds[0]?.textContent).toContain("and more");
		expect(folds[1]?.querySelector("summary")?.textContent).toBe("{ 1 field }");
		expect(container.textContent).toContain("… (20,000 characters)");
		expect(container.textContent).toContain("12345678901234567890");
		expect(container.textContent).toContain("null");
		expect(container.querySelector(".cell-error")?.textContent).toBe("row 3 is not valid JSON");
	});
});

describe("the viewer", () => {
	it("links every config and split, pages by links and searches by a GET form, leaving defaults out of addresses", async () => {
		inRouter(<DataViewer path="/datasets/acme/set" state={state()} />);
		const splits = await screen.findByRole("navigation", { name: "Configs and splits" });
		const links = within(splits).getAllByRole("link");
		expect(links.map((a) => a.getAttribute("href"))).toEqual([
			"/datasets/acme/set#viewer",
			"/datasets/acme/set?config=default&split=test#viewer",
			"/datasets/acme/set?config=other&split=train#viewer",
		]);
		expect(within(splits).getByRole("link", { current: "page" }).textContent).toBe("train");
		const pages = screen.getByRole("navigation", { name: "Pages of rows" });
		expect(within(pages).getByRole("link", { name: "Previous rows" }).getAttribute("href")).toBe(
			"/datasets/acme/set#viewer",
		);
		expect(within(pages).getByRole("link", { name: "Next rows" }).getAttribute("href")).toBe(
			"/datasets/acme/set?offset=4#viewer",
		);
		expect(screen.getByText(/5 rows in default\/train/)).toBeInTheDocument();
		expect(screen.getByRole("columnheader", { name: /n\s*int64/ })).toBeInTheDocument();
		const form = screen.getByRole("search", { name: "Search this split" });
		expect(form.getAttribute("method")).toBe("get");
	});

	it("shows an image folder's files as bounded, lazy thumbnails, and offers no search where there is no text", async () => {
		const src = "/datasets/acme/set/viewer-media?file=train%2Fcat%2F1.jpg";
		const { container } = inRouter(
			<DataViewer
				path="/datasets/acme/set"
				state={state({
					table: {
						columns: [{ name: "image", type: { kind: "image" }, dtype: "Image" }],
						columnCount: 1,
						numRows: 1,
						exact: true,
						offset: 0,
						rows: [
							{ row: 0, cells: [{ type: "image", mime: "image/jpeg", length: 900, path: "train/cat/1.jpg", src }] },
						],
						problems: [],
						searchable: false,
					},
				})}
			/>,
		);
		const img = await screen.findByRole("img", { name: "train/cat/1.jpg" });
		expect(img.getAttribute("src")).toBe(src);
		expect(img.getAttribute("loading")).toBe("lazy");
		expect(img.getAttribute("height")).toBe("64");
		expect(img.getAttribute("width")).toBe("128");
		expect(screen.queryByRole("search")).toBeNull();
		expect(container.textContent).toContain("1 row in default/train");
	});

	it("shows a split's error for that split only", async () => {
		inRouter(<DataViewer path="/datasets/acme/set" state={state({ table: undefined, error: "not a parquet file" })} />);
		expect((await screen.findByRole("alert")).textContent).toBe("default / train: not a parquet file");
		expect(screen.getByRole("navigation", { name: "Configs and splits" })).toBeInTheDocument();
	});

	it("writes its addresses with the search and offset, and the config and split only when not the first", () => {
		const first = { config: "default", split: "train" };
		expect(viewerHref("/d/a/b", { config: "default", split: "train", q: "a b", offset: 20 }, first)).toBe(
			"/d/a/b?q=a+b&offset=20#viewer",
		);
		expect(viewerHref("/d/a/b", { config: "x&y", split: "test" }, first)).toBe("/d/a/b?config=x%26y&split=test#viewer");
	});
});
