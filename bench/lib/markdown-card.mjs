/** A long model card for benches and tests: deterministic Markdown shaped like a real one. */
import { prng } from "../store/generate.mjs";

const WORDS =
	"the model was trained on a mixture of web text code and curated instruction data with a context length of tokens evaluation results show strong performance across reasoning benchmarks while fine tuning uses low rank adapters and the tokenizer handles multilingual input quantized weights reduce memory".split(
		" ",
	);

/** Deterministic Markdown of about `bytes` characters, shaped like a long real model card. */
export function markdownCard(bytes, seed = 7) {
	const rand = prng(seed);
	const pick = (list) => list[Math.floor(rand() * list.length)];
	const sentence = () => {
		const n = 8 + Math.floor(rand() * 20);
		const w = Array.from({ length: n }, () => pick(WORDS));
		if (rand() < 0.2) w[2] = `**${w[2]}**`;
		if (rand() < 0.15) w[5] = `[${w[5]}](https://example.org/${w[5]})`;
		if (rand() < 0.1) w[7] = `\`${w[7]}\``;
		return `${w.join(" ")[0].toUpperCase()}${w.join(" ").slice(1)}.`;
	};
	const parts = ["---\nlicense: apache-2.0\nlanguage: [en]\npipeline_tag: text-generation\n---\n\n# Model card\n"];
	let size = parts[0].length;
	for (let section = 1; size < bytes; section++) {
		const block = [`\n## Section ${section}: ${pick(WORDS)} ${pick(WORDS)}\n`];
		for (let p = 0; p < 4; p++) block.push(Array.from({ length: 4 + Math.floor(rand() * 6) }, sentence).join(" "));
		block.push(Array.from({ length: 6 }, () => `- ${sentence()}`).join("\n"));
		const rows = 10 + Math.floor(rand() * 30);
		block.push(
			[
				"| Benchmark | Shots | Score | Baseline |",
				"|---|---:|---:|---:|",
				...Array.from(
					{ length: rows },
					(_, i) => `| ${pick(WORDS)}-${i} | ${i % 5} | ${(rand() * 100).toFixed(1)} | ${(rand() * 100).toFixed(1)} |`,
				),
			].join("\n"),
		);
		block.push(
			[
				"```python",
				"from transformers import AutoModelForCausalLM, AutoTokenizer",
				`model = AutoModelForCausalLM.from_pretrained("org/model-${section}", torch_dtype="auto")`,
				'tokenizer = AutoTokenizer.from_pretrained("org/model")',
				...Array.from(
					{ length: 8 },
					(_, i) =>
						`outputs_${i} = model.generate(**tokenizer("${pick(WORDS)}", return_tensors="pt"), max_new_tokens=${32 * (i + 1)})`,
				),
				"```",
			].join("\n"),
		);
		if (section % 5 === 0)
			block.push(`The loss is $L = -\\sum_i \\log p(x_i \\mid x_{<i})$ over ${pick(WORDS)} tokens.`);
		const text = `${block.join("\n\n")}\n`;
		parts.push(text);
		size += text.length;
	}
	return parts.join("");
}
