/** Records for browser tests: a model with a rich card and files, and models whose cards attack the page. */
import type { StoredModel } from "@modelhub/store";

const FRONT = "---\nlicense: apache-2.0\nlanguage: en\nbase_model: meta-llama/Llama-3.1-8B-Instruct\n---\n";

export const RICH: StoredModel = {
	record: {
		id: "modelhub-test/Rich-Model-8B-GGUF",
		author: "modelhub-test",
		pipeline_tag: "text-generation",
		library_name: "gguf",
		tags: [
			"gguf",
			"conversational",
			"en",
			"license:apache-2.0",
			"base_model:quantized:meta-llama/Llama-3.1-8B-Instruct",
		],
		downloads: 123456,
		likes: 789,
		lastModified: "2025-01-02T03:04:05.000Z",
		createdAt: "2024-12-01T00:00:00.000Z",
		gated: "auto",
		sha: "0123456789abcdef0123456789abcdef01234567",
		gguf: { total: 8030261248, architecture: "llama", context_length: 131072 },
		cardData: { license: "apache-2.0", language: "en", base_model: "meta-llama/Llama-3.1-8B-Instruct" },
		siblings: [
			{ rfilename: "README.md", size: 2100 },
			{ rfilename: "Rich-Model-8B-Q4_K_M.gguf", size: 4920734720 },
			{ rfilename: "Rich-Model-8B-Q8_0.gguf", size: 8540770304 },
			{ rfilename: "Rich-Model-8B-Q8_0-00002.gguf", size: 1000 },
		],
	},
	card: `${FRONT}# Rich Model\n\nA **fine** model. See [the paper](https://arxiv.org/abs/1234.5678).\n\nIts loss is $\\mathcal{L} = -\\sum_i \\log p(x_i)$.\n\n| Benchmark | Score |\n| --- | --- |\n| MMLU | 68.1 |\n\n- [x] tested\n- [ ] shipped\n\n\`\`\`python\nfrom transformers import pipeline\nprint("hi")\n\`\`\`\n`,
};

const rows = Array.from({ length: 10_000 }, (_, i) => `| ${i} | row ${i} |`).join("\n");
const nested = Array.from({ length: 400 }, (_, i) => `${"  ".repeat(i)}- level ${i}`).join("\n");

/** One card with every attack the sanitizer must stop, and the size attacks the bounds must stop. */
export const HOSTILE: StoredModel = {
	record: {
		id: "modelhub-test/hostile-card",
		pipeline_tag: "text-classification",
		library_name: "transformers",
		tags: ["transformers"],
		transformersInfo: { auto_model: "AutoModelForSequenceClassification", processor: "AutoTokenizer" },
	},
	card: [
		"# Hostile card",
		'<script>alert("script")</script>',
		'<img src="x" onerror="alert(\'onerror\')">',
		"<a href=\"javascript:alert('link')\">click me</a>",
		'[md link](javascript:alert("md"))',
		'<iframe src="https://example.com/"></iframe>',
		'<form action="https://example.com/"><input name="a"><button>go</button></form>',
		'<img src="data:image/svg+xml,<svg onload=alert(1)>">',
		'<svg><script>alert("svg")</script></svg>',
		'<div style="position:fixed;inset:0" onmouseover="alert(\'hover\')">cover</div>',
		'<object data="https://example.com/x.swf"></object>',
		'<link rel="stylesheet" href="https://example.com/x.css">',
		"$\\href{javascript:alert('tex')}{tex link}$ $\\url{https://example.com/}$ $\\includegraphics{https://example.com/x.png}$",
		'<math><mi href="javascript:alert(\'mathml\')">m</mi><mglyph src="https://example.com/g.png"></mglyph></math>',
		'<math><annotation-xml encoding="text/html"><img src="x" onerror="alert(\'xml\')"></annotation-xml></math>',
		"",
		Array.from({ length: 3000 }, (_, i) => `$x_{${i}}$`).join(" "),
		"",
		"| a | b |",
		"| - | - |",
		rows,
		"",
		nested,
		"",
		"x".repeat(5_000_000),
	].join("\n"),
};

/** Markdown of about `chars` characters shaped like a long real card: sections of prose, lists, tables and code. */
export function longCard(chars: number): string {
	const parts = ["---\nlicense: apache-2.0\n---\n# A long card\n"];
	let size = parts[0]?.length ?? 0;
	for (let i = 1; size < chars; i++) {
		const prose = `Section ${i} of the card: the model was trained on **web text** and [code](https://example.org/${i}), evaluated on reasoning benchmarks with \`${i}\` shots. `;
		const rows = Array.from({ length: 20 }, (_, r) => `| bench-${r} | ${r % 5} | ${(r * 3.7 + i) % 100} |`);
		const text = [
			`\n## Section ${i}\n`,
			prose.repeat(12),
			"- one point\n- another point",
			["| Benchmark | Shots | Score |", "|---|---:|---:|", ...rows].join("\n"),
			`\`\`\`python\nfrom transformers import pipeline\npipe = pipeline("text-generation", model="acme/m-${i}")\nprint(pipe("hello"))\n\`\`\``,
			"",
		].join("\n\n");
		parts.push(text);
		size += text.length;
	}
	return parts.join("");
}
