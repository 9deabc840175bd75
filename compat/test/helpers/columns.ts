/** The columns a tabular model expects, where its record names them: the widget's structured data. */
import type { ModelRecord } from "@modelhub/core";

export function tabularColumns(record: ModelRecord): readonly string[] | undefined {
	const data = record.widgetData?.[0]?.structuredData;
	return data && typeof data === "object" && !Array.isArray(data) ? Object.keys(data) : undefined;
}
