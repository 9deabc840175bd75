/**
 * IndexTTS (bilibili): each generation has its own inference module, chosen from the repository name
 * (IndexTTS-2, IndexTTS-2.5, else the 1.x models).
 */
import { py, raw } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { withSample } from "../../samples.js";
import type { LibrarySnippetOptions } from "../../types.js";
import { python } from "../common.js";
import { idOf, install, joinBlocks } from "./shared.js";

type Generation = "1" | "2" | "2.5";

/** The install line, written once. */
const INSTALL = install(
	"# IndexTTS runs from its repository, with the environment managed by uv",
	"git clone https://github.com/index-tts/index-tts.git && cd index-tts",
	"git lfs pull",
	"pip install -U uv",
	"uv sync --all-extras",
	"# Run the Python below with: uv run python your_script.py",
);

function generationOf(model: ModelRecord): Generation {
	const id = idOf(model);
	if (/indextts-2\.5/i.test(id)) return "2.5";
	if (/indextts-?2/i.test(id)) return "2";
	return "1";
}

export function indexTts(model: ModelRecord, options?: LibrarySnippetOptions): Snippet[] {
	const generation = generationOf(model);
	const module =
		generation === "1" ? "indextts.infer" : generation === "2" ? "indextts.infer_v2" : "indextts.infer_v2_5";
	const cls = generation === "1" ? "IndexTTS" : "IndexTTS2";
	const load = py`
		from huggingface_hub import snapshot_download
		from ${raw(module)} import ${raw(cls)}

		# The classes read a local folder: download the repository into one first
		model_dir = snapshot_download(${model.id}, local_dir="checkpoints")
	`;
	const run =
		generation === "1"
			? py`
				tts = IndexTTS(model_dir=model_dir, cfg_path=f"{model_dir}/config.yaml")

				# Clones the voice of the reference recording
				tts.infer("reference_voice.wav", "Hello! This voice was cloned from a short recording.", "indextts.wav")
				print("Saved indextts.wav")
			`
			: py`
				tts = IndexTTS2(cfg_path=f"{model_dir}/config.yaml", model_dir=model_dir)

				# spk_audio_prompt is the voice to clone; emo_audio_prompt or emo_vector can steer the emotion
				tts.infer(
				    spk_audio_prompt="reference_voice.wav",
				    text="Hello! This voice was cloned from a short recording.",${raw(generation === "2.5" ? '\n    lang="EN",' : "")}
				    output_path="indextts.wav",
				    verbose=True,
				)
				print("Saved indextts.wav")
			`;
	return [
		INSTALL,
		python(withSample(joinBlocks(load, run), "reference_voice.wav", "speech", "reference_voice", options)),
	];
}
