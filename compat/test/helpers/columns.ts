/** The columns a tabular model expects, where its record names them: the widget's table, else skops' config. */
import type { ModelRecord } from "@modelhub/core";

export function tabularColumns(record: ModelRecord): readonly string[] | undefined {
	const data = record.widgetData?.[0]?.structuredData;
	if (data && typeof data === "object" && !Array.isArray(data)) return Object.keys(data);
	return record.config?.sklearn?.columns;
}
