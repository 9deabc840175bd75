import { CliError, type Command } from "../command.js";

// Placeholder until the task catalogue lands.
export const tasksCommand: Command = {
	name: "tasks",
	summary: "(not built yet)",
	usage: "tasks",
	options: {},
	positionals: [0, 0],
	run() {
		throw new CliError("the tasks command is not built yet");
	},
};
export const taskCommand: Command = { ...tasksCommand, name: "task", usage: "task <id>" };
