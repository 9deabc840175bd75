/**
 * What the CLI and the web panel call: the apps that run a model, each with its steps, for a chosen GGUF quant (the
 * default one unless a label is given). Bad input (an unknown app or quant) is an error value with a one-line message.
 */
import type { ModelRecord } from "../model.js";
import { defaultQuant, findQuant, type GgufQuant, ggufQuants } from "./quants.js";
import { getLocalApp, LOCAL_APPS } from "./registry.js";
import type { AppStep, LocalApp } from "./types.js";

/** One app's answer for a model. */
export interface LocalAppResult {
	key: string;
	label: string;
	docsUrl: string;
	kind: LocalApp["kind"];
	platforms?: string;
	/** The quant label the steps use, for apps that run a GGUF file. */
	quant?: string;
	steps: AppStep[];
}

export interface LocalAppsOptions {
	/** Only this app (a key from LOCAL_APPS). */
	app?: string;
	/** A GGUF quant label of the repository, e.g. "Q8_0" (case-insensitive); default: Q4_K_M or the nearest. */
	quant?: string;
}

export type LocalAppsAnswer =
	| { ok: true; quants: GgufQuant[]; quant?: GgufQuant; apps: LocalAppResult[] }
	| { ok: false; error: string };

/** Whether an app runs the model; a predicate that throws on an odd record counts as no. */
function runs(app: LocalApp, model: ModelRecord): boolean {
	try {
		return app.applies(model);
	} catch {
		return false;
	}
}

/** The apps that run a model, in menu order. */
export function localAppsFor(model: ModelRecord): LocalApp[] {
	return LOCAL_APPS.filter((app) => runs(app, model));
}

/** The steps of every app that runs the model (or of the one named), for the chosen quant. */
export function localApps(model: ModelRecord, options: LocalAppsOptions = {}): LocalAppsAnswer {
	const quants = ggufQuants(model);
	let quant = defaultQuant(quants);
	if (options.quant !== undefined) {
		quant = findQuant(quants, options.quant);
		if (!quant) {
			const have = quants.map((q) => q.label).join(", ");
			return {
				ok: false,
				error: have
					? `no GGUF quant "${options.quant}" in this repository (it has ${have})`
					: `no GGUF quant "${options.quant}": the record lists no GGUF files`,
			};
		}
	}
	let apps = localAppsFor(model);
	if (options.app !== undefined) {
		const app = getLocalApp(options.app);
		if (!app) return { ok: false, error: `unknown app "${options.app}" (see the list of apps)` };
		if (!apps.includes(app)) return { ok: false, error: `${app.label} does not run this model` };
		apps = [app];
	}
	const results = apps.map((app): LocalAppResult => {
		const context = app.gguf && quant ? { quant } : {};
		const result: LocalAppResult = {
			key: app.key,
			label: app.label,
			docsUrl: app.docsUrl,
			kind: app.kind,
			steps: app.steps(model, context),
		};
		if (app.platforms) result.platforms = app.platforms;
		if (context.quant) result.quant = context.quant.label;
		return result;
	});
	return quant ? { ok: true, quants, quant, apps: results } : { ok: true, quants, apps: results };
}
