/**
 * Sample Factory: experiments download with its `load_from_hub` script into a train directory. When the card's
 * model-index names a VizDoom, Atari or MuJoCo environment, the snippet also shows the matching `enjoy` script.
 */
import { raw, sh } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { bash } from "../common.js";
import { idOf, modelIndexOf, nameOf, pipInstall } from "./shared.js";

/** The install line, written once. */
const PIP_INSTALL = pipInstall("sample-factory");

/** Environment-name prefix → the enjoy script of Sample Factory's examples for that family. */
const ENJOY_SCRIPTS: readonly [prefix: string, script: string][] = [
	["doom_", "sf_examples.vizdoom.enjoy_vizdoom"],
	["atari_", "sf_examples.atari.enjoy_atari"],
	["mujoco_", "sf_examples.mujoco.enjoy_mujoco"],
];

export function sampleFactory(model: ModelRecord): Snippet[] {
	const download = sh`
		python -m sample_factory.huggingface.load_from_hub -r ${idOf(model)} -d ./train_dir
	`;
	const { name: algo, dataset: env } = modelIndexOf(model);
	const script = env ? ENJOY_SCRIPTS.find(([prefix]) => env.startsWith(prefix))?.[1] : undefined;
	if (!env || !script) return [PIP_INSTALL, bash(download)];
	return [
		PIP_INSTALL,
		bash(sh`
			${raw(download)}
			# Watch the agent play (the experiment folder is named after the repository)
			python -m ${raw(script)} --algo=${algo ?? "APPO"} --env=${env} --train_dir=./train_dir --experiment=${nameOf(model)}
		`),
	];
}
