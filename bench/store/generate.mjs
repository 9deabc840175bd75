/**
 * A synthetic catalogue of Hub-shaped model records with a realistic shape, deterministic for a seed:
 * ids from org × name patterns (families, sizes, variants, fine-tune suffixes), Zipf-like downloads and likes,
 * libraries and tasks drawn from the registry with a skew like the Hub's, tags (library, task, license, languages,
 * datasets, base_model relations), dates over five years, parameter counts, and a model card on one record in five.
 *
 *   node bench/store/generate.mjs N [file.jsonl]   (default: stdout)
 */
import { createWriteStream } from "node:fs";
import { LIBRARIES, PIPELINES } from "@modelhub/core";

/** mulberry32: a small fast seeded PRNG. */
export function prng(seed) {
	let a = seed >>> 0;
	return () => {
		a = (a + 0x6d2b79f5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

const SYL = [
	"ka",
	"lo",
	"mi",
	"ra",
	"te",
	"vo",
	"zen",
	"qu",
	"an",
	"el",
	"or",
	"is",
	"dy",
	"ne",
	"po",
	"sha",
	"tri",
	"ux",
];
const FAMILIES = [
	"llama",
	"Llama-3.1",
	"Llama-3.2",
	"Qwen2.5",
	"Qwen3",
	"mistral",
	"Mixtral",
	"gemma-2",
	"gemma-3",
	"phi-3",
	"Phi-4",
	"bert",
	"roberta",
	"deberta-v3",
	"distilbert",
	"t5",
	"flan-t5",
	"bart",
	"whisper",
	"wav2vec2",
	"vit",
	"clip",
	"stable-diffusion",
	"sdxl",
	"flux",
	"yolo",
	"detr",
	"segformer",
	"mpnet",
	"MiniLM",
	"e5",
	"bge",
	"gpt2",
	"opt",
	"falcon",
	"DeepSeek-R1",
	"SmolLM2",
	"granite",
	"olmo",
	"pythia",
	"electra",
	"xlm-roberta",
	"mbart",
	"marian",
];
const SIZES = [
	"135M",
	"360M",
	"0.5B",
	"1B",
	"1.5B",
	"3B",
	"7B",
	"8B",
	"13B",
	"14B",
	"32B",
	"70B",
	"base",
	"large",
	"small",
	"tiny",
	"xl",
];
const VARIANTS = [
	"Instruct",
	"chat",
	"uncased",
	"cased",
	"finetuned",
	"lora",
	"GGUF",
	"AWQ",
	"GPTQ",
	"v2",
	"v0.1",
	"it",
	"dpo",
	"sft",
	"merged",
	"distilled",
];
const DATASETS = [
	"imdb",
	"squad",
	"glue",
	"wikitext",
	"c4",
	"common_voice",
	"librispeech_asr",
	"coco",
	"imagenet-1k",
	"xsum",
	"cnn_dailymail",
	"alpaca",
	"ultrachat_200k",
];
const LICENSES = [
	"apache-2.0",
	"mit",
	"cc-by-4.0",
	"cc-by-nc-4.0",
	"llama3.1",
	"gemma",
	"openrail",
	"other",
	"bsd-3-clause",
	"gpl-3.0",
];
const LANGS = ["en", "fr", "de", "es", "zh", "ja", "ru", "ar", "hi", "pt", "it", "ko", "tr", "nl", "multilingual"];
const WORDS =
	"model trained fine tuned data evaluation results training procedure intended uses limitations hyperparameters learning rate batch size epochs accuracy loss benchmark tokenizer architecture license citation".split(
		" ",
	);

/** Picks an index with probability falling as a power of its rank (rank 0 most likely). */
const skewed = (rnd, n, power = 1.3) => Math.min(n - 1, Math.floor(n * rnd() ** power));
const pick = (rnd, list, power = 1.3) => list[skewed(rnd, list.length, power)];

/**
 * The generator: yields `count` records; `privateShare` of them (0 by default) private, chosen by their number (not
 * by the random sequence, so the other records are the same with or without private ones).
 */
export function* syntheticRecords(count, seed = 42, { privateShare = 0 } = {}) {
	const rnd = prng(seed);
	const libraries = LIBRARIES.map((l) => l.key);
	// transformers, diffusers, sentence-transformers… first: the registry order is not by popularity, so lift a few.
	const top = ["transformers", "gguf", "diffusers", "sentence-transformers", "peft", "timm", "mlx", "onnx", "keras"];
	const libs = [...top.filter((k) => libraries.includes(k)), ...libraries.filter((k) => !top.includes(k))];
	const tasks = PIPELINES.map((p) => p.id);
	const topTasks = [
		"text-generation",
		"text-classification",
		"text-to-image",
		"feature-extraction",
		"automatic-speech-recognition",
		"image-classification",
		"token-classification",
		"sentence-similarity",
		"fill-mask",
		"image-text-to-text",
	];
	const taskList = [...topTasks.filter((t) => tasks.includes(t)), ...tasks.filter((t) => !topTasks.includes(t))];
	const orgCount = Math.max(10, Math.floor(count / 15));
	const orgs = Array.from({ length: orgCount }, (_, i) => {
		const n = 2 + Math.floor(rnd() * 3);
		let name = "";
		for (let k = 0; k < n; k++) name += SYL[Math.floor(rnd() * SYL.length)];
		return `${name}${i % 7 === 0 ? "-ai" : i % 5 === 0 ? "labs" : ""}${i}`;
	});
	const ids = [];
	const epoch = Date.parse("2021-01-01T00:00:00Z");
	const span = Date.parse("2026-11-01T00:00:00Z") - epoch;
	for (let i = 0; i < count; i++) {
		const org = orgs[skewed(rnd, orgs.length, 2)];
		const family = pick(rnd, FAMILIES, 1.2);
		const parts = [family, pick(rnd, SIZES, 1)];
		if (rnd() < 0.6) parts.push(pick(rnd, VARIANTS, 1));
		if (rnd() < 0.2) parts.push(pick(rnd, DATASETS, 1));
		const id = `${org}/${parts.join("-")}-${i.toString(36)}`;
		ids.push(id);
		const library = rnd() < 0.12 ? undefined : pick(rnd, libs, 2.2);
		const task = rnd() < 0.08 ? undefined : pick(rnd, taskList, 2);
		// Zipf-like: most models have few downloads, a few have millions.
		const downloads = Math.floor((10_000_000 / (1 + rnd() * 200_000) ** 1.15) * rnd());
		const likes = Math.floor(downloads / (50 + rnd() * 500));
		const created = epoch + Math.floor(rnd() * span);
		const modified = Math.min(epoch + span, created + Math.floor(rnd() * 200 * 86_400_000));
		const license = pick(rnd, LICENSES, 1.5);
		const langs = rnd() < 0.5 ? [pick(rnd, LANGS, 2)] : [];
		const datasets = rnd() < 0.3 ? [pick(rnd, DATASETS, 1)] : [];
		const tags = [];
		if (library) tags.push(library);
		if (task) tags.push(task);
		if (rnd() < 0.6) tags.push("safetensors");
		tags.push(...langs, `license:${license}`, ...datasets.map((d) => `dataset:${d}`), "region:us");
		const record = {
			id,
			author: org,
			sha: (Math.floor(rnd() * 2 ** 52).toString(16) + i.toString(16)).padStart(40, "0").slice(-40),
			downloads,
			likes,
			trendingScore: Math.round(likes * rnd() * 10) / 10,
			tags,
			createdAt: new Date(created).toISOString(),
			lastModified: new Date(modified).toISOString(),
			private: privateShare > 0 && Math.imul(i + 1, 2654435761) >>> 0 < privateShare * 2 ** 32,
			gated: rnd() < 0.03 ? "manual" : false,
			siblings: [
				{ rfilename: ".gitattributes" },
				{ rfilename: "README.md" },
				{ rfilename: "config.json" },
				{ rfilename: "model.safetensors" },
			],
			cardData: { license, ...(langs.length ? { language: langs } : {}), ...(datasets.length ? { datasets } : {}) },
		};
		if (library) record.library_name = library;
		if (task) record.pipeline_tag = task;
		if (i > 10 && rnd() < 0.15) {
			const base = ids[skewed(rnd, Math.min(ids.length - 1, 5000), 1.5)];
			const relation = pick(rnd, ["finetune", "adapter", "quantized", "merge"], 1);
			tags.push(`base_model:${base}`, `base_model:${relation}:${base}`);
			record.cardData.base_model = base;
		}
		if (rnd() < 0.7) record.safetensors = { parameters: { BF16: 1e8 + Math.floor(rnd() * 7e10) }, total: 0 };
		if (record.safetensors) record.safetensors.total = record.safetensors.parameters.BF16;
		if (rnd() < 0.2) {
			const paragraphs = 2 + Math.floor(rnd() * 5);
			let card = `---\nlicense: ${license}\n---\n# ${id.split("/")[1]}\n`;
			for (let p = 0; p < paragraphs; p++) {
				let para = "\n";
				for (let w = 0; w < 40; w++) para += `${WORDS[Math.floor(rnd() * WORDS.length)]} `;
				card += `${para.trimEnd()}.\n`;
			}
			record.readme = card;
		}
		yield record;
	}
}

if (import.meta.url === `file://${process.argv[1]}`) {
	const count = Number(process.argv[2] ?? 1000);
	const out = process.argv[3] ? createWriteStream(process.argv[3]) : process.stdout;
	for (const r of syntheticRecords(count)) {
		if (!out.write(`${JSON.stringify(r)}\n`)) await new Promise((ok) => out.once("drain", ok));
	}
	if (out !== process.stdout) out.end();
}
