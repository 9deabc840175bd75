/**
 * Servers that load a repository by id and answer on an OpenAI-compatible endpoint on this machine: each snippet
 * installs, serves on 127.0.0.1, and a second one sends a request.
 */
import { sh } from "../code/index.js";
import type { ModelRecord } from "../model.js";
import { isMlx, isTransformersLlm } from "./applies.js";
import { HUB_LOCAL_APPS } from "./sources.js";
import type { LocalApp } from "./types.js";
import { idOf, openaiRequest, snippet, tagged } from "./write.js";

const QUANTIZED = new Set(["awq", "gptq", "aqlm", "marlin"]);

/** transformers LLMs, and checkpoints quantized with a method vLLM loads. */
function vllmRuns(model: ModelRecord): boolean {
	const method = model.config?.quantization_config?.quant_method;
	const task = String(model.pipeline_tag);
	return (
		isTransformersLlm(model) ||
		(typeof method === "string" &&
			QUANTIZED.has(method) &&
			(task === "text-generation" || task === "image-text-to-text"))
	);
}

export const vllm: LocalApp = {
	key: "vllm",
	label: "vLLM",
	docsUrl: "https://docs.vllm.ai/en/latest/serving/openai_compatible_server.html",
	source: [
		"https://docs.vllm.ai/en/latest/serving/openai_compatible_server.html",
		"https://docs.vllm.ai/en/latest/getting_started/quickstart.html",
	],
	kind: "snippet",
	gguf: false,
	applies: vllmRuns,
	steps: (model) => [
		snippet(
			"Install vLLM (Linux with a GPU), then serve the model on port 8000",
			sh`
				pip install vllm
				vllm serve ${idOf(model)} --host 127.0.0.1 --port 8000
			`,
		),
		openaiRequest(8000, model, idOf(model)),
	],
};

export const sglang: LocalApp = {
	key: "sglang",
	label: "SGLang",
	docsUrl: "https://docs.sglang.io/docs/get-started/quickstart",
	source: [
		"https://docs.sglang.io/docs/get-started/quickstart",
		"https://docs.sglang.io/docs/basic_usage/send_request",
	],
	kind: "snippet",
	gguf: false,
	applies: vllmRuns,
	steps: (model) => [
		snippet(
			"Install SGLang, then serve the model on port 30000",
			sh`
				pip install sglang
				python3 -m sglang.launch_server --model-path ${idOf(model)} --host 127.0.0.1 --port 30000
			`,
		),
		openaiRequest(30000, model, idOf(model)),
	],
};

export const tgi: LocalApp = {
	key: "tgi",
	label: "Text Generation Inference",
	docsUrl: "https://huggingface.co/docs/text-generation-inference/quicktour",
	source: [
		"https://huggingface.co/docs/text-generation-inference/quicktour",
		"https://huggingface.co/docs/text-generation-inference/messages_api",
		"https://github.com/huggingface/text-generation-inference/blob/main/README.md",
	],
	kind: "snippet",
	gguf: false,
	applies: (model) => tagged(model, "text-generation-inference"),
	steps: (model) => [
		snippet(
			"Serve the model with TGI's Docker image (NVIDIA GPU) on port 8080",
			sh`
				docker run --gpus all --shm-size 1g -p 127.0.0.1:8080:80 -v "$PWD/data:/data" \
				  ghcr.io/huggingface/text-generation-inference:latest --model-id ${idOf(model)}
			`,
		),
		openaiRequest(8080, model, "tgi"),
	],
};

export const mlxLm: LocalApp = {
	key: "mlx-lm",
	label: "MLX LM",
	docsUrl: "https://github.com/ml-explore/mlx-lm",
	source: [
		"https://github.com/ml-explore/mlx-lm/blob/main/README.md",
		"https://github.com/ml-explore/mlx-lm/blob/main/mlx_lm/SERVER.md",
		HUB_LOCAL_APPS,
	],
	kind: "snippet",
	platforms: "macOS (Apple silicon)",
	gguf: false,
	applies: (model) => isMlx(model) && model.pipeline_tag === "text-generation",
	steps: (model) => [
		snippet(
			tagged(model, "conversational")
				? "Install MLX LM, then chat in the terminal"
				: "Install MLX LM, then generate text",
			tagged(model, "conversational")
				? sh`
					pip install mlx-lm
					mlx_lm.chat --model ${idOf(model)}
				`
				: sh`
					pip install mlx-lm
					mlx_lm.generate --model ${idOf(model)} --prompt 'Once upon a time,'
				`,
		),
		snippet("Or serve it on port 8080", sh`mlx_lm.server --model ${idOf(model)} --port 8080`),
		openaiRequest(8080, model, idOf(model)),
	],
};
