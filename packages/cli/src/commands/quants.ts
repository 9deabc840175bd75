import { CliError, type Command } from "../command.js";

// Placeholder until the quants command lands; replaced by its real implementation.
export const quantsCommand: Command = {
	name: "quants",
	summary: "(not built yet)",
	usage: "quants",
	options: {},
	positionals: [0, 0],
	run() {
		throw new CliError("the quants command is not built yet");
	},
};
