import type { PipelineTag } from "../pipelines.js";

/** A dataset, model, space or metric that a task page points to. */
export interface TaskReference {
	/** A hub repository id (`org/name`) for datasets, models and spaces; a metric's name for metrics. */
	readonly id: string;
	readonly description: string;
}

/** A span of a `text-with-tokens` entry: characters [start, end) of its content, tagged with a type. */
export interface TokenSpan {
	readonly type: string;
	readonly start: number;
	readonly end: number;
}

/** One labelled score of a `chart` entry, in [0, 1]. */
export interface ChartPoint {
	readonly label: string;
	readonly score: number;
}

/** One input or output shown in a task's demo. Media filenames live under the web app's `public/demo/`. */
export type DemoEntry =
	| { readonly type: "img"; readonly filename: string; readonly label?: string }
	| { readonly type: "audio"; readonly filename: string; readonly label?: string }
	| { readonly type: "text"; readonly label: string; readonly content: string }
	| { readonly type: "tabular"; readonly table: readonly (readonly string[])[] }
	| { readonly type: "chart"; readonly data: readonly ChartPoint[] }
	| { readonly type: "text-with-tokens"; readonly content: string; readonly tokens: readonly TokenSpan[] };

export type DemoEntryType = DemoEntry["type"];

export const DEMO_ENTRY_TYPES: readonly DemoEntryType[] = [
	"img",
	"audio",
	"text",
	"tabular",
	"chart",
	"text-with-tokens",
];

export interface TaskDemo {
	readonly inputs: readonly DemoEntry[];
	readonly outputs: readonly DemoEntry[];
}

/** What a task page shows: one record per pipeline tag. */
export interface TaskRecord {
	readonly id: PipelineTag;
	readonly label: string;
	/** Library keys that serve the task (see `TASK_LIBRARIES`). */
	readonly libraries: readonly string[];
	readonly summary: string;
	readonly datasets: readonly TaskReference[];
	readonly models: readonly TaskReference[];
	readonly spaces: readonly TaskReference[];
	readonly metrics: readonly TaskReference[];
	readonly demo: TaskDemo;
	/** Model ids the page's try-it widget uses. */
	readonly widgetModels: readonly string[];
	/** An 11-character YouTube video id of an explainer, when there is one. */
	readonly youtubeId?: string;
	/** True for a tag without its own page: every list but `libraries` is empty and the summary is "". */
	readonly isPlaceholder: boolean;
	/** The broader task whose page also covers this one. */
	readonly canonicalId?: PipelineTag;
}

/** The hand-written part of a task record; id, label, libraries and isPlaceholder are filled in by the catalogue. */
export type TaskData = Omit<TaskRecord, "id" | "label" | "libraries" | "isPlaceholder">;
