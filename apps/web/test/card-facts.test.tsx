import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { CardFactsPanel } from "../app/components/model/CardFactsPanel";
import { ModelCard } from "../app/components/model/ModelCard";
import { cardFacts } from "../app/lib/card-facts";
import { cardFactRows } from "../app/lib/fact-rows";

function inRouter(element: React.ReactNode) {
	const router = createMemoryRouter([{ path: "/", element }], { initialEntries: ["/"] });
	return render(<RouterProvider router={router} />);
}

const RECORD = {
	id: "acme/chat-8b",
	tags: ["license:llama3.1"],
	cardData: { language: ["en", "de", "xx-not-a-language"], datasets: ["HuggingFaceFW/fineweb"], license: "llama3.1" },
	safetensors: { parameters: { BF16: 8_000_000_000, F32: 30_000 }, total: 8_000_030_000 },
	siblings: [
		{ rfilename: "model.safetensors", size: 16_000_000_000 },
		{ rfilename: "config.json", size: 800 },
	],
};

describe("the card's facts beside the card", () => {
	it("reads licence, named languages, datasets, parameters, tensor types and size from the record", () => {
		expect(cardFacts(RECORD, 8_000_030_000)).toEqual({
			license: "llama3.1",
			languages: [
				{ code: "en", name: "English" },
				{ code: "de", name: "German" },
			],
			datasets: ["HuggingFaceFW/fineweb"],
			parameters: 8_000_030_000,
			tensorTypes: ["BF16", "F32"],
			size: 16_000_000_800,
		});
		// A size is only a sum of every file's size.
		expect(cardFacts({ ...RECORD, siblings: [{ rfilename: "a" }, { rfilename: "b", size: 1 }] }, null).size).toBeNull();
	});

	it("shows them as a labelled panel whose links filter the model list or leave for a dataset's page", () => {
		inRouter(<CardFactsPanel rows={cardFactRows(cardFacts(RECORD, 8_000_030_000))} />);
		const panel = screen.getByRole("complementary", { name: "About this model" });
		expect(within(panel).getByRole("link", { name: "German" })).toHaveAttribute("href", "/models?language=de");
		expect(within(panel).getByRole("link", { name: "llama3.1" })).toHaveAttribute("href", "/models?license=llama3.1");
		expect(within(panel).getByRole("link", { name: /HuggingFaceFW\/fineweb.*\(external\)/ })).toHaveAttribute(
			"href",
			"https://huggingface.co/datasets/HuggingFaceFW/fineweb",
		);
		expect(panel).toHaveTextContent("8.00B");
		expect(panel).toHaveTextContent("BF16, F32");
		expect(panel).toHaveTextContent("16.0 GB");
	});

	it("renders nothing for a record with no such facts", () => {
		const { container } = inRouter(<CardFactsPanel rows={cardFactRows(cardFacts({ id: "a/b" }, null))} />);
		expect(container.querySelector("aside")).toBeNull();
	});
});

describe("a model page without a card", () => {
	it("says the card's text was not imported, linking to the model's page on its origin hub, marked external", () => {
		render(<ModelCard id="acme/chat-8b" card={null} hostsFiles={false} />);
		const link = screen.getByRole("link", { name: /the model's page on Hugging Face \(external\)/ });
		expect(link).toHaveAttribute("href", "https://huggingface.co/acme/chat-8b");
		expect(link).toHaveAttribute("rel", "external noopener noreferrer");
	});

	it("says a repository this hub holds has no card", () => {
		render(<ModelCard id="acme/chat-8b" card={null} hostsFiles />);
		expect(screen.getByText("This model has no model card.")).toBeInTheDocument();
		expect(screen.queryByRole("link")).toBeNull();
	});
});
