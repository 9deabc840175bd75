import { CliError, type Command } from "../command.js";

// Placeholder until the snippets command lands; replaced by its real implementation.
export const snippetsCommand: Command = {
	name: "snippets",
	summary: "(not built yet)",
	usage: "snippets",
	options: {},
	positionals: [0, 0],
	run() {
		throw new CliError("the snippets command is not built yet");
	},
};
