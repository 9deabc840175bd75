import { getInferenceSnippets, type ModelRecord } from "@modelhub/core";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { pickSnippet, UsePanel } from "../app/components/UsePanel";

const chatModel: ModelRecord = {
	id: "meta-llama/Llama-3.1-8B-Instruct",
	pipeline_tag: "text-generation",
	library_name: "transformers",
	tags: ["transformers", "conversational", "text-generation"],
};
const libraries = [
	{
		key: "transformers",
		label: "Transformers",
		snippets: [{ language: "python", content: "from transformers import pipeline", html: "" }],
	},
	{
		key: "llama-cpp-python",
		label: "llama-cpp-python",
		snippets: [{ language: "python", content: "from llama_cpp import Llama", html: "" }],
	},
];

// What the model page's loader writes at build time for the default provider.
const prerendered = {
	plain: getInferenceSnippets(chatModel, { provider: "hf-inference", streaming: false }),
	stream: getInferenceSnippets(chatModel, { provider: "hf-inference", streaming: true }),
};

let lastSearch = "";
function Spy() {
	lastSearch = useLocation().search;
	return null;
}

function renderPanel(url = "/m") {
	const router = createMemoryRouter(
		[
			{
				path: "/m",
				element: (
					<>
						<UsePanel
							model={chatModel}
							libraries={libraries}
							providers={["hf-inference", "together"]}
							notHosted={null}
							conversational
							prerendered={prerendered}
						/>
						<Spy />
					</>
				),
			},
		],
		{ initialEntries: [url] },
	);
	return render(<RouterProvider router={router} />);
}

const code = () =>
	[...document.querySelectorAll(".panel-section:last-child pre code, .panel-section:last-child .code-html")]
		.map((e) => e.textContent)
		.join("\n");

describe("the use-this-model panel", () => {
	it("switches library tabs and records the choice in the URL", () => {
		renderPanel();
		const tabs = within(screen.getByRole("tablist", { name: "Library" })).getAllByRole("tab");
		expect(tabs.map((t) => t.getAttribute("aria-selected"))).toEqual(["true", "false"]);
		fireEvent.click(tabs[1] as HTMLElement);
		expect(lastSearch).toContain("library=llama-cpp-python");
		expect(screen.getByRole("tabpanel", { name: "llama-cpp-python" }).textContent).toContain(
			"from llama_cpp import Llama",
		);
	});

	it("moves between language tabs with the arrow keys, and the client tabs follow the language", () => {
		renderPanel();
		const languages = screen.getByRole("tablist", { name: "Language" });
		const first = within(languages).getAllByRole("tab")[0] as HTMLElement;
		expect(first.textContent).toBe("Python");
		fireEvent.keyDown(first, { key: "ArrowRight" });
		expect(lastSearch).toContain("language=js");
		const clients = within(screen.getByRole("tablist", { name: "Client" }))
			.getAllByRole("tab")
			.map((t) => t.textContent);
		expect(clients).toContain("fetch");
		expect(clients).not.toContain("requests");
	});

	it("restores language, client and stream from the URL and writes a streaming call", async () => {
		renderPanel("/m?language=sh&stream=true");
		await act(async () => {});
		expect(
			within(screen.getByRole("tablist", { name: "Language" })).getByRole("tab", { selected: true }).textContent,
		).toBe("cURL");
		expect((screen.getByRole("checkbox", { name: /stream/i }) as HTMLInputElement).checked).toBe(true);
		expect(code()).toMatch(/"stream": true/);
		fireEvent.click(screen.getByRole("checkbox", { name: /stream/i }));
		expect(lastSearch).not.toContain("stream=");
		expect(code()).toMatch(/"stream": false/);
	});

	it("puts the bill-to organisation into the call as it is typed (the writers load on demand)", async () => {
		renderPanel("/m?language=sh");
		await act(async () => {});
		expect(code()).not.toContain("X-HF-Bill-To");
		fireEvent.change(screen.getByRole("textbox", { name: /bill to/i }), { target: { value: "acme-org" } });
		await waitFor(() => expect(code()).toContain("X-HF-Bill-To: acme-org"));
	});

	it("switches provider and writes that provider's call", async () => {
		renderPanel("/m?language=sh");
		await act(async () => {});
		fireEvent.change(screen.getByRole("combobox", { name: /provider/i }), { target: { value: "together" } });
		expect(lastSearch).toContain("provider=together");
		await waitFor(() => expect(code()).toContain(":together"));
	});

	it("pickSnippet falls back to the first language and client when the URL names unknown ones", () => {
		const snippets = [
			{ language: "python" as const, client: "requests", content: "a" },
			{ language: "js" as const, client: "fetch", content: "b" },
		];
		expect(pickSnippet(snippets, "ruby", "x").snippet?.content).toBe("a");
		expect(pickSnippet(snippets, "js", "nope").snippet?.content).toBe("b");
	});
});
