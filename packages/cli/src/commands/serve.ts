import { CliError, type Command } from "../command.js";

// Placeholder until the serve command lands; replaced by its real implementation.
export const serveCommand: Command = {
	name: "serve",
	summary: "(not built yet)",
	usage: "serve",
	options: {},
	positionals: [0, 0],
	run() {
		throw new CliError("the serve command is not built yet");
	},
};
