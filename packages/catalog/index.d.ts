import type { ModelRecord } from "@modelhub/core";

/** Every catalogue record, sorted by id. */
export function loadCatalog(): ModelRecord[];
/** The catalogue record with this id, or undefined. */
export function findModel(id: string): ModelRecord | undefined;
/** The folder of the sample inputs (the modelhub/sample-inputs dataset): its files and manifest.json. */
export function samplesDir(): string;
