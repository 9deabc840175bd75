/**
 * Behaviour of the vision / RL / tabular generators that the fixtures alone do not pin down: which branch a record
 * selects, and that odd records (wrong field types, hostile tags) never reach the code as identifiers.
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { VISION_GENERATORS } from "../../src/libraries/snippets/vision/index.js";
import type { ModelRecord } from "../../src/model.js";
import { resolveRecord } from "../helpers/catalog.js";
import { readCases } from "../helpers/fixtures.js";
import { HOSTILE_TEXTS, MARKER, poison } from "../helpers/hostile.js";
import { formatFailures, type SnippetCheck, validateSnippets } from "../helpers/validate.js";

function run(library: string, record: ModelRecord): string {
	const generate = VISION_GENERATORS[library];
	if (!generate) throw new Error(`no generator for ${library}`);
	return generate(record)
		.map((s) => s.content)
		.join("\n---\n");
}

describe("Ultralytics and YOLOv10", () => {
	it("ultralytics loads the repository's .pt file with YOLO (the package has no YOLOv8 class, nor from_pretrained)", () => {
		const files = [{ rfilename: "best.pt" }, { rfilename: "detector.pt" }, { rfilename: "README.md" }];
		const code = run("ultralytics", { id: "org/detector", tags: ["yolov8"], siblings: files });
		expect(code).toContain("from ultralytics import YOLO\n");
		expect(code).toContain('model = YOLO(hf_hub_download("org/detector", "detector.pt"))');
		expect(code).not.toMatch(/YOLOv\d|from_pretrained/);
		expect(code).toContain("print(results[0].summary())");
	});

	it("ultralytics without a listed .pt file says so instead of guessing", () => {
		expect(run("ultralytics", { id: "org/detector", tags: ["yolov8"] })).toContain(
			"# This repository lists no .pt weights file",
		);
	});

	it("yolov10 (THU-MIG's fork) keeps YOLOv10.from_pretrained, whatever the tags", () => {
		const code = run("yolov10", { id: "org/detector", tags: ["yolo", "yolov8; import os"] });
		expect(code).toContain("YOLOv10.from_pretrained");
		expect(code).not.toContain("import os");
	});
});

describe("Depth Anything V2 presets", () => {
	const cases: [string, string, string][] = [
		["org/depth-anything-v2-small-finetune", "vits", "features=64, out_channels=[48, 96, 192, 384]"],
		["org/DEPTH-ANYTHING-V2-BASE", "vitb", "features=128, out_channels=[96, 192, 384, 768]"],
		["org/Depth-Anything-V2-Large-hf", "vitl", "features=256, out_channels=[256, 512, 1024, 1024]"],
	];
	for (const [id, encoder, preset] of cases) {
		it(`${id} → ${encoder}`, () => {
			const code = run("depth-anything-v2", { id });
			expect(code).toContain(`encoder="${encoder}", ${preset}`);
			expect(code).toContain(`"depth_anything_v2_${encoder}.pth"`);
		});
	}

	it("an id without a size gets marked placeholders, not a guessed preset", () => {
		const code = run("depth-anything-v2", { id: "org/my-depth-model" });
		expect(code).toContain('encoder="<ENCODER>", features=..., out_channels=[...]');
		expect(code).not.toMatch(/encoder="vit[sbl]"/);
	});
});

describe("trust_remote_code follows the custom_code tag", () => {
	for (const library of ["birefnet", "multimolecule", "mobilint"]) {
		it(library, () => {
			const base: ModelRecord = { id: "org/model", pipeline_tag: "text-generation" };
			const withTag = run(library, { ...base, tags: ["custom_code"] });
			const withoutTag = run(library, { ...base, tags: [] });
			expect(withTag).toContain("trust_remote_code=True");
			expect(withoutTag).not.toContain("trust_remote_code");
		});
	}
});

describe("stable-baselines3", () => {
	it("downloads <repository name>.zip and prefers the algorithm named in the card's model-index", () => {
		const code = run("stable-baselines3", {
			id: "org/agent-LunarLander-v2",
			cardData: { "model-index": [{ name: "A2C", results: [{ dataset: { name: "LunarLander-v2" } }] }] },
		});
		expect(code).toContain('filename="agent-LunarLander-v2.zip"');
		expect(code).toContain("from stable_baselines3 import A2C");
		expect(code).toContain("model = A2C.load(checkpoint)");
	});

	it("an unknown algorithm name is never written as a class", () => {
		const code = run("stable-baselines3", {
			id: "org/agent",
			cardData: { "model-index": [{ name: "Evil(); import os" }] },
		});
		expect(code).toContain("ALGORITHM.load(checkpoint)");
		expect(code).not.toContain("import os");
	});
});

describe("command-line libraries", () => {
	it("sample-factory downloads with load_from_hub", () => {
		expect(run("sample-factory", { id: "org/agent" })).toContain(
			"python -m sample_factory.huggingface.load_from_hub -r 'org/agent' -d ./train_dir",
		);
	});

	it("ml-agents downloads with hf download: mlagents-load-from-hf needs huggingface_hub.Repository, gone in 1.0", () => {
		const out = run("ml-agents", { id: "org/ppo-Huggy" });
		expect(out).toContain("hf download 'org/ppo-Huggy' --local-dir './downloads/ppo-Huggy'");
		expect(out).not.toMatch(/^mlagents-load-from-hf/m);
		expect(out).toContain("Python 3.10.1-3.10.12");
	});
});

describe("Unity Sentis", () => {
	it("uses the Unity.InferenceEngine namespace for unity-inference-engine repositories, Unity.Sentis otherwise", () => {
		const engine = run("unity-sentis", { id: "unity/model", tags: ["unity-sentis", "unity-inference-engine"] });
		const sentis = run("unity-sentis", { id: "unity/model", tags: ["unity-sentis"] });
		expect(engine).toContain("using Unity.InferenceEngine;");
		expect(sentis).toContain("using Unity.Sentis;");
		for (const code of [engine, sentis]) {
			expect(code).toContain("ModelLoader.Load(modelAsset)");
			expect(code).toContain("new Worker(model, BackendType.GPUCompute)");
		}
	});
});

describe("odd records", () => {
	const odd = [
		{ id: "org/name", tags: "custom_code" },
		{ id: "org/name", tags: { 0: "custom_code" } },
		{ id: "org/name", cardData: { "model-index": "PPO" } },
		{ id: "org/name", widgetData: "not an array", mask_token: 42 },
		{ id: 7 },
	] as unknown as ModelRecord[];

	it("never throw and always parse", async () => {
		const checks = [];
		for (const [library, generate] of Object.entries(VISION_GENERATORS)) {
			for (const [n, record] of odd.entries()) {
				const snippets = generate(record);
				expect(snippets.length, `${library} #${n}`).toBeGreaterThan(0);
				for (const [i, s] of snippets.entries()) {
					checks.push({ name: `${library} odd#${n} snippet ${i}`, language: s.language, content: s.content });
				}
			}
		}
		expect(formatFailures(await validateSnippets(checks))).toBe("");
	});
});

describe("hostile records (this group's fixtures only)", () => {
	const root = fileURLToPath(new URL("../fixtures/libraries", import.meta.url));
	const cases = readCases<ModelRecord>(root)
		.map((c) => ({ library: c.name.split("/")[0] ?? "", name: c.name, input: resolveRecord(c.input) }))
		.filter((c) => c.library in VISION_GENERATORS);

	it("covers every generator of the group", () => {
		expect(new Set(cases.map((c) => c.library))).toEqual(new Set(Object.keys(VISION_GENERATORS)));
	});

	it("keeps hostile text inside string literals, in every field and as an extra tag", async () => {
		const checks: SnippetCheck[] = [];
		for (const c of cases) {
			const generate = VISION_GENERATORS[c.library];
			if (!generate) continue;
			for (const [t, text] of HOSTILE_TEXTS.entries()) {
				const record = poison(c.input as never, text) as unknown as ModelRecord;
				for (const [v, r] of [record, { ...record, tags: [...(record.tags ?? []), text] }].entries()) {
					for (const [i, s] of generate(r).entries()) {
						checks.push({
							name: `${c.name} #${t}.${v} snippet ${i}`,
							language: s.language,
							content: s.content,
							payload: MARKER,
						});
					}
				}
			}
		}
		expect(formatFailures(await validateSnippets(checks))).toBe("");
	});
});
