import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CodeBlock } from "../app/components/CodeBlock";

describe("CodeBlock", () => {
	it("labels the language once, the same everywhere, and names what its copy button copies", () => {
		render(<CodeBlock code="pip install x" language="bash" />);
		expect(screen.getByText("Shell")).toBeInTheDocument();
		expect(screen.getByRole("button", { name: "Copy Shell snippet" })).toBeInTheDocument();
	});

	it("is not a tab stop when the code fits", () => {
		const { container } = render(<CodeBlock code="x = 1" language="python" />);
		expect(container.querySelector("pre")?.hasAttribute("tabindex")).toBe(false);
	});
});
