import type { RepoType } from "@modelhub/core";
import type { RepoRecord } from "../catalog/repo-row.js";
import { deriveDatasetRecord } from "./dataset.js";
import { deriveRecord, type RepoFiles } from "./derive.js";
import { deriveSpaceRecord } from "./space.js";

export type DerivedRecord = { ok: true; record: RepoRecord; card?: string } | { ok: false; error: string };

/** The record of a repository of any type, derived from its files as the Hub derives each type's. */
export function deriveTyped(
	type: RepoType,
	id: string,
	reader: RepoFiles,
	warn: (path: string, reason: string) => void,
): Promise<DerivedRecord> {
	if (type === "dataset") return deriveDatasetRecord(id, reader, warn);
	if (type === "space") return deriveSpaceRecord(id, reader, warn);
	return deriveRecord(id, reader, warn);
}
