/**
 * LeRobot: the policy type is read from the repository's config, then the matching policy class loads the
 * weights. SmolVLA checkpoints need the `smolvla` extra.
 */
import { py, sh } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { bash, python } from "../common.js";
import { idLower, idOf, pipInstall, tagged } from "./shared.js";

/** The install lines, written once. */
const INSTALL = pipInstall("lerobot");
const SMOLVLA_INSTALL = pipInstall('"lerobot[smolvla]"');

export function lerobot(model: ModelRecord): Snippet[] {
	const id = idOf(model);
	const smolvla = tagged(model, "smolvla") || idLower(model).includes("smolvla");
	return [
		smolvla ? SMOLVLA_INSTALL : INSTALL,
		python(py`
			from lerobot.configs.policies import PreTrainedConfig
			from lerobot.policies.factory import get_policy_class

			# The policy type (act, diffusion, smolvla, ...) is stored in the repository's config
			config = PreTrainedConfig.from_pretrained(${id})
			policy = get_policy_class(config.type).from_pretrained(${id})
			policy.eval()

			# The observations the policy expects (camera images, joint states, ...)
			print(config.input_features)
			# action = policy.select_action(observation)
		`),
		bash(sh`
			# Fine-tune the policy on your own LeRobot dataset
			lerobot-train --policy.path=${id} --dataset.repo_id=YOUR_HF_USER/YOUR_DATASET
		`),
	];
}
