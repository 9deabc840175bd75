export { getTask, listTasks, PLACEHOLDER_TASKS, type PlaceholderTask } from "./catalogue.js";
export { librariesForTask, TASK_LIBRARIES } from "./libraries.js";
export {
	type ChartPoint,
	DEMO_ENTRY_TYPES,
	type DemoEntry,
	type DemoEntryType,
	type TaskData,
	type TaskDemo,
	type TaskRecord,
	type TaskReference,
	type TokenSpan,
} from "./types.js";
