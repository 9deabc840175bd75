/**
 * Kyutai's moshi package: the Moshi speech-to-speech dialogue models and the Kyutai speech-to-text models, in
 * PyTorch, MLX (Apple silicon) and Candle (the Rust server) builds, told apart by the repository name.
 */
import { raw, sh } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { shellSample } from "../../samples.js";
import type { LibrarySnippetOptions } from "../../types.js";
import { bash } from "../common.js";
import { doesTask, hasAnyTag, idLower, pipInstall } from "./shared.js";

/** The install lines, written once. */
const MLX_INSTALL = pipInstall("moshi_mlx");
const INSTALL = pipInstall("moshi");

/** `id` is the model id in lower case. */
function isMlx(model: ModelRecord, id: string): boolean {
	return hasAnyTag(model, "mlx") || id.includes("mlx");
}

/** The quantization flag a Moshi MLX build needs (`id` in lower case); it must match the weights in the repository. */
function mlxQuantFlag(id: string): string {
	if (/(^|[-_])q4([-_]|$)/.test(id)) return " -q 4";
	if (/(^|[-_])q8([-_]|$)/.test(id)) return " -q 8";
	return "";
}

export function moshi(model: ModelRecord, options?: LibrarySnippetOptions): Snippet[] {
	const id = idLower(model);
	if (doesTask(model, "automatic-speech-recognition")) {
		const sample = shellSample("speech", options);
		if (isMlx(model, id)) {
			return [
				MLX_INSTALL,
				bash(sh`
					${raw(sample.lines)}

					# Transcribes the file, streaming the words as they are recognised
					python -m moshi_mlx.run_inference --hf-repo ${model.id} ${sample.file} --temp 0
				`),
			];
		}
		return [
			INSTALL,
			bash(sh`
				${raw(sample.lines)}

				# Transcribes the file, streaming the words as they are recognised
				python -m moshi.run_inference --hf-repo ${model.id} ${sample.file}
			`),
		];
	}
	if (id.includes("candle")) {
		return [
			bash(sh`
				# Candle weights run in moshi's Rust server (use --features metal instead of cuda on macOS)
				git clone https://github.com/kyutai-labs/moshi.git && cd moshi/rust
				# Point the server's config at this repository
				python3 -c 'import json, sys; p = "moshi-backend/config.json"; c = json.load(open(p)); c["hf_repo"] = sys.argv[1]; json.dump(c, open(p, "w"), indent=2)' ${model.id}
				cargo run --features cuda --bin moshi-backend -r -- --config moshi-backend/config.json standalone
			`),
		];
	}
	if (isMlx(model, id)) {
		return [
			MLX_INSTALL,
			bash(sh`
				# Talk with the model from the terminal (macOS on Apple silicon)
				python -m moshi_mlx.local${raw(mlxQuantFlag(id))} --hf-repo ${model.id}
			`),
		];
	}
	return [
		INSTALL,
		bash(sh`
			# Starts a local server with a web UI: open http://localhost:8998 and talk through the microphone
			python -m moshi.server --hf-repo ${model.id}
		`),
	];
}
