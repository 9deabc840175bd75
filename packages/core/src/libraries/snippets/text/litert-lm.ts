/** LiteRT-LM: on-device LLMs in .litertlm files, run from the command line. */
import { sh } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { bash, repoName } from "../common.js";

/** The conventional file name: the repository name without its "-litert-lm" suffix. */
function modelFile(model: ModelRecord): string {
	return `${repoName(model).replace(/-litert-lm$/i, "")}.litertlm`;
}

export function litertLm(model: ModelRecord): Snippet[] {
	return [
		bash("pip install -U litert-lm"),
		bash(sh`
			# Downloads the file on first use; check the repository's file list if the name differs
			litert-lm run \\
			  --from-huggingface-repo=${model.id} \\
			  ${modelFile(model)} \\
			  --prompt="Explain in one sentence why the sky is blue."
		`),
	];
}
