/**
 * OuteTTS: language-model-based TTS. Checkpoints in the transformers format load with the HF backend; each model
 * generation speaks a different prompt format, chosen by its interface version. GGUF and ONNX exports run on other
 * backends and get no snippet here.
 */
import { py, raw } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { python } from "../common.js";
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

export function outetts(model: ModelRecord): Snippet[] {
	if (hasAnyTag(model, "gguf", "onnx")) return [];
	const version = interfaceVersion(model);
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
	return [
		PIP_INSTALL,
		python(py`
			import outetts

			interface = outetts.Interface(
			    config=outetts.ModelConfig(
			        model_path=${model.id},
			        tokenizer_path=${model.id},
			        interface_version=outetts.InterfaceVersion.${raw(version)},
			        backend=outetts.Backend.HF,
			    )
			)

			${raw(speaker)}

			output = interface.generate(
			    config=outetts.GenerationConfig(
			        text="Welcome back! Here is a short summary of today's news.",
			        speaker=speaker,
			    )
			)
			output.save("outetts.wav")
		`),
	];
}
