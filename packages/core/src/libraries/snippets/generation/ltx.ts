/**
 * LTX-2 (Lightricks): the ltx_pipelines command-line modules of the LTX-2 repository. LTX-2 and LTX-2.3 ship one
 * checkpoint file plus a separate Gemma 3 text encoder; LTX-2.5 ships split weights (transformer, text encoder,
 * VAEs, upsampler) in one repository. LoRAs run on the distilled pipeline; IC-LoRAs on the IC-LoRA pipeline with a
 * reference video.
 */
import { sh } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { bash } from "../common.js";
import { baseModel, tagged, widgetText } from "./shared.js";

const GEMMA = "google/gemma-3-12b-it-qat-q4_0-unquantized";
const GEMMA_DIR = "models/gemma-3-12b";
const DEFAULT_PROMPT = "A paper boat drifts down a rain-soaked street gutter, low angle, soft morning light";

/** LTX-2.5 weights are split into components; earlier releases are one checkpoint file. */
function isSplitLayout(model: ModelRecord): boolean {
	if (SPLIT_LAYOUT.test(String(model.id))) return true;
	if (Array.isArray(model.tags)) {
		for (const tag of model.tags) if (typeof tag === "string" && SPLIT_LAYOUT.test(tag)) return true;
	}
	const base = baseModel(model);
	return base !== undefined && SPLIT_LAYOUT.test(base);
}

const SPLIT_LAYOUT = /ltx[-_]?2\.5/i;

/** The name of a repository's folder under models/: the repository name. */
function folderName(id: string): string {
	return id.slice(id.lastIndexOf("/") + 1) || id;
}

type Kind = "base" | "lora" | "ic-lora";

function kindOf(model: ModelRecord): Kind {
	if (tagged(model, "ic-lora")) return "ic-lora";
	if (tagged(model, "lora")) return "lora";
	return "base";
}

function installText(split: boolean): string {
	const sync = split ? "uv sync --extra natten  # natten backs the LTX-2.5 video decoder" : "uv sync --frozen";
	return `# Install the LTX-2 pipelines\ngit clone https://github.com/Lightricks/LTX-2.git\ncd LTX-2\n${sync}`;
}

const INSTALL_SPLIT = installText(true);
const INSTALL_SINGLE = installText(false);

const install = (split: boolean): Snippet => bash(split ? INSTALL_SPLIT : INSTALL_SINGLE);

const GEMMA_DOWNLOAD = sh`
	# The Gemma 3 text encoder the LTX-2 pipelines read
	hf download ${GEMMA} --local-dir ${GEMMA_DIR}
`;

function download(model: ModelRecord, kind: Kind, split: boolean): Snippet {
	const lines = [
		sh`
			# Download this repository (name files after the id to fetch only the checkpoints you use)
			hf download ${model.id} --local-dir ${`models/${folderName(model.id)}`}
		`,
	];
	const base = baseModel(model);
	if (kind !== "base" && base) {
		lines.push(sh`
			# and the base model it adapts (its card names it)
			hf download ${base} --local-dir ${`models/${folderName(base)}`}
		`);
	} else if (kind !== "base") {
		lines.push(
			"# The card names no base model: download the LTX-2 base this adapter was trained for into models/BASE_MODEL",
		);
	}
	if (!split) lines.push(GEMMA_DOWNLOAD);
	return bash(lines.join("\n"));
}

/** The folder under models/ holding the base weights: this repository, the card's base model, or one to fill in. */
function baseDir(model: ModelRecord, kind: Kind): string {
	if (kind === "base") return folderName(model.id);
	const base = baseModel(model);
	return base ? folderName(base) : "BASE_MODEL";
}

/** The flags that point a pipeline at the base weights; upper-case file names stand for the repository's files. */
function weightFlags(split: boolean): string[] {
	return split
		? [
				'--transformer-path "$BASE_DIR/diffusion_models/DISTILLED_TRANSFORMER.safetensors"',
				'--text-encoder-path "$BASE_DIR/text_encoders/TEXT_ENCODER.safetensors"',
				'--video-vae-path "$BASE_DIR/vae/VIDEO_VAE.safetensors"',
				'--audio-vae-path "$BASE_DIR/vae/AUDIO_VAE.safetensors"',
				'--spatial-upsampler-path "$BASE_DIR/latent_upscale_models/SPATIAL_UPSAMPLER.safetensors"',
			]
		: [
				'--distilled-checkpoint-path "$BASE_DIR/DISTILLED_CHECKPOINT.safetensors"',
				'--spatial-upsampler-path "$BASE_DIR/SPATIAL_UPSCALER.safetensors"',
				`--gemma-root ${GEMMA_DIR}`,
			];
}

/**
 * The command's text around the values of one record, for a kind and layout: from the end of the variables to the
 * prompt's value (`middle`), and after it (`end`). Written once for each of the six cases.
 */
function commandText(kind: Kind, split: boolean): { middle: string; end: string } {
	const flags = weightFlags(split);
	if (kind !== "base") flags.push('--lora "$ADAPTER_DIR/ADAPTER.safetensors" 1.0');
	if (kind === "ic-lora") flags.push("--video-conditioning reference.mp4 1.0");
	const module = kind === "ic-lora" ? "ic_lora" : "distilled";
	const what =
		kind === "ic-lora"
			? "# Video-to-video: the IC-LoRA follows reference.mp4 on the distilled base model"
			: kind === "lora"
				? "# Text-to-video with the LoRA on the distilled base model"
				: "# Text-to-video with the distilled pipeline (the fastest one)";
	const hint =
		kind === "ic-lora"
			? ""
			: "\n# For image-to-video add: --image first_frame.jpg 0 1.0  (path, frame index, strength)";
	const lines = [...flags, "--prompt "].join(" \\\n    ");
	return {
		middle: `\n\n${what}\nuv run python -m ltx_pipelines.${module} \\\n    ${lines}`,
		end: ` \\\n    --output-path output.mp4${hint}`,
	};
}

const COMMANDS: Record<Kind, [single: ReturnType<typeof commandText>, split: ReturnType<typeof commandText>]> = {
	base: [commandText("base", false), commandText("base", true)],
	lora: [commandText("lora", false), commandText("lora", true)],
	"ic-lora": [commandText("ic-lora", false), commandText("ic-lora", true)],
};

function run(model: ModelRecord, kind: Kind, split: boolean): Snippet {
	const command = COMMANDS[kind][split ? 1 : 0];
	const adapter = kind === "base" ? "" : `\n${sh`ADAPTER_DIR=${`models/${folderName(model.id)}`}`}`;
	return bash(
		"# Replace the upper-case file names with the ones in the repositories' file lists\n" +
			sh`BASE_DIR=${`models/${baseDir(model, kind)}`}` +
			adapter +
			command.middle +
			sh`${widgetText(model) ?? DEFAULT_PROMPT}` +
			command.end,
	);
}

export function ltx(model: ModelRecord): Snippet[] {
	const split = isSplitLayout(model);
	const kind = kindOf(model);
	return [install(split), download(model, kind, split), run(model, kind, split)];
}
