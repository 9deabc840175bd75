import { CliError, type Command } from "../command.js";

// Placeholder until the libraries command lands; replaced by its real implementation.
export const librariesCommand: Command = {
	name: "libraries",
	summary: "(not built yet)",
	usage: "libraries",
	options: {},
	positionals: [0, 0],
	run() {
		throw new CliError("the libraries command is not built yet");
	},
};
