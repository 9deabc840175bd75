/**
 * llama.cpp's own tools, which download a repository's GGUF file themselves with `-hf owner/name[:QUANT]` (the quant
 * is optional, case-insensitive, and defaults to Q4_K_M), and node-llama-cpp, which takes the same reference as an
 * `hf:` URI.
 */
import { sh } from "../code/index.js";
import { isGgufRepo } from "./applies.js";
import { HUB_LOCAL_APPS } from "./sources.js";
import type { LocalApp } from "./types.js";
import { idOf, openaiRequest, quantRef, snippet } from "./write.js";

const LLAMA_CPP_SOURCES = [
	"https://github.com/ggml-org/llama.cpp/blob/master/docs/install.md",
	"https://github.com/ggml-org/llama.cpp/blob/master/tools/server/README.md",
	"https://github.com/ggml-org/llama.cpp/blob/master/docs/models.md",
];

export const llamaCppServer: LocalApp = {
	key: "llama.cpp-server",
	label: "llama.cpp (server)",
	docsUrl: "https://github.com/ggml-org/llama.cpp/blob/master/tools/server/README.md",
	source: LLAMA_CPP_SOURCES,
	kind: "snippet",
	gguf: true,
	applies: isGgufRepo,
	steps: (model, context) => [
		snippet(
			"Install llama.cpp (Homebrew; winget and release binaries also exist), then serve the model with a web UI on port 8080",
			sh`
				brew install llama.cpp
				llama-server -hf ${quantRef(model, context)} --host 127.0.0.1 --port 8080
			`,
		),
		openaiRequest(8080, model, idOf(model)),
	],
};

export const llamaCppCli: LocalApp = {
	key: "llama.cpp-cli",
	label: "llama.cpp (CLI)",
	docsUrl: "https://github.com/ggml-org/llama.cpp/blob/master/tools/cli/README.md",
	source: LLAMA_CPP_SOURCES,
	kind: "snippet",
	gguf: true,
	applies: isGgufRepo,
	steps: (model, context) => [
		snippet(
			"Install llama.cpp, then chat with the model in the terminal",
			sh`
				brew install llama.cpp
				llama-cli -hf ${quantRef(model, context)}
			`,
		),
	],
};

export const nodeLlamaCpp: LocalApp = {
	key: "node-llama-cpp",
	label: "node-llama-cpp",
	docsUrl: "https://node-llama-cpp.withcat.ai/cli/chat",
	source: ["https://node-llama-cpp.withcat.ai/guide/downloading-models#model-uris", HUB_LOCAL_APPS],
	kind: "snippet",
	gguf: true,
	applies: isGgufRepo,
	steps: (model, context) => [
		snippet(
			"Chat with the model (Node.js; npx fetches node-llama-cpp)",
			sh`npx -y node-llama-cpp chat ${`hf:${quantRef(model, context)}`}`,
		),
		snippet(
			"Estimate how well the model runs on this machine",
			sh`npx -y node-llama-cpp inspect estimate ${`hf:${quantRef(model, context)}`}`,
		),
	],
};
