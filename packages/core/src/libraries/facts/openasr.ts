import type { LibraryFacts, PackageFacts } from "./types.js";

const OPENASR: PackageFacts = {
	package: "openasr",
	repository: "QuintinShaw/openasr",
	release: "0.1.36",
	commit: "562f3fa7e498b3cd0e94908b99477351a0aa6ef1",
	note: "a Rust workspace ([workspace.package] version 0.1.36 in Cargo.toml); the binary is openasr (crates/openasr-cli), built from source as its README says",
	names: {},
	commands: {
		"cargo build": {
			source: "README.md (Building from source: cargo build --release -p openasr-cli)",
			flags: ["--release", "-p"],
		},
		"openasr pull": {
			source:
				"crates/openasr-cli/src/cli_args.rs (Command::Pull: a model reference <id> or <id>:<quant>; the catalogue's ids are the OpenASR/<id> repository names, e.g. crates/openasr-core/tests/fixtures/catalog_incident/full_catalog.json)",
			flags: ["--quant", "--size", "--catalog-url", "--source", "--accept-license", "--from"],
		},
		"openasr transcribe": {
			source:
				"crates/openasr-cli/src/cli_args.rs (Command::Transcribe: INPUTS, -m/--model, -f/--format, -o/--output, -y/--yes)",
			flags: ["-m", "--model", "-f", "--format", "-o", "--output", "-y", "--yes", "--offline"],
		},
	},
};

export const OPENASR_FACTS: LibraryFacts = {
	library: "openasr",
	packages: [OPENASR],
	installs: {
		"https://github.com/QuintinShaw/openasr.git":
			"the repository (README.md: clone with --recurse-submodules for crates/openasr-core/third_party/openasr-ggml)",
	},
};
