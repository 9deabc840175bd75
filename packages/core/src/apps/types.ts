import type { ModelRecord } from "../model.js";
import type { GgufQuant } from "./quants.js";

/** One step a visitor takes to run a model in an app: a shell snippet to copy, or a link that opens the app. */
export type AppStep =
	| {
			kind: "snippet";
			/** What the snippet does, e.g. "Install llama.cpp, then start a server". */
			title: string;
			language: "bash";
			content: string;
	  }
	| {
			kind: "link";
			/** What the link does, e.g. "Open in LM Studio". */
			title: string;
			/** The URL; every value from the record in it is percent-encoded. */
			url: string;
	  };

/** What an app's writer gets besides the record: the GGUF quant chosen for it, when the app runs GGUF files. */
export interface AppContext {
	quant?: GgufQuant;
}

/** One local app: facts (with their sources) and a pure writer. */
export interface LocalApp {
	/** Stable key, e.g. "llama.cpp". */
	key: string;
	label: string;
	/** The app's own documentation. */
	docsUrl: string;
	/** Where each fact the writer relies on (command, flag, URL scheme) was checked. */
	source: readonly string[];
	/** Whether the app offers shell snippets or deep links. */
	kind: "snippet" | "link";
	/** Operating systems the app runs on, when it is not cross-platform. */
	platforms?: string;
	/** Whether the app runs a GGUF file, so that a quant is chosen for it. */
	gguf: boolean;
	/** Whether the app can run this model. */
	applies(model: ModelRecord): boolean;
	/** The steps to run the model; never empty for a model the app applies to. */
	steps(model: ModelRecord, context: AppContext): AppStep[];
}
