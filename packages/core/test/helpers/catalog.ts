/** Fixture inputs may name a catalogue model instead of repeating its record: `{"$catalog": "org/name"}`. */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { ModelRecord } from "../../src/model.js";

const MODELS = fileURLToPath(new URL("../../../catalog/models/", import.meta.url));

export function resolveRecord(input: ModelRecord | { $catalog: string }): ModelRecord {
	if ("$catalog" in input && typeof input.$catalog === "string") {
		return JSON.parse(readFileSync(`${MODELS}${input.$catalog}.json`, "utf8")) as ModelRecord;
	}
	return input as ModelRecord;
}
