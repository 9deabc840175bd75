/**
 * MLX (Apple silicon): the package depends on what the model does. Language models use mlx-lm, vision-language
 * models mlx-vlm, Whisper checkpoints mlx-whisper; anything else is downloaded for use with its own MLX code.
 */
import { py, sh } from "../../../code/index.js";
import { hasTag, type ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { withSample } from "../../samples.js";
import type { LibrarySnippetOptions } from "../../types.js";
import { bash, python, repoName } from "../common.js";

const SAMPLE_IMAGE = "http://images.cocodataset.org/val2017/000000039769.jpg";

function languageModel(model: ModelRecord): Snippet[] {
	if (hasTag(model, "conversational")) {
		return [
			bash("pip install -U mlx-lm"),
			bash(sh`
				# Chat in the terminal
				mlx_lm.chat --model ${model.id}
			`),
			python(py`
				from mlx_lm import load, generate

				model, tokenizer = load(${model.id})

				messages = [
				    {"role": "user", "content": "Write a limerick about a cat who learns to code."},
				]
				prompt = tokenizer.apply_chat_template(messages, add_generation_prompt=True)
				text = generate(model, tokenizer, prompt=prompt, max_tokens=200, verbose=True)
			`),
		];
	}
	return [
		bash("pip install -U mlx-lm"),
		bash(sh`
			mlx_lm.generate --model ${model.id} --prompt "Once upon a time in a quiet harbor town,"
		`),
		python(py`
			from mlx_lm import load, generate

			model, tokenizer = load(${model.id})
			text = generate(model, tokenizer, prompt="Once upon a time in a quiet harbor town,", max_tokens=200, verbose=True)
		`),
	];
}

function visionLanguageModel(model: ModelRecord): Snippet[] {
	return [
		bash("pip install -U mlx-vlm"),
		bash(sh`
			mlx_vlm.generate --model ${model.id} \\
			  --max-tokens 100 \\
			  --prompt "Describe this image." \\
			  --image ${SAMPLE_IMAGE}
		`),
	];
}

function whisper(model: ModelRecord, options?: LibrarySnippetOptions): Snippet[] {
	return [
		bash("pip install -U mlx-whisper"),
		python(
			withSample(
				py`
			import mlx_whisper

			# Any audio file ffmpeg can read
			result = mlx_whisper.transcribe("speech.mp3", path_or_hf_repo=${model.id})
			print(result["text"])
		`,
				"speech.mp3",
				"speech",
				"audio_path",
				options,
			),
		),
	];
}

function download(model: ModelRecord): Snippet[] {
	return [
		bash(sh`
			# Download the MLX weights, then load them with the MLX code made for this model
			pip install -U huggingface_hub
			hf download ${model.id} --local-dir ${repoName(model)}
		`),
	];
}

export function mlx(model: ModelRecord, options?: LibrarySnippetOptions): Snippet[] {
	const task = model.pipeline_tag;
	if (task === "image-text-to-text") return visionLanguageModel(model);
	if (task === "automatic-speech-recognition" || hasTag(model, "whisper")) return whisper(model, options);
	if (task === "text-generation") return languageModel(model);
	return download(model);
}
