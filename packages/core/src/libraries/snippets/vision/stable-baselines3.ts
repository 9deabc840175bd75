/**
 * Stable-Baselines3: the agent's zip downloads with `huggingface_sb3.load_from_hub(repo_id, filename)`, named
 * "<repository name>.zip" by the SB3 upload tools. The algorithm class comes from the card's model-index or the
 * repository-name prefix ("ppo-LunarLander-v2"); when neither names one, the class is a marked placeholder.
 */
import { comment, py, raw } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { bash, python } from "../common.js";
import { idOf, modelIndexOf, nameOf, pipInstall } from "./shared.js";

/** Lower-case algorithm name → [package, class]. Only these fixed class names are ever written. */
const ALGORITHMS = new Map<string, [string, string]>([
	["a2c", ["stable_baselines3", "A2C"]],
	["ddpg", ["stable_baselines3", "DDPG"]],
	["dqn", ["stable_baselines3", "DQN"]],
	["ppo", ["stable_baselines3", "PPO"]],
	["sac", ["stable_baselines3", "SAC"]],
	["td3", ["stable_baselines3", "TD3"]],
	["ars", ["sb3_contrib", "ARS"]],
	["qrdqn", ["sb3_contrib", "QRDQN"]],
	["tqc", ["sb3_contrib", "TQC"]],
	["trpo", ["sb3_contrib", "TRPO"]],
	["recurrentppo", ["sb3_contrib", "RecurrentPPO"]],
	["ppo_lstm", ["sb3_contrib", "RecurrentPPO"]],
]);

/** Written in place of the import when no algorithm is known. */
const UNKNOWN_ALGORITHM = comment(
	"python",
	"Couldn't tell which algorithm trained this agent: replace ALGORITHM with its class\n" +
		"(PPO, DQN, SAC, ... from stable_baselines3, or QRDQN, TQC, ... from sb3_contrib) and import it.",
);

function algorithmOf(model: ModelRecord, name: string): [string, string] | undefined {
	const fromCard = modelIndexOf(model).name;
	const found = fromCard ? ALGORITHMS.get(fromCard.toLowerCase()) : undefined;
	if (found) return found;
	const dash = name.indexOf("-");
	const fromName = dash < 0 ? name : name.slice(0, dash);
	return fromName ? ALGORITHMS.get(fromName.toLowerCase()) : undefined;
}

const INSTALL = pipInstall("stable-baselines3", "huggingface_sb3").content;
const INSTALL_CONTRIB = pipInstall("stable-baselines3", "huggingface_sb3", "sb3-contrib").content;

export function stableBaselines3(model: ModelRecord): Snippet[] {
	const name = nameOf(model);
	const load = py`
		checkpoint = load_from_hub(repo_id=${idOf(model)}, filename=${`${name}.zip`})
	`;
	const algorithm = algorithmOf(model, name);
	if (!algorithm) {
		return [
			bash(INSTALL),
			python(py`
				from huggingface_sb3 import load_from_hub

				${raw(load)}
				${raw(UNKNOWN_ALGORITHM)}
				model = ALGORITHM.load(checkpoint)
				print(model.policy)
			`),
		];
	}
	const [pkg, className] = algorithm;
	return [
		bash(pkg === "sb3_contrib" ? INSTALL_CONTRIB : INSTALL),
		python(py`
			from huggingface_sb3 import load_from_hub
			from ${raw(pkg)} import ${raw(className)}

			${raw(load)}
			model = ${raw(className)}.load(checkpoint)
			print(model.policy)
		`),
	];
}
