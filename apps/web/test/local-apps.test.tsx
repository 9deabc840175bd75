import { hostedInference, type ModelRecord } from "@modelhub/core";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import LocalApps, { HARDWARE_STORAGE_KEY } from "../app/components/LocalApps";
import { UsePanel } from "../app/components/UsePanel";

const gguf: ModelRecord = {
	id: "bartowski/Llama-3.2-1B-Instruct-GGUF",
	pipeline_tag: "text-generation",
	tags: ["gguf", "conversational"],
	config: { num_hidden_layers: 16, num_attention_heads: 32, num_key_value_heads: 8, hidden_size: 2048 },
	siblings: [
		{ rfilename: "Llama-3.2-1B-Instruct-Q4_K_M.gguf", size: 807_690_656 },
		{ rfilename: "Llama-3.2-1B-Instruct-Q8_0.gguf", size: 1_321_082_528 },
		{ rfilename: "Llama-3.2-1B-Instruct-F16.gguf", size: 30_000_000_000 },
	],
};

const snippetText = () => [...document.querySelectorAll(".local-apps pre code")].map((e) => e.textContent).join("\n");

afterEach(() => localStorage.clear());

describe("local apps", () => {
	it("lists the apps that run the model, with the default quant in the commands", () => {
		render(<LocalApps model={gguf} />);
		const tabs = within(screen.getByRole("tablist", { name: "Local app" })).getAllByRole("tab");
		expect(tabs.map((t) => t.textContent)).toEqual(
			expect.arrayContaining(["llama.cpp (server)", "Ollama", "LM Studio", "Jan", "KoboldCpp"]),
		);
		expect(tabs.map((t) => t.textContent)).not.toContain("vLLM");
		expect(screen.getByLabelText("GGUF quant")).toHaveValue("Q4_K_M");
		expect(snippetText()).toContain("llama-server -hf 'bartowski/Llama-3.2-1B-Instruct-GGUF:Q4_K_M'");
	});

	it("the quant picker changes the commands; copy buttons and deep links name what they are", () => {
		render(<LocalApps model={gguf} />);
		fireEvent.change(screen.getByLabelText("GGUF quant"), { target: { value: "Q8_0" } });
		fireEvent.click(screen.getByRole("tab", { name: "Ollama" }));
		expect(snippetText()).toContain("ollama run 'hf.co/bartowski/Llama-3.2-1B-Instruct-GGUF:Q8_0'");
		expect(screen.getByRole("button", { name: "Copy the Ollama command" })).toBeInTheDocument();
		fireEvent.click(screen.getByRole("tab", { name: "LM Studio" }));
		const open = screen.getByRole("link", { name: "Open in LM Studio" });
		expect(open).toHaveAttribute(
			"href",
			"lmstudio://open_from_hf?model=bartowski%2FLlama-3.2-1B-Instruct-GGUF&file=Llama-3.2-1B-Instruct-Q8_0.gguf",
		);
		expect(screen.getByRole("button", { name: "Copy the LM Studio link" })).toBeInTheDocument();
	});

	it("shows the fit beside each GGUF quant for the chosen hardware, remembered in localStorage", async () => {
		const { unmount } = render(<LocalApps model={gguf} />);
		expect(screen.queryByRole("table")).toBeNull();
		fireEvent.change(screen.getByLabelText("Your hardware"), { target: { value: "rtx-3060" } });
		expect(localStorage.getItem(HARDWARE_STORAGE_KEY)).toBe("rtx-3060");
		const table = screen.getByRole("table", { name: /Estimated fit on NVIDIA GeForce RTX 3060/ });
		const verdicts = within(table)
			.getAllByRole("row")
			.slice(1)
			.map((r) => [within(r).getByRole("rowheader").textContent, within(r).getAllByRole("cell")[2]?.textContent]);
		expect(verdicts).toEqual([
			["F16", "does not fit"],
			["Q8_0", "fits"],
			["Q4_K_M", "fits"],
		]);
		expect(screen.getByText(/decode ≤ 360 GB\/s/)).toBeInTheDocument();
		unmount();
		render(<LocalApps model={gguf} />);
		await waitFor(() => expect(screen.getByLabelText("Your hardware")).toHaveValue("rtx-3060"));
		expect(screen.getByRole("table", { name: /RTX 3060/ })).toBeInTheDocument();
	});

	it("renders nothing for a model no local app runs", () => {
		const { container } = render(
			<LocalApps model={{ id: "a/b", library_name: "timm", pipeline_tag: "image-classification" }} />,
		);
		expect(container).toBeEmptyDOMElement();
	});

	it("loads into the use-this-model panel on its own", async () => {
		const router = createMemoryRouter(
			[
				{
					path: "/m",
					element: (
						<UsePanel
							model={gguf}
							libraries={[]}
							providers={[]}
							notHosted={null}
							conversational
							prerendered={{ plain: [] }}
						/>
					),
				},
			],
			{ initialEntries: ["/m"] },
		);
		render(<RouterProvider router={router} />);
		expect(await screen.findByRole("heading", { name: "Local apps" })).toBeInTheDocument();
		expect(screen.getByRole("tablist", { name: "Local app" })).toBeInTheDocument();
	});
});

describe("the panel for a GGUF repository", () => {
	it("says no hosted provider serves it and points to the local apps", async () => {
		const router = createMemoryRouter(
			[
				{
					path: "/m",
					element: (
						<UsePanel
							model={gguf}
							libraries={[]}
							providers={[]}
							notHosted={(() => {
								const hosted = hostedInference(gguf);
								return hosted.served ? null : hosted.reason;
							})()}
							conversational
							prerendered={{ plain: [] }}
						/>
					),
				},
			],
			{ initialEntries: ["/m"] },
		);
		render(<RouterProvider router={router} />);
		expect(
			screen.getByText(/No hosted inference provider serves GGUF repositories: run this one on your own machine/),
		).toBeInTheDocument();
		expect(screen.queryByLabelText("Provider")).toBeNull();
	});
});
