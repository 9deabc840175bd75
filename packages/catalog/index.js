// Loads the embedded model catalogue: models/<org>/<name>.json, one Hub API model record per file (Node only).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("./models", import.meta.url));
const SAMPLES = fileURLToPath(new URL("./samples", import.meta.url));

let cache;

/** Every catalogue record, sorted by id. Each file's name must match the record's id. */
export function loadCatalog() {
	if (cache) return cache;
	const records = [];
	for (const org of readdirSync(ROOT, { withFileTypes: true })) {
		if (!org.isDirectory()) continue;
		for (const file of readdirSync(join(ROOT, org.name))) {
			if (!file.endsWith(".json")) continue;
			const path = join(ROOT, org.name, file);
			const record = JSON.parse(readFileSync(path, "utf8"));
			const expected = `${org.name}/${file.slice(0, -".json".length)}`;
			if (record.id !== expected)
				throw new Error(`catalogue file ${path} holds id "${record.id}", expected "${expected}"`);
			records.push(record);
		}
	}
	records.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
	cache = records;
	return records;
}

/** The catalogue record with this id, or undefined. */
export function findModel(id) {
	return loadCatalog().find((r) => r.id === id);
}

/** The folder of the sample inputs (the modelhub/sample-inputs dataset): its files and manifest.json. */
export function samplesDir() {
	return SAMPLES;
}
