/** Unity ML-Agents: trained agents download with the `mlagents-load-from-hf` command. */
import { sh } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { bash } from "../common.js";
import { idOf, nameOf, pipInstall } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("mlagents");

export function mlAgents(model: ModelRecord): Snippet[] {
	return [
		PIP_INSTALL,
		bash(sh`
			# Downloads the agent's .onnx policy, its training configuration and run logs
			mlagents-load-from-hf --repo-id=${idOf(model)} --local-dir=${`./downloads/${nameOf(model)}`}
		`),
	];
}
