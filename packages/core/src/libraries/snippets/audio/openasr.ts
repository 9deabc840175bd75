/**
 * OpenASR: a Rust command-line tool that runs signed `.oasr` model packs. Its catalogue names a pack by the
 * repository's name alone (OpenASR/qwen3-asr-0.6b is the pack "qwen3-asr-0.6b").
 */
import { raw, sh } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { shellSample } from "../../samples.js";
import type { LibrarySnippetOptions } from "../../types.js";
import { bash } from "../common.js";
import { install, nameOf } from "./shared.js";

/** The install line, written once. */
const INSTALL = install(
	"# Build the openasr binary (needs Rust, cmake and a C/C++ toolchain)",
	"git clone --recurse-submodules https://github.com/QuintinShaw/openasr.git && cd openasr",
	"cargo build --release -p openasr-cli",
	'export PATH="$PWD/target/release:$PATH"',
);

export function openasr(model: ModelRecord, options?: LibrarySnippetOptions): Snippet[] {
	const pack = nameOf(model);
	const sample = shellSample("speech", options);
	return [
		INSTALL,
		bash(sh`
			# Install the pack (its recommended quantization), then transcribe offline
			openasr pull ${pack}

			${raw(sample.lines)}
			openasr transcribe ${sample.file} -m ${pack}
		`),
	];
}
