import { fileType } from "@modelhub/core";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ModelFiles } from "../app/components/model/ModelFiles";
import { type FileRow, quantGroups } from "../app/lib/quant-groups";

const FILES: FileRow[] = [
	{ name: "README.md" },
	{ name: "Llama-3.2-1B-Instruct-Q8_0.gguf", size: 1_321_082_528 },
	{ name: "Llama-3.2-1B-Instruct-Q5_K_L.gguf", size: 975_000_000 },
	{ name: "Llama-3.2-1B-Instruct-Q5_K_M.gguf", size: 911_000_000 },
	{ name: "Llama-3.2-1B-Instruct-Q4_K_L.gguf" },
	{ name: "Llama-3.2-1B-Instruct-Q4_K_M.gguf" },
	{ name: "Llama-3.2-1B-Instruct-Q3_K_XL.gguf" },
];

function table(parameters?: number, downloads = false) {
	const quants = quantGroups(FILES, parameters);
	render(
		<ModelFiles
			id="bartowski/Llama-3.2-1B-Instruct-GGUF"
			files={{ count: FILES.length, shown: FILES, quants, downloads }}
		/>,
	);
	return screen.getByRole("table", { name: "GGUF files by quant type" });
}

const cells = (t: HTMLElement, quant: string) => {
	const row = within(t)
		.getByRole("rowheader", { name: new RegExp(`^${quant}`) })
		.closest("tr") as HTMLElement;
	return within(row)
		.getAllByRole("cell")
		.map((c) => c.textContent);
};

describe("the GGUF files table", () => {
	it("keeps a publisher's _L variant as its own row, sized as the type it is built on", () => {
		const t = table(1_235_814_432);
		const heads = within(t)
			.getAllByRole("rowheader")
			.map((h) => h.firstChild?.textContent);
		expect(heads).toEqual(["Q8_0", "Q5_K_L", "Q5_K_M", "Q4_K_L", "Q4_K_M", "Q3_K_XL"]);
		const q5m = fileType("Q5_K_M")?.bitsPerWeight.toFixed(2);
		expect(cells(t, "Q5_K_L")[0]).toBe(`≈ ${q5m}`);
		expect(cells(t, "Q5_K_M")[0]).toBe(q5m);
		expect(within(t).getByRole("rowheader", { name: /^Q4_K_L/ })).toHaveTextContent("Q4_K_M with embedding");
		// With a parameter count, every row has an estimated size.
		for (const q of ["Q8_0", "Q5_K_L", "Q4_K_M", "Q3_K_XL"]) expect(cells(t, q)[1]).toMatch(/\d (MB|GB)$/);
	});

	it("names each file as a link with its size; files this hub does not hold lead to the public Hub", () => {
		const t = table();
		const link = within(t).getByRole("link", { name: /Q8_0\.gguf/ });
		expect(link).toHaveAttribute(
			"href",
			"https://huggingface.co/bartowski/Llama-3.2-1B-Instruct-GGUF/blob/main/Llama-3.2-1B-Instruct-Q8_0.gguf",
		);
		expect(link).toHaveTextContent("(external)");
		expect(cells(t, "Q8_0")[2]).toContain("1.32 GB");
	});

	it("links files this hub holds to their download here", () => {
		const t = table(undefined, true);
		expect(within(t).getByRole("link", { name: /Q8_0\.gguf/ })).toHaveAttribute(
			"href",
			"/bartowski/Llama-3.2-1B-Instruct-GGUF/resolve/main/Llama-3.2-1B-Instruct-Q8_0.gguf",
		);
	});
});
