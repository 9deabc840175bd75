import type { Command } from "../command.js";
import { orgsCommand, tokensCommand, usersCommand } from "./accounts.js";
import { appsCommand } from "./apps.js";
import { blobsCommand } from "./blobs.js";
import { exportCommand } from "./export.js";
import { fitCommand } from "./fit.js";
import { gcCommand } from "./gc.js";
import { ggufCommand } from "./gguf.js";
import { importCommand } from "./import.js";
import { inferenceCommand } from "./inference.js";
import { librariesCommand } from "./libraries.js";
import { modelsCommand } from "./models.js";
import { pipelinesCommand } from "./pipelines.js";
import { quantsCommand } from "./quants.js";
import { serveCommand } from "./serve.js";
import { snippetsCommand } from "./snippets.js";
import { taskCommand, tasksCommand } from "./tasks.js";

/** Every command, in the order `modelhub --help` lists them. */
export const COMMANDS: readonly Command[] = [
	serveCommand,
	importCommand,
	exportCommand,
	gcCommand,
	blobsCommand,
	usersCommand,
	tokensCommand,
	orgsCommand,
	modelsCommand,
	snippetsCommand,
	inferenceCommand,
	pipelinesCommand,
	tasksCommand,
	taskCommand,
	librariesCommand,
	quantsCommand,
	ggufCommand,
	appsCommand,
	fitCommand,
];
