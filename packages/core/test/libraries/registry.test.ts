import { describe, expect, it } from "vitest";
import { hasLibrarySnippets, LIBRARY_SNIPPETS, librarySnippets } from "../../src/libraries/index.js";
import { getLibrary, LIBRARIES } from "../../src/libraries/registry.js";
import type { SnippetGenerator } from "../../src/libraries/types.js";
import type { ModelRecord } from "../../src/model.js";
import { TASK_LIBRARIES } from "../../src/tasks/libraries.js";

/** The keys the registry must hold at the least. */
const REQUIRED_KEYS = `
3dtopia-xl acestep adapter-transformers allennlp anemoi araclip asteroid audiocraft audioseal aviation-ner bagel-mot
bboxmaskpose ben2 bertopic big_vision bionemo birder birefnet bm25s boltzgen cancertathomev2 cartesia_mlx
cartesia_pytorch ccpfn champ chaossim chatterbox chat_tts chexmix chronos-forecasting clara clipscope cloud-agents
colipri collectorvision colpali comet cosmos cosyvoice cotracker cxr-foundation deepforest depth-anything-v2
depth-pro derm-foundation describe-anything dia-tts dia2 diff-interpretation-tuning diffree diffusers
diffusion-single-file diffusionkit docking-at-home doctr edsnlp elm encoderfile espnet eupe f5-tts fairseq fastai
fastprint fasttext fixer flair flextab fme gemma.cpp genmo geometry-crafter gliner gliner2 glm-tts glyph-byt5
granite-library grok habibi-tts hallo hermes hezar holomotion htrflow hunyuan-dit hunyuan3d-2 hunyuanworld-voyager
hy-world-2 hy-worldplay image-matching-models imstoucan index-tts infinite-you infinitetalk intellifold
ising-decoding k2 keras keras-hub kerasformers kernels kimi-audio kittentts kronos lagernvs lerobot lightglue
lightning-ir litert litert-lm liveportrait llama-cpp-python longcat-video-avatar-1.5 ltx lvface lyra-2.0
magenta-realtime magenta-realtime-2 magi-1 mamba-ssm manas-1 mars5-tts matanyone medvae merlin mesh-anything mflux
mindspore mini-omni2 minimax-h3 mitie ml-agents ml-sharp mlc-llm mlx mlx-image mobilint model2vec monkeyocr moshi
mtvcraft multimolecule nemo ninfer nobg nv-medtech open-oasis open-sora openasr openpeerllm open_clip outetts
paddlenlp PaddleOCR peft perception-encoder phantom-wan pocket-tts pruna-ai pxia py-feat pyannote-audio pythae
quantumpeer qwen3_tts recurrentgemma refiners relik renderformer reverb rkllm robo-orchard-lab rwkv saelens
sam-3d-body sam-3d-objects sam2 same sample-factory sana sap-rpt-1-oss sapiens sapiens2 scail-2 seed-story seedvr
self-forcing sentence-transformers setfit skala sklearn soloaudio songbloom spacy span-marker speechbrain ssr-speech
stable-audio-3 stable-audio-tools stable-baselines3 stanza supertonic swarmformer synthefy-migas tabpfn
tencent-song-generation tensorflowtts tensorrt terratorch tf-keras tic-clip timee-ts timesfm timm tirex tirex-2
torchgeo transformers transformers.js trellis trellis2 tunejury ultralytics uni-3dar unity-sentis univa vfi-mamba
vibevoice videoprism videox_fun vismatch voicecraft voxcpm vui wham whisperkit yolov10 yolov26 zonos
`
	.split(/\s+/)
	.filter(Boolean);

const isHttps = (url: string) => {
	try {
		const u = new URL(url);
		return u.protocol === "https:" && u.hostname.includes(".") && url === url.trim();
	} catch {
		return false;
	}
};

describe("library registry", () => {
	it("has unique keys", () => {
		const keys = LIBRARIES.map((l) => l.key);
		const duplicates = keys.filter((k, i) => keys.indexOf(k) !== i);
		expect(duplicates).toEqual([]);
	});

	it("holds at least 240 libraries, every required key among them", () => {
		expect(REQUIRED_KEYS.length).toBe(239);
		expect(LIBRARIES.length).toBeGreaterThanOrEqual(240);
		const keys = new Set(LIBRARIES.map((l) => l.key));
		expect(REQUIRED_KEYS.filter((k) => !keys.has(k))).toEqual([]);
	});

	it("links only https URLs", () => {
		const bad = LIBRARIES.flatMap((l) => [
			...(isHttps(l.repoUrl) ? [] : [`${l.key} repoUrl ${l.repoUrl}`]),
			...(l.docsUrl === undefined || isHttps(l.docsUrl) ? [] : [`${l.key} docsUrl ${l.docsUrl}`]),
		]);
		expect(bad).toEqual([]);
	});

	it("sets filter to a boolean and every text field to non-blank one-line text", () => {
		const bad = LIBRARIES.filter(
			(l) =>
				typeof l.filter !== "boolean" ||
				[l.key, l.prettyLabel, l.repoName].some(
					(t) => typeof t !== "string" || t.trim() !== t || t === "" || /\n/.test(t),
				),
		).map((l) => l.key);
		expect(bad).toEqual([]);
	});

	it("keys are library_name values: no spaces or slashes", () => {
		expect(LIBRARIES.filter((l) => !/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(l.key)).map((l) => l.key)).toEqual([]);
	});

	it("is sorted by key, ignoring case", () => {
		const keys = LIBRARIES.map((l) => l.key);
		expect(keys).toEqual([...keys].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
	});

	it("offers as a filter only libraries that have a snippet generator", () => {
		const filters = LIBRARIES.filter((l) => l.filter);
		expect(filters.length).toBeGreaterThanOrEqual(30);
		expect(filters.filter((l) => !hasLibrarySnippets(l.key)).map((l) => l.key)).toEqual([]);
	});

	it("has an entry for every library that has a generator", () => {
		expect(Object.keys(LIBRARY_SNIPPETS).filter((k) => !getLibrary(k))).toEqual([]);
	});

	it("has an entry for every library a task names", () => {
		const named = new Set(Object.values(TASK_LIBRARIES).flat());
		expect(named.size).toBeGreaterThan(0);
		expect([...named].filter((k) => !getLibrary(k))).toEqual([]);
	});

	it("getLibrary finds each entry by its exact key and nothing else", () => {
		for (const l of LIBRARIES) expect(getLibrary(l.key)).toBe(l);
		expect(getLibrary("Transformers")).toBeUndefined();
		expect(getLibrary("paddleocr")).toBeUndefined();
		expect(getLibrary("PaddleOCR")?.prettyLabel).toBe("PaddleOCR");
		expect(getLibrary("")).toBeUndefined();
		expect(getLibrary("toString")).toBeUndefined();
		expect(getLibrary("__proto__")).toBeUndefined();
	});

	it("records the facts of well-known libraries", () => {
		expect(getLibrary("transformers")).toMatchObject({
			repoUrl: "https://github.com/huggingface/transformers",
			filter: true,
		});
		expect(getLibrary("adapter-transformers")).toMatchObject({ countDownloads: 'path:"adapter_config.json"' });
		expect(getLibrary("kerasformers")).toMatchObject({
			prettyLabel: "KerasFormers",
			repoUrl: "https://github.com/IMvision12/KerasFormers",
			filter: false,
		});
	});
});

describe("librarySnippets", () => {
	/** Runs `body` with a generator installed under `key`, restoring the previous state afterwards. */
	function withGenerator<T>(key: string, generate: SnippetGenerator, body: () => T): T {
		const table = LIBRARY_SNIPPETS as Record<string, SnippetGenerator>;
		const had = Object.hasOwn(table, key);
		const previous = table[key];
		table[key] = generate;
		try {
			return body();
		} finally {
			if (had && previous) table[key] = previous;
			else delete table[key];
		}
	}
	const withoutGenerator = LIBRARIES.find((l) => !hasLibrarySnippets(l.key));

	it("needs a library_name", () => {
		expect(librarySnippets({ id: "org/model" })).toEqual({ error: "model has no library_name" });
		expect(librarySnippets({ id: "org/model", library_name: "" })).toEqual({ error: "model has no library_name" });
		expect(librarySnippets({ id: "org/model", library_name: 3 } as unknown as ModelRecord)).toEqual({
			error: "model has no library_name",
		});
	});

	it("names an unknown library", () => {
		expect(librarySnippets({ id: "org/model", library_name: "no-such-lib" })).toEqual({
			error: 'unknown library "no-such-lib"',
		});
		expect(librarySnippets({ id: "org/model", library_name: "constructor" })).toEqual({
			error: 'unknown library "constructor"',
		});
	});

	it("says when a known library has no snippets", () => {
		expect(withoutGenerator).toBeDefined();
		const key = withoutGenerator?.key ?? "";
		const result = librarySnippets({ id: "org/model", library_name: key });
		expect(result).toEqual({ error: `library "${key}" (${withoutGenerator?.prettyLabel}) has no snippets` });
	});

	it("returns the library's generated snippets", () => {
		const key = withoutGenerator?.key ?? "";
		const seen: ModelRecord[] = [];
		const result = withGenerator(
			key,
			(m) => {
				seen.push(m);
				return [{ language: "python", content: `load(${JSON.stringify(m.id)})` }];
			},
			() => librarySnippets({ id: "org/model", library_name: key }),
		);
		expect(result).toEqual({ library: key, snippets: [{ language: "python", content: 'load("org/model")' }] });
		expect(seen.map((m) => m.id)).toEqual(["org/model"]);
		expect(hasLibrarySnippets(key)).toBe(false);
	});

	it("reports a generator that throws as an error, not an exception", () => {
		const key = withoutGenerator?.key ?? "";
		const result = withGenerator(
			key,
			() => {
				throw new Error("boom\nsecond line");
			},
			() => librarySnippets({ id: "org/model", library_name: key }),
		);
		expect(result).toEqual({ error: `the ${withoutGenerator?.prettyLabel} snippet generator failed: boom` });
	});
});
