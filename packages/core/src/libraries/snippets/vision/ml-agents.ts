/**
 * Unity ML-Agents: a trained agent is a folder (its .onnx policy, training configuration and run logs) downloaded with
 * `hf download`. ML-Agents' own `mlagents-load-from-hf` imports `huggingface_hub.Repository`, which huggingface_hub
 * 1.0 removed, and its last release (1.1.0) installs only on Python 3.10.1-3.10.12.
 */
import { sh } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { bash, install } from "../common.js";
import { idOf, nameOf } from "./shared.js";

/** The install line, written once, with what keeps ML-Agents' own download command from working. */
const PIP_INSTALL = install(
	"# ML-Agents' mlagents-load-from-hf needs huggingface_hub.Repository, removed in huggingface_hub 1.0, and mlagents",
	"# 1.1.0 (its last release) installs only on Python 3.10.1-3.10.12: the hf command downloads the agent instead",
	"pip install -U huggingface_hub",
);

export function mlAgents(model: ModelRecord): Snippet[] {
	return [
		PIP_INSTALL,
		bash(sh`
			# Downloads the agent's .onnx policy, its training configuration and run logs
			hf download ${idOf(model)} --local-dir ${`./downloads/${nameOf(model)}`}
		`),
	];
}
