/** Branches of the generation-group generators that no catalogue model exercises, and their edge cases. */
import { describe, expect, it } from "vitest";
import { GENERATION_GENERATORS } from "../../src/libraries/snippets/generation/index.js";
import type { ModelRecord } from "../../src/model.js";
import { formatFailures, type SnippetCheck, validateSnippets } from "../helpers/validate.js";

function run(key: string, record: ModelRecord): string {
	const generate = GENERATION_GENERATORS[key];
	if (!generate) throw new Error(`no generator for ${key}`);
	return generate(record)
		.map((s) => s.content)
		.join("\n---\n");
}

const outputs: SnippetCheck[] = [];
function code(key: string, record: ModelRecord): string {
	const generate = GENERATION_GENERATORS[key];
	if (!generate) throw new Error(`no generator for ${key}`);
	for (const [i, s] of generate(record).entries())
		outputs.push({ name: `${key} ${record.id} ${i}`, language: s.language, content: s.content });
	return run(key, record);
}

describe("diffusers", () => {
	it("passes trust_remote_code=True for repositories with custom code", () => {
		const out = code("diffusers", {
			id: "org/custom",
			tags: ["diffusers", "custom_code"],
			pipeline_tag: "text-to-image",
		});
		expect(out).toContain(
			'DiffusionPipeline.from_pretrained("org/custom", torch_dtype=torch.bfloat16, trust_remote_code=True)',
		);
		expect(run("diffusers", { id: "org/plain", tags: ["diffusers"] })).not.toContain("trust_remote_code");
	});

	it("loads inpainting repositories without a known class through AutoPipelineForInpainting", () => {
		const byTag = code("diffusers", { id: "org/inpaint", tags: ["diffusers", "inpainting"] });
		expect(byTag).toContain("AutoPipelineForInpainting.from_pretrained(");
		expect(byTag).toContain("mask_image=mask_image");
		const combined = code("diffusers", {
			id: "org/kandinsky",
			tags: ["diffusers"],
			config: { diffusers: { _class_name: "KandinskyV22InpaintPipeline" } },
		});
		expect(combined).toContain("from diffusers import AutoPipelineForInpainting");
		expect(combined).not.toContain("KandinskyV22InpaintPipeline");
	});

	it("runs a LoRA for the task of its pipeline tag, and matches tags in any case", () => {
		const out = code("diffusers", {
			id: "org/video-lora",
			tags: ["LoRA"],
			pipeline_tag: "image-to-video",
			cardData: { base_model: ["org/video-base", "org/other"] },
		});
		expect(out).toContain('DiffusionPipeline.from_pretrained("org/video-base"');
		expect(out).toContain('pipe.load_lora_weights("org/video-lora")');
		expect(out).toContain("frames = pipe(image=image, prompt=prompt).frames[0]");
		expect(out).toContain("imageio-ffmpeg");
	});

	it("prefers the widget text to the instance prompt, and flattens the prompt", () => {
		const both = run("diffusers", {
			id: "org/lora",
			tags: ["lora"],
			cardData: { base_model: "org/base", instance_prompt: "sks style" },
			widgetData: [{ text: "a castle, sks style" }],
		});
		expect(both).toContain('prompt = "a castle, sks style"');
		const instance = run("diffusers", {
			id: "org/lora",
			tags: ["lora"],
			cardData: { base_model: "org/base", instance_prompt: "  'a photo of\n   sks dog'  " },
		});
		expect(instance).toContain('prompt = "a photo of sks dog"');
	});

	it("picks the ControlNet class and control-image keyword from the base model's family", () => {
		const sd3 = code("diffusers", {
			id: "org/cn",
			tags: ["controlnet"],
			cardData: { base_model: "stabilityai/stable-diffusion-3.5-large" },
		});
		expect(sd3).toContain("SD3ControlNetModel.from_pretrained(");
		expect(sd3).toContain("control_image=control_image");
		const sdxl = run("diffusers", { id: "org/cn", tags: ["controlnet"], cardData: { base_model: "org/sdxl-base" } });
		expect(sdxl).toContain("ControlNetModel.from_pretrained(");
		expect(sdxl).toContain("image=control_image");
	});

	it("names the missing base model", () => {
		for (const tag of ["lora", "textual_inversion", "controlnet"])
			expect(run("diffusers", { id: "org/x", tags: [tag] })).toBe(
				"# Base model not specified in the model card (cardData.base_model)",
			);
	});
});

describe("diffusionkit", () => {
	it("uses FluxPipeline with 4 steps and no guidance for any id containing flux, in any case", () => {
		for (const id of ["org/mlx-FLUX.1-dev", "org/my-flux-model"]) {
			const out = code("diffusionkit", { id });
			expect(out).toContain("FluxPipeline(");
			expect(out).toContain("NUM_STEPS = 4\nCFG_WEIGHT = 0.0");
		}
		const sd3 = run("diffusionkit", { id: "org/mlx-stable-diffusion-3.5-large" });
		expect(sd3).toContain("DiffusionPipeline(");
		expect(sd3).toContain("NUM_STEPS = 50\nCFG_WEIGHT = 5.0");
	});
});

describe("sana", () => {
	it("reads the checkpoint named after the repository and samples with the documented settings", () => {
		const out = code("sana", { id: "org/Sana_600M_512px" });
		expect(out).toContain('sana.from_pretrained("hf://org/Sana_600M_512px/checkpoints/Sana_600M_512px.pth")');
		for (const setting of [
			"height=1024",
			"width=1024",
			"guidance_scale=5.0",
			"pag_guidance_scale=2.0",
			"num_inference_steps=18",
		])
			expect(out).toContain(setting);
	});
});

describe("ltx", () => {
	it("asks for the base model when an adapter's card names none", () => {
		const out = code("ltx", { id: "org/my-ltx-lora", tags: ["lora"] });
		expect(out).toContain("The card names no base model");
		expect(out).toContain("BASE_DIR='models/BASE_MODEL'");
		expect(out).toContain('--lora "$ADAPTER_DIR/ADAPTER.safetensors" 1.0');
	});
});

describe("keras-hub", () => {
	it("writes one snippet per exported task, once each, and a backbone when none is usable", () => {
		const snippets = GENERATION_GENERATORS["keras-hub"]?.({
			id: "org/preset",
			config: { keras_hub: { tasks: ["CausalLM", "CausalLM", "NotATask"] } },
		});
		expect(snippets?.length).toBe(2);
		expect(snippets?.[1]?.content).toContain('keras_hub.models.CausalLM.from_preset("hf://org/preset"');
		const unknown = code("keras-hub", { id: "org/preset", config: { keras_hub: { tasks: ["FutureTask"] } } });
		expect(unknown).toContain('keras_hub.models.Backbone.from_preset("hf://org/preset")');
	});
});

describe("sklearn", () => {
	it("follows the declared format, else the file extension", () => {
		const declared = code("sklearn", {
			id: "org/m",
			config: { sklearn: { model: { file: "model.bin" }, model_format: "skops" } },
		});
		expect(declared).toContain("sio.load(path, trusted=untrusted)");
		const byExtension = code("sklearn", { id: "org/m", config: { sklearn: { model: { file: "model.skops" } } } });
		expect(byExtension).toContain("sio.get_untrusted_types(file=path)");
		const pickle = code("sklearn", {
			id: "org/m",
			config: { sklearn: { model: { file: "model.skops" }, model_format: "pickle" } },
		});
		expect(pickle).toContain('joblib.load(hf_hub_download("org/m", "model.skops"))');
	});

	it("falls back when config.json names no model file", () => {
		expect(run("sklearn", { id: "org/m", config: {} })).toBe("# Model filename not specified in config.json");
		expect(run("sklearn", { id: "org/m", config: { sklearn: { model: { file: "  " } } } })).toBe(
			"# Model filename not specified in config.json",
		);
	});
});

describe("every generation generator", () => {
	it("survives fields of the wrong type", () => {
		const odd = {
			id: "org/odd",
			tags: "lora",
			pipeline_tag: 7,
			widgetData: "not a list",
			cardData: { base_model: 3, instance_prompt: ["x"] },
			config: { diffusers: 5, keras_hub: { tasks: "CausalLM" }, sklearn: { model: "file" } },
		} as unknown as ModelRecord;
		for (const key of Object.keys(GENERATION_GENERATORS)) expect(() => code(key, odd), key).not.toThrow();
	});

	it("writes code every parser accepts for the records above", async () => {
		expect(outputs.length).toBeGreaterThan(20);
		expect(formatFailures(await validateSnippets(outputs))).toBe("");
	});
});
