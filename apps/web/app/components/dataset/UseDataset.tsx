import type { DatasetPageData } from "../../lib/dataset-page.server";
import { CodeBlock } from "../CodeBlock";

/** "Use this dataset": the core's snippets per library, each library a fold (the first open), highlighted on the server. */
export function UseDataset({ snippets }: { snippets: DatasetPageData["snippets"] }) {
	return (
		<section aria-labelledby="use">
			<h2 id="use">Use this dataset</h2>
			{snippets.map((lib, i) => (
				<details key={lib.key} open={i === 0} className="use-dataset">
					<summary>{lib.label}</summary>
					{lib.blocks.map((b, j) => (
						<CodeBlock
							// biome-ignore lint/suspicious/noArrayIndexKey: a library's snippets are shown in their order
							key={j}
							code={b.code}
							language={b.language}
							html={b.html}
							copyLabel={`Copy the ${lib.label} snippet${lib.blocks.length > 1 ? ` ${j + 1}` : ""}`}
						/>
					))}
				</details>
			))}
		</section>
	);
}
