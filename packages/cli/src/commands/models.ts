import { CliError, type Command } from "../command.js";

// Placeholder until the models command lands; replaced by its real implementation.
export const modelsCommand: Command = {
	name: "models",
	summary: "(not built yet)",
	usage: "models",
	options: {},
	positionals: [0, 0],
	run() {
		throw new CliError("the models command is not built yet");
	},
};
