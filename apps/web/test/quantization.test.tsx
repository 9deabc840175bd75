import { bytesSource, GgufError, inspectGguf } from "@modelhub/core";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { arr, str, u32, writeGguf } from "../../../packages/core/test/quantization/gguf-writer.js";
import { FileTypeTable } from "../app/components/quant/FileTypeTable";
import { GgufInspector } from "../app/components/quant/GgufInspector";
import { parseBudget, parseParameterCount } from "../app/components/quant/parse";
import { fileTypeRows, tensorTypeRows } from "../app/components/quant/rows";
import { SizeEstimator } from "../app/components/quant/SizeEstimator";
import { TensorTypeTable } from "../app/components/quant/TensorTypeTable";
import Quantization, { loader } from "../app/routes/quantization";

afterEach(cleanup);

describe("parameter count parsing", () => {
	it.each([
		["8B", 8e9],
		["70b", 70e9],
		["1.5e9", 1.5e9],
		["8000000000", 8e9],
		["8,000,000,000", 8e9],
		["8 000 000 000", 8e9],
		["8_000_000_000", 8e9],
		["350M", 350e6],
		["1.2 trillion", 1.2e12],
		[" 7.6B params ", 7.6e9],
		["125k", 125_000],
		[".5B", 5e8],
	])("%s → %d", (text, expected) => {
		expect(parseParameterCount(text)).toEqual({ ok: true, value: expected });
	});

	it.each([
		["", /Enter a parameter count/],
		["abc", /“abc” is not a parameter count/],
		["8X", /Unknown unit “X”/],
		["-3B", /negative/],
		["8x7B", /mixture of experts/],
		["1,5B", /decimals with a dot/],
		["1e30", /more than a quadrillion/],
		["0", /less than one parameter/],
	])("rejects %j with a message", (text, message) => {
		const parsed = parseParameterCount(text);
		expect(parsed.ok).toBe(false);
		if (!parsed.ok) expect(parsed.error).toMatch(message);
	});

	it("reads memory budgets, empty meaning none", () => {
		expect(parseBudget("24")).toEqual({ ok: true, value: 24 });
		expect(parseBudget("24 GB")).toEqual({ ok: true, value: 24 });
		expect(parseBudget("")).toEqual({ ok: true, value: undefined });
		const gib = parseBudget("16GiB");
		expect(gib.ok && gib.value).toBeCloseTo(17.18, 2);
		expect(parseBudget("lots")).toMatchObject({ ok: false, error: expect.stringMatching(/not an amount of memory/) });
		expect(parseBudget("16 PB")).toMatchObject({ ok: false, error: expect.stringMatching(/Unknown unit “PB”/) });
	});
});

/** The estimator with its two texts held in state, as the page holds them in the URL. */
function Estimator({ parameters = "8B", budget = "6" }: { parameters?: string; budget?: string }) {
	const [p, setP] = useState(parameters);
	const [b, setB] = useState(budget);
	return <SizeEstimator parameters={p} budget={b} onParametersChange={setP} onBudgetChange={setB} />;
}

/** The estimate table's row for one file type, as cell texts. */
function estimateRow(name: string): string[] {
	const link = screen.getByRole("link", { name });
	const row = link.closest("tr");
	if (!row) throw new Error(`no row for ${name}`);
	return within(row)
		.getAllByRole("cell")
		.map((c) => c.textContent ?? "");
}

describe("size estimator", () => {
	it("says in words which file types fit the budget", () => {
		render(<Estimator parameters="8B" budget="6" />);
		// Q4_K_M is about 4.9 bits per weight: 8e9 × 4.9 / 8 = 4.9 GB of weights; running it also needs a 4096-token
		// KV cache (8 × 16384 B × 4096 = 0.54 GB) and 0.5 GB + 5 % of the weights: 6.18 GB in all, over 6 GB.
		expect(estimateRow("Q4_K_M")).toEqual(["≈ 4.9", "4.9 GB", "6.2 GB", "✗ Too big"]);
		expect(estimateRow("Q4_K_S")).toEqual(["≈ 4.67", "4.7 GB", "5.9 GB", "✓ Fits"]);
		expect(estimateRow("Q8_0")).toEqual(["≈ 8.5", "8.5 GB", "10 GB", "✗ Too big"]);
		expect(screen.getByRole("columnheader", { name: "Fits in 6 GB?" })).toBeInTheDocument();
		expect(
			screen.getByText(
				/fit in 6 GB with a 4,096-token context; the largest is Q4_K_S, about 4\.7 GB of weights and 5\.9 GB in all/,
			),
		).toBeInTheDocument();
		// Retired file types are not estimated.
		expect(screen.queryByRole("link", { name: "Q4_2" })).toBeNull();
	});

	it("recomputes as the parameter count changes", async () => {
		const user = userEvent.setup();
		render(<Estimator parameters="8B" budget="6" />);
		const input = screen.getByLabelText("Parameters");
		await user.clear(input);
		await user.type(input, "1.5e9");
		expect(screen.getByText("1,500,000,000 (1.5B)")).toBeInTheDocument();
		expect(estimateRow("Q8_0")).toEqual(["≈ 8.5", "1.6 GB", "2.3 GB", "✓ Fits"]);
	});

	it("shows a problem inline for garbage and drops the table", async () => {
		const user = userEvent.setup();
		render(<Estimator />);
		const input = screen.getByLabelText("Parameters");
		await user.clear(input);
		await user.type(input, "lots");
		expect(input).toHaveAttribute("aria-invalid", "true");
		expect(input).toHaveAccessibleDescription(/“lots” is not a parameter count/);
		expect(screen.queryByRole("table")).toBeNull();
		await user.clear(input);
		await user.type(input, "8Q");
		expect(input).toHaveAccessibleDescription(/Unknown unit “Q”/);
	});

	it("without a budget shows sizes only", async () => {
		const user = userEvent.setup();
		render(<Estimator />);
		await user.clear(screen.getByLabelText("Memory budget (GB)"));
		expect(screen.queryByRole("columnheader", { name: /Fits in/ })).toBeNull();
		expect(estimateRow("Q4_K_M")).toEqual(["≈ 4.9", "4.9 GB"]);
	});
});

/** The first column (names) of a table's body rows. */
function names(table: HTMLElement): string[] {
	return within(table)
		.getAllByRole("rowheader")
		.map((h) => h.querySelector("code")?.textContent ?? "");
}

describe("sorting the tables", () => {
	it("file types: largest first with legacy and retired types last, then by name and by number", async () => {
		const user = userEvent.setup();
		render(<FileTypeTable rows={fileTypeRows()} caption="File types" />);
		const table = screen.getByRole("table", { name: "File types" });
		const rows = fileTypeRows();
		const byBits = names(table);
		expect(byBits).toHaveLength(rows.length);
		expect(byBits[0]).toBe("F32");
		const legacy = rows.filter((r) => r.legacy).map((r) => r.name);
		expect(legacy).toEqual(expect.arrayContaining(["Q4_0", "Q8_0", "Q4_2"]));
		expect(new Set(byBits.slice(-legacy.length))).toEqual(new Set(legacy));
		// Q8_0 (8.5 bits) comes after IQ1_S (1.56 bits) because it is a legacy quant.
		expect(byBits.indexOf("Q8_0")).toBeGreaterThan(byBits.indexOf("IQ1_S"));
		expect(screen.getByRole("columnheader", { name: /Bits per weight/ })).toHaveAttribute("aria-sort", "descending");

		await user.click(screen.getByRole("button", { name: /^Name/ }));
		const byName = names(table);
		expect(byName).not.toEqual(byBits);
		expect(byName[0]).toBe("BF16");
		expect(byName.indexOf("Q4_0")).toBeLessThan(byName.indexOf("Q4_0_4_4"));
		expect(screen.getByRole("columnheader", { name: /^Name/ })).toHaveAttribute("aria-sort", "ascending");
		expect(screen.getByRole("columnheader", { name: /Bits per weight/ })).toHaveAttribute("aria-sort", "none");

		await user.click(screen.getByRole("button", { name: /^Name/ }));
		expect(names(table)).toEqual([...byName].reverse());
		expect(screen.getByRole("columnheader", { name: /^Name/ })).toHaveAttribute("aria-sort", "descending");

		await user.click(screen.getByRole("button", { name: /^Number/ }));
		const byNumber = names(table);
		expect(byNumber.slice(0, 4)).toEqual(["F32", "F16", "Q4_0", "Q4_1"]);
		// The naming-only XL rows have no number, and come last.
		expect(byNumber.slice(-5).every((n) => n.endsWith("_XL"))).toBe(true);
	});

	it("tensor types: by bits ascending keeps the legacy family after everything else", async () => {
		const user = userEvent.setup();
		render(<TensorTypeTable rows={tensorTypeRows()} caption="Tensor types" />);
		const table = screen.getByRole("table", { name: "Tensor types" });
		const bits = screen.getByRole("button", { name: /Bits per weight/ });
		await user.click(bits); // another column → ascending
		const ascending = names(table);
		expect(ascending[0]).toBe("IQ1_S");
		expect(ascending.indexOf("Q1_0")).toBeGreaterThan(ascending.indexOf("F64"));
		expect(ascending.slice(-8)).toEqual(["Q1_0", "Q2_0", "Q4_0", "Q4_1", "Q5_0", "Q5_1", "Q8_0", "Q8_1"]);
		await user.click(bits);
		const descending = names(table);
		expect(descending[0]).toBe("F64");
		expect(descending.slice(-8)).toEqual(["Q8_1", "Q8_0", "Q5_1", "Q5_0", "Q4_1", "Q4_0", "Q2_0", "Q1_0"]);
	});

	it("gives every row an anchor and a link to it", () => {
		render(<TensorTypeTable rows={tensorTypeRows()} caption="Tensor types" />);
		const row = document.getElementById("tensor-type-Q4_K");
		expect(row?.tagName).toBe("TR");
		expect(within(row as HTMLElement).getByRole("link", { name: "Link to Q4_K" })).toHaveAttribute(
			"href",
			"#tensor-type-Q4_K",
		);
		expect(
			within(row as HTMLElement)
				.getAllByRole("cell")
				.map((c) => c.textContent),
		).toEqual(["12", "K-quant", "256", "144", "4.5", expect.stringContaining("4-bit")]);
	});
});

/** A small but complete GGUF file: three tensors of three types and the usual metadata. */
function tinyGguf(): Uint8Array {
	return writeGguf({
		metadata: [
			["general.architecture", str("llama")],
			["general.name", str("Tiny Test")],
			["general.file_type", u32(15)],
			["llama.context_length", u32(4096)],
			["tokenizer.ggml.tokens", arr("string", ["<s>", "</s>", "hi"])],
			["tokenizer.chat_template", str("{{ messages }}")],
		],
		tensors: [
			{ name: "token_embd.weight", shape: [256, 4], type: "Q4_K" },
			{ name: "blk.0.attn_v.weight", shape: [256, 2], type: "Q6_K" },
			{ name: "output_norm.weight", shape: [256], type: "F32" },
		],
	});
}

/** The core reader's own message for bad bytes, which the page must show as it is. */
async function readerError(bytes: Uint8Array): Promise<string> {
	const error = await inspectGguf(bytesSource(bytes)).then(
		() => undefined,
		(e: unknown) => e,
	);
	if (!(error instanceof GgufError)) throw new Error("expected the reader to reject these bytes with a GgufError");
	return error.message;
}

const fileOf = (bytes: Uint8Array, name: string) => new File([bytes as Uint8Array<ArrayBuffer>], name);

/** The fact list's definition for a term. */
function fact(term: string): string {
	const dt = screen.getByText(term, { selector: "dt" });
	return dt.nextElementSibling?.textContent ?? "";
}

describe("GGUF inspector", () => {
	it("reads a chosen file and reports what its header says", async () => {
		const user = userEvent.setup();
		const onParameters = vi.fn();
		render(<GgufInspector onParameters={onParameters} />);
		expect(screen.getByText(/never leaves your machine/)).toBeInTheDocument();
		await user.upload(screen.getByLabelText("GGUF file"), fileOf(tinyGguf(), "tiny-UD-Q4_K_XL.gguf"));
		await screen.findByRole("heading", { name: "tiny-UD-Q4_K_XL.gguf" });
		expect(fact("Architecture")).toBe("llama");
		expect(fact("Name")).toBe("Tiny Test");
		expect(fact("Context length")).toBe("4,096 tokens");
		expect(fact("File type")).toBe("Q4_K_M (15)");
		expect(fact("Quant label in the file name")).toBe("Q4_K_XL (dynamic (UD) quant)");
		expect(fact("Parameters")).toMatch(/^1\.79K \(1,792\)/);
		expect(fact("Tensors")).toBe("3");
		expect(fact("Chat template")).toBe("present");
		const histogram = screen.getByRole("table", { name: "Tensor types in this file" });
		const rows = within(histogram)
			.getAllByRole("row")
			.slice(1)
			.map((r) => [...r.children].slice(0, 4).map((c) => c.textContent));
		// Largest first: Q4_K 4 blocks × 144 bytes, Q6_K 2 × 210, F32 256 × 4.
		expect(rows).toEqual([
			["F32", "1", "256", "1.02 kB"],
			["Q4_K", "1", "1.02K", "576 bytes"],
			["Q6_K", "1", "512", "420 bytes"],
		]);
		await user.click(screen.getByRole("button", { name: "Estimate sizes for this count" }));
		expect(onParameters).toHaveBeenCalledWith(1792);
	});

	it("reads a dropped file too, and says when there is no chat template", async () => {
		render(<GgufInspector />);
		const bytes = writeGguf({ metadata: [["general.architecture", str("qwen2")]], tensors: [] });
		fireEvent.drop(screen.getByRole("region", { name: "Drop zone for a GGUF file" }), {
			dataTransfer: { files: [fileOf(bytes, "plain.gguf")] },
		});
		await screen.findByRole("heading", { name: "plain.gguf" });
		expect(fact("Architecture")).toBe("qwen2");
		expect(fact("Chat template")).toBe("none");
		expect(fact("Quant label in the file name")).toBe("none found");
		expect(fact("File type")).toBe("not stated");
		expect(screen.getByText("The file has no tensors.")).toBeInTheDocument();
	});

	it("shows the reader's error, offset included, for a file that is not GGUF", async () => {
		const user = userEvent.setup();
		render(<GgufInspector />);
		const bytes = new TextEncoder().encode("PK\u0003\u0004 a zip, not a model");
		await user.upload(screen.getByLabelText("GGUF file"), fileOf(bytes, "model.gguf"));
		const alert = await screen.findByRole("alert");
		const problem = await readerError(bytes);
		expect(problem).toMatch(/^byte 0: .*GGUF/);
		expect(alert).toHaveTextContent(`Could not read model.gguf: ${problem}`, { normalizeWhitespace: false });
		expect(screen.queryByRole("heading", { name: "model.gguf" })).toBeNull();
	});

	it("shows where a truncated header ends, and recovers on the next file", async () => {
		const user = userEvent.setup();
		render(<GgufInspector />);
		const input = screen.getByLabelText("GGUF file");
		const cut = tinyGguf().slice(0, 150);
		await user.upload(input, fileOf(cut, "cut.gguf"));
		const problem = await readerError(cut);
		const offset = Number(/^byte (\d+): /.exec(problem)?.[1]);
		expect(offset).toBeGreaterThan(24);
		expect(offset).toBeLessThan(150);
		expect(await screen.findByRole("alert")).toHaveTextContent(`Could not read cut.gguf: ${problem}`);
		await user.upload(input, fileOf(tinyGguf(), "whole.gguf"));
		await screen.findByRole("heading", { name: "whole.gguf" });
		expect(screen.queryByRole("alert")).toBeNull();
	});
});

describe("the /quantization route", () => {
	function renderPage(url: string) {
		const Stub = createRoutesStub([{ path: "/quantization", Component: Quantization, loader }]);
		render(<Stub initialEntries={[url]} />);
	}

	it("renders both tables from the loader and the estimator's defaults", async () => {
		renderPage("/quantization");
		await screen.findByRole("heading", { level: 1, name: "Quantization" });
		expect(within(screen.getByRole("table", { name: "GGUF file types" })).getAllByRole("row")).toHaveLength(
			fileTypeRows().length + 1,
		);
		expect(within(screen.getByRole("table", { name: "GGUF tensor types" })).getAllByRole("row")).toHaveLength(
			tensorTypeRows().length + 1,
		);
		// The estimator is split off from the route: it shows once its code has loaded (which a loaded machine may take a
		// while to do: the test waits for the state it asserts, not for a time).
		expect(await screen.findByLabelText("Parameters", {}, { timeout: 30_000 })).toHaveValue("8B");
		expect(screen.getByLabelText("Memory budget (GB)")).toHaveValue("16");
		expect(document.getElementById("file-type-Q4_K_M")).not.toBeNull();
		const status = within(document.getElementById("file-type-Q4_K_XL") as HTMLElement)
			.getAllByRole("cell")
			.at(-1);
		expect(status).toHaveTextContent(/^One publisher's naming convention .*not a GGUF value$/);
	});

	it("restores the estimator from the query", async () => {
		renderPage("/quantization?params=70B&budget=48");
		await screen.findByRole("heading", { level: 1, name: "Quantization" });
		expect(screen.getByLabelText("Parameters")).toHaveValue("70B");
		expect(screen.getByRole("columnheader", { name: "Fits in 48 GB?" })).toBeInTheDocument();
		// 42.9 GB of weights no longer "fit" 48 GB: with the cache and the overhead they need 50.2 GB.
		await waitFor(() => expect(estimateRow("Q4_K_M")).toEqual(["≈ 4.9", "42.9 GB", "50.2 GB", "✗ Too big"]));
	});
});
