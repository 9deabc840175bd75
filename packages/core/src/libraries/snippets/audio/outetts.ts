/**
 * OuteTTS: language-model-based TTS. Checkpoints in the transformers format load with the HF backend; each model
 * generation speaks a different prompt format, chosen by its interface version. GGUF files run on the llama.cpp
 * backend (outetts 0.4.4 requires llama-cpp-python), with the tokenizer of the base model the card names. OuteTTS
 * 0.4 has no ONNX backend: ONNX exports get a comment saying which runtime loads them.
 */
import { py, raw } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { fallback, firstOf, python } from "../common.js";
import { ggufChoice } from "../text/llama-cpp-python.js";
import { hasAnyTag, idOf, pipInstall } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("outetts");

/** OuteTTS 0.1 uses interface V1, 0.2 and 0.3 use V2, and the 1.0 models (the default) use V3. */
function interfaceVersion(model: ModelRecord): "V1" | "V2" | "V3" {
	const id = idOf(model);
	if (/outetts-0\.1/i.test(id)) return "V1";
	if (/outetts-0\.[23]/i.test(id)) return "V2";
	return "V3";
}

export const NO_ONNX =
	"OuteTTS 0.4 loads transformers (HF), GGUF (llama.cpp), EXL2 and vLLM checkpoints, not ONNX files: run this export with onnxruntime or transformers.js.";
export const NO_GGUF_BASE =
	"Base model not specified in the model card (cardData.base_model): OuteTTS needs its tokenizer.";

/** `gguf_file = …`: the file the record lists, else the first GGUF file the repository holds. */
function ggufFileLine(model: ModelRecord, file: string | undefined): string {
	return file
		? py`
			# One quantization of the repository; the others load the same way by file name
			gguf_file = ${file}
		`
		: py`
			# The repository's first GGUF file; name another one to choose a different quantization
			gguf_file = next(f for f in list_repo_files(${model.id}) if f.endswith(".gguf"))
		`;
}

export function outetts(model: ModelRecord): Snippet[] {
	if (hasAnyTag(model, "onnx") && !hasAnyTag(model, "gguf")) return fallback(NO_ONNX);
	const version = interfaceVersion(model);
	const gguf = hasAnyTag(model, "gguf");
	const choice = gguf ? ggufChoice(model) : undefined;
	// The tokenizer: the card's base model, else the repository the GGUF export is named after ("…-GGUF")
	const base = gguf ? (firstOf(model.cardData?.base_model) ?? idOf(model).match(/^(.+)-GGUF$/i)?.[1]) : undefined;
	if (gguf && !base) return fallback(NO_GGUF_BASE);
	const speaker =
		version === "V3"
			? py`
				# A built-in speaker profile; interface.create_speaker("voice.wav") makes one from your own recording
				speaker = interface.load_default_speaker("EN-FEMALE-1-NEUTRAL")
			`
			: py`
				# A speaker profile made from a short recording of the voice to use
				speaker = interface.create_speaker("reference_voice.wav")
			`;
	const config = gguf
		? py`
			import outetts
			from huggingface_hub import hf_hub_download${raw(choice ? "" : ", list_repo_files")}

			${raw(ggufFileLine(model, choice?.file))}
			# Run by llama.cpp; the tokenizer is the base model's
			interface = outetts.Interface(
			    config=outetts.ModelConfig(
			        model_path=hf_hub_download(${model.id}, gguf_file),
			        tokenizer_path=${base ?? ""},
			        interface_version=outetts.InterfaceVersion.${raw(version)},
			        backend=outetts.Backend.LLAMACPP,
			    )
			)
		`
		: py`
			import outetts

			interface = outetts.Interface(
			    config=outetts.ModelConfig(
			        model_path=${model.id},
			        tokenizer_path=${model.id},
			        interface_version=outetts.InterfaceVersion.${raw(version)},
			        backend=outetts.Backend.HF,
			    )
			)
		`;
	return [
		PIP_INSTALL,
		python(py`
			${raw(config)}

			${raw(speaker)}

			output = interface.generate(
			    config=outetts.GenerationConfig(
			        text="Welcome back! Here is a short summary of today's news.",
			        speaker=speaker,
			    )
			)
			output.save("outetts.wav")
			print("Saved outetts.wav")
		`),
	];
}
