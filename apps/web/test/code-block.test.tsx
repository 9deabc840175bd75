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
		expect(container.querySelector(".code-block")?.hasAttribute("data-measured")).toBe(true);
	});

	it("puts highlighted markup inside its own <pre>, which the server's HTML makes a tab stop", async () => {
		const { renderToString } = await import("react-dom/server");
		const html = renderToString(<CodeBlock code="x = 1" language="python" html='<span class="hljs-n">x</span> = 1' />);
		expect(html).toMatch(
			/<pre class="hljs" tabindex="0" role="group" aria-label="Python code"><code><span class="hljs-n">x<\/span> = 1<\/code><\/pre>/,
		);
	});
});
