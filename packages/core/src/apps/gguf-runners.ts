/**
 * Command-line runners of GGUF repositories: each takes `owner/name:QUANT` (or one file of the chosen quant) and
 * downloads it itself. Install commands are the apps' own documented ones.
 */
import { sh } from "../code/index.js";
import { hasGgufFiles, isGgufRepo } from "./applies.js";
import { HUB_LOCAL_APPS } from "./sources.js";
import type { AppContext, LocalApp } from "./types.js";
import { idOf, idPath, quantRef, repoName, snippet } from "./write.js";

/** The first file of the chosen quant; apps that need one apply only when the record lists GGUF files. */
const fileOf = (context: AppContext) => context.quant?.files[0] ?? "";

export const ollama: LocalApp = {
	key: "ollama",
	label: "Ollama",
	docsUrl: "https://huggingface.co/docs/hub/ollama",
	source: ["https://huggingface.co/docs/hub/ollama", "https://github.com/ollama/ollama/blob/main/README.md"],
	kind: "snippet",
	gguf: true,
	applies: isGgufRepo,
	steps: (model, context) => [
		snippet(
			"Install Ollama (Linux; macOS and Windows have installers), then run the model",
			sh`
				curl -fsSL https://ollama.com/install.sh | sh
				ollama run ${`hf.co/${quantRef(model, context)}`}
			`,
		),
	],
};

export const dockerModelRunner: LocalApp = {
	key: "docker-model-runner",
	label: "Docker Model Runner",
	docsUrl: "https://docs.docker.com/ai/model-runner/",
	source: [
		"https://docs.docker.com/ai/model-runner/",
		"https://docs.docker.com/reference/cli/docker/model/run/",
		"https://github.com/docker/docs/pull/22526",
	],
	kind: "snippet",
	gguf: true,
	applies: isGgufRepo,
	steps: (model, context) => [
		snippet(
			"Run the model with Docker Model Runner (Docker Desktop, or the docker-model-plugin on Linux)",
			sh`docker model run ${`hf.co/${quantRef(model, context)}`}`,
		),
	],
};

export const lemonade: LocalApp = {
	key: "lemonade",
	label: "Lemonade",
	docsUrl: "https://lemonade-server.ai/docs/",
	source: [
		"https://github.com/lemonade-sdk/lemonade/blob/main/docs/guide/cli.md",
		"https://github.com/lemonade-sdk/lemonade/blob/main/docs/guide/configuration/custom-models.md",
	],
	kind: "snippet",
	gguf: true,
	applies: isGgufRepo,
	steps: (model, context) => {
		const name = `user.${repoName(model)}${context.quant ? `-${context.quant.label}` : ""}`;
		return [
			snippet(
				"With Lemonade installed (lemonade-server.ai), register and download the model, then chat with it",
				sh`
					lemonade pull ${name} --checkpoint main ${quantRef(model, context)} --recipe llamacpp
					lemonade run ${name}
				`,
			),
		];
	},
};

export const localAi: LocalApp = {
	key: "localai",
	label: "LocalAI",
	docsUrl: "https://localai.io/basics/getting_started/",
	source: [
		"https://localai.io/basics/getting_started/",
		"https://huggingface.co/fakezeta/Llama3-Aloe-8B-Alpha-ov-int8/discussions/1",
		HUB_LOCAL_APPS,
	],
	kind: "snippet",
	gguf: true,
	applies: hasGgufFiles,
	steps: (model, context) => [
		snippet(
			"Install LocalAI, then run the chosen file",
			sh`
				curl https://localai.io/install.sh | sh
				local-ai run ${`huggingface://${idOf(model)}/${fileOf(context)}`}
			`,
		),
	],
};

export const koboldCpp: LocalApp = {
	key: "koboldcpp",
	label: "KoboldCpp",
	docsUrl: "https://github.com/LostRuins/koboldcpp",
	source: [
		"https://github.com/LostRuins/koboldcpp/blob/concedo/README.md",
		"https://github.com/LostRuins/koboldcpp/blob/concedo/koboldcpp.py",
	],
	kind: "snippet",
	gguf: true,
	applies: hasGgufFiles,
	steps: (model, context) => [
		snippet(
			"Download KoboldCpp (Linux x64; the releases page has the other builds), then load the chosen file by URL",
			sh`
				curl -fLo koboldcpp https://github.com/LostRuins/koboldcpp/releases/latest/download/koboldcpp-linux-x64
				chmod +x koboldcpp
				./koboldcpp --model ${`https://huggingface.co/${idPath(idOf(model))}/resolve/main/${idPath(fileOf(context))}`}
			`,
		),
	],
};

export const textGenerationWebui: LocalApp = {
	key: "text-generation-webui",
	label: "text-generation-webui",
	docsUrl: "https://github.com/oobabooga/text-generation-webui",
	source: [
		"https://github.com/oobabooga/text-generation-webui/blob/main/README.md",
		"https://github.com/oobabooga/text-generation-webui/blob/main/download-model.py",
	],
	kind: "snippet",
	gguf: true,
	applies: hasGgufFiles,
	steps: (model, context) => [
		snippet(
			"Install the portable web UI, download the chosen file, then start it and pick the file in the Model tab",
			sh`
				git clone https://github.com/oobabooga/textgen
				cd textgen
				python -m venv venv
				. venv/bin/activate
				pip install -r requirements/portable/requirements.txt --upgrade
				python download-model.py ${idOf(model)} --specific-file ${fileOf(context)}
				python server.py --portable --api --auto-launch
			`,
		),
	],
};

export const gpt4all: LocalApp = {
	key: "gpt4all",
	label: "GPT4All",
	docsUrl: "https://docs.gpt4all.io/",
	source: ["https://huggingface.co/docs/hub/gguf-gpt4all"],
	kind: "snippet",
	gguf: true,
	applies: hasGgufFiles,
	steps: (model, context) => [
		snippet(
			"Download the chosen file into a folder, then set GPT4All's download path (Settings) to it, or search for the model under Add Model in the app",
			sh`
				pip install -U huggingface_hub
				hf download ${idOf(model)} ${fileOf(context)} --local-dir gpt4all-models
			`,
		),
	],
};

export const unsloth: LocalApp = {
	key: "unsloth",
	label: "Unsloth Studio",
	docsUrl: "https://unsloth.ai/docs/new/studio",
	source: ["https://unsloth.ai/docs/get-started/install", HUB_LOCAL_APPS],
	kind: "snippet",
	gguf: false,
	applies: (model) => isGgufRepo(model) || (Array.isArray(model.tags) && model.tags.includes("unsloth")),
	steps: () => [
		snippet(
			"Install Unsloth Studio (macOS, Linux, WSL), start it on this machine, then open http://127.0.0.1:8888 and search for this model",
			sh`
				curl -fsSL https://unsloth.ai/install.sh | sh
				unsloth studio -H 127.0.0.1 -p 8888
			`,
		),
	],
};
