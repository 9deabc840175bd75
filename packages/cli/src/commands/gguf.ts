import { CliError, type Command } from "../command.js";

// Placeholder until the gguf command lands; replaced by its real implementation.
export const ggufCommand: Command = {
	name: "gguf",
	summary: "(not built yet)",
	usage: "gguf",
	options: {},
	positionals: [0, 0],
	run() {
		throw new CliError("the gguf command is not built yet");
	},
};
