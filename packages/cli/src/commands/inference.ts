import { CliError, type Command } from "../command.js";

// Placeholder until the inference command lands; replaced by its real implementation.
export const inferenceCommand: Command = {
	name: "inference",
	summary: "(not built yet)",
	usage: "inference",
	options: {},
	positionals: [0, 0],
	run() {
		throw new CliError("the inference command is not built yet");
	},
};
