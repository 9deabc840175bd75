/** Branch choices of the audio and speech generators that the fixtures alone do not pin down. */
import { describe, expect, it } from "vitest";
import { getLibrary } from "../../src/libraries/registry.js";
import { AUDIO_GENERATORS } from "../../src/libraries/snippets/audio/index.js";
import type { ModelRecord } from "../../src/model.js";
import type { Snippet } from "../../src/snippet.js";
import { MARKER } from "../helpers/hostile.js";
import { formatFailures, validateSnippets } from "../helpers/validate.js";

function run(key: string, model: ModelRecord): Snippet[] {
	const generate = AUDIO_GENERATORS[key];
	if (!generate) throw new Error(`no generator for ${key}`);
	return generate(model);
}

/** Everything the generator wrote, joined, for substring checks. */
function text(key: string, model: ModelRecord): string {
	return run(key, model)
		.map((s) => s.content)
		.join("\n---\n");
}

const fallbackOf = (message: string): Snippet[] => [{ language: "python", content: `# ${message}` }];

describe("audio generators", () => {
	it("every key is a library of the registry", () => {
		const unknown = Object.keys(AUDIO_GENERATORS).filter((k) => !getLibrary(k));
		expect(unknown).toEqual([]);
	});

	it("never throw on sparse or malformed records", () => {
		const odd = [
			{ id: "org/name" },
			{ id: "org/name", tags: "musicgen" as unknown as string[] },
			{ id: "org/name", config: { speechbrain: "EncoderClassifier" as never } },
			{ id: "noslash" },
		] as ModelRecord[];
		for (const [key, generate] of Object.entries(AUDIO_GENERATORS)) {
			for (const model of odd) expect(() => generate(model), key).not.toThrow();
		}
	});

	it("audiocraft picks the class from the tags, and falls back without one", () => {
		expect(text("audiocraft", { id: "a/b", tags: ["audiogen"] })).toContain("model.set_generation_params(duration=5)");
		expect(text("audiocraft", { id: "a/b", tags: ["magnet"] })).toContain("MAGNeT.get_pretrained");
		expect(text("audiocraft", { id: "a/b", tags: ["musicgen", "magnet"] })).toContain("MusicGen.get_pretrained");
		expect(run("audiocraft", { id: "a/b", tags: ["audiocraft"] })).toEqual(fallbackOf("Type of model unknown."));
	});

	it("espnet decides by pipeline tag first, and names both accepted tasks when it cannot", () => {
		const both = { id: "a/b", pipeline_tag: "automatic-speech-recognition", tags: ["text-to-speech"] };
		expect(text("espnet", both)).toContain("Speech2Text.from_pretrained");
		expect(text("espnet", { id: "a/b", tags: ["text-to-speech"] })).toContain("Text2Speech.from_pretrained");
		expect(run("espnet", { id: "a/b", pipeline_tag: "audio-to-audio" })).toEqual(
			fallbackOf("unknown model type (must be text-to-speech or automatic-speech-recognition)"),
		);
	});

	it("nemo only writes code for speech recognition", () => {
		expect(text("nemo", { id: "a/b", tags: ["automatic-speech-recognition"] })).toContain(
			'nemo_asr.models.ASRModel.from_pretrained("a/b")',
		);
		expect(run("nemo", { id: "a/b", pipeline_tag: "text-to-speech" })).toEqual(
			fallbackOf("tag did not correspond to a valid NeMo domain."),
		);
	});

	it("outetts runs GGUF exports on llama.cpp and says which runtime loads ONNX ones", () => {
		const gguf = text("outetts", { id: "a/b-GGUF", tags: ["gguf"] });
		expect(gguf).toContain("backend=outetts.Backend.LLAMACPP");
		expect(gguf).toContain('tokenizer_path="a/b"');
		expect(text("outetts", { id: "a/b", tags: ["gguf"] })).toContain("# Base model not specified");
		expect(text("outetts", { id: "a/b", tags: ["onnx", "text-to-speech"] })).toContain("# OuteTTS 0.4 loads");
		expect(text("outetts", { id: "OuteAI/OuteTTS-0.2-500M" })).toContain("InterfaceVersion.V2");
		expect(text("outetts", { id: "someone/my-outetts-finetune" })).toContain("InterfaceVersion.V3");
	});

	it("speechbrain maps each interface to its module and method, and rejects the rest", () => {
		const sb = (name: unknown): ModelRecord => ({
			id: "a/b",
			config: { speechbrain: { speechbrain_interface: name as string } },
		});
		expect(text("speechbrain", sb("WhisperASR"))).toContain("from speechbrain.inference.ASR import WhisperASR");
		expect(text("speechbrain", sb("WhisperASR"))).toContain("transcribe_file(");
		expect(text("speechbrain", sb("WaveformEnhancement"))).toContain("enhance_file(");
		expect(text("speechbrain", sb("AudioClassifier"))).toContain("from speechbrain.inference.classifiers import");
		expect(run("speechbrain", { id: "a/b" })).toEqual(fallbackOf("interface not specified in config.json"));
		expect(run("speechbrain", sb(""))).toEqual(fallbackOf("interface not specified in config.json"));
		expect(run("speechbrain", sb("os.system"))).toEqual(fallbackOf("interface in config.json invalid"));
		expect(run("speechbrain", sb("import"))).toEqual(fallbackOf("interface in config.json invalid"));
		expect(run("speechbrain", sb("toString"))).toEqual(fallbackOf("interface in config.json invalid"));
		expect(run("speechbrain", sb(42))).toEqual(fallbackOf("interface in config.json invalid"));
	});

	it("pyannote tags win over the repository name", () => {
		const pipelineNamedLikeModel = { id: "a/segmentation-pipeline", tags: ["pyannote-audio-pipeline"] };
		expect(text("pyannote-audio", pipelineNamedLikeModel)).toContain("Pipeline.from_pretrained");
		expect(text("pyannote-audio", { id: "a/diarization", tags: ["pyannote-audio-model"] })).toContain(
			"Model.from_pretrained",
		);
	});

	it("moshi matches the MLX quantization flag to the weights", () => {
		expect(text("moshi", { id: "kyutai/moshiko-mlx-q8" })).toContain("moshi_mlx.local -q 8 --hf-repo");
		expect(text("moshi", { id: "kyutai/moshiko-mlx-bf16" })).toContain("moshi_mlx.local --hf-repo");
		expect(text("moshi", { id: "a/b", tags: ["mlx", "automatic-speech-recognition"] })).toContain(
			"moshi_mlx.run_inference",
		);
	});

	it("writes the sample rates and the reference-clip length the snippets promise", () => {
		expect(text("chat_tts", { id: "2Noise/ChatTTS" })).toContain(", 24000)");
		expect(text("vui", { id: "fluxions/vui" })).toContain(", 22050)");
		expect(text("zonos", { id: "Zyphra/Zonos-v0.1-hybrid" })).toContain("5 to 10 seconds");
	});

	it("keeps a hostile id inside literals in every shell and Python snippet, for every branch", async () => {
		const id = `org/x'"\n${MARKER}();$(${MARKER})\`${MARKER}\``;
		const records: [string, ModelRecord][] = [
			["moshi", { id: `kyutai/moshiko-candle-q8${id}` }],
			["moshi", { id: `kyutai/moshika-mlx-q4${id}` }],
			["moshi", { id, tags: ["automatic-speech-recognition"] }],
			["vibevoice", { id: `microsoft/VibeVoice-Realtime${id}` }],
			["vibevoice", { id, pipeline_tag: "automatic-speech-recognition" }],
			["vibevoice", { id }],
			["openasr", { id }],
			["whisperkit", { id }],
			["supertonic", { id }],
			["chatterbox", { id: `ResembleAI/chatterbox-turbo${id}` }],
			["index-tts", { id: `IndexTeam/IndexTTS-2.5${id}` }],
			["speechbrain", { id, config: { speechbrain: { speechbrain_interface: "Tacotron2", vocoder_model_id: id } } }],
		];
		const checks = records.flatMap(([key, model], n) =>
			run(key, model).map((s, i) => ({
				name: `${key}#${n}.${i}`,
				language: s.language,
				content: s.content,
				payload: MARKER,
			})),
		);
		expect(checks.length).toBeGreaterThan(records.length);
		expect(formatFailures(await validateSnippets(checks))).toBe("");
	});
});
