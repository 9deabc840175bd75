import { FILE_TYPES, TENSOR_TYPES } from "@modelhub/core";
import type { Command } from "../command.js";
import { table, writeJson } from "../io.js";

const NOTES = { current: "", retired: "retired", naming: "naming only (unsloth), not a GGUF value" };

export const quantsCommand: Command = {
	name: "quants",
	summary: "List GGUF file types and tensor types with their bits per weight",
	usage: "quants [--json]",
	help: [["--json", 'print {"fileTypes": [...], "tensorTypes": [...]} as JSON']],
	options: { json: { type: "boolean" } },
	positionals: [0, 0],
	run(values, _positionals, io) {
		if (values.json) {
			writeJson(io, {
				fileTypes: FILE_TYPES.map((t) => ({
					name: t.name,
					value: t.value,
					bitsPerWeight: t.bitsPerWeight,
					tensorTypes: t.tensorTypes,
					status: t.status,
				})),
				tensorTypes: TENSOR_TYPES.map((t) => ({
					name: t.name,
					value: t.value,
					family: t.family,
					blockSize: t.blockSize,
					bytesPerBlock: t.bytesPerBlock,
					bitsPerWeight: t.bitsPerWeight,
					description: t.description,
				})),
			});
			return 0;
		}
		const files = table(
			["file type", "value", "~bits/weight", "mostly", "note"],
			FILE_TYPES.map((t) => [
				t.name,
				String(t.value),
				String(t.bitsPerWeight),
				t.tensorTypes.join(" + "),
				NOTES[t.status],
			]),
		);
		const tensors = table(
			["tensor type", "value", "family", "block", "bytes", "bits/weight", "description"],
			TENSOR_TYPES.map((t) => [
				t.name,
				String(t.value),
				t.family,
				String(t.blockSize),
				String(t.bytesPerBlock),
				String(t.bitsPerWeight),
				t.description,
			]),
		);
		io.stdout(
			`File types (general.file_type), largest to smallest:\n\n${files}\n` +
				`Tensor types (ggml_type), by family, legacy last:\n\n${tensors}`,
		);
		return 0;
	},
};
