import type { ModelRecord } from "@modelhub/core";

/** Every catalogue record, sorted by id. */
export function loadCatalog(): ModelRecord[];
/** The catalogue record with this id, or undefined. */
export function findModel(id: string): ModelRecord | undefined;
