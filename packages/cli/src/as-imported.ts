import type { ModelRecord } from "@modelhub/core";
import { checkRecord, toRow } from "@modelhub/store";

/**
 * A raw Hub-shaped record as `modelhub import` would store and file it: checked by the store's own validation and
 * given the library the store files it under (a GGUF repository in the Hub's shape — no `library_name`, a `gguf` tag
 * — is filed under llama.cpp's entry), so `snippets` answers for a file as it does for the same record once imported.
 * Returns an error message when import would reject the record.
 */
export function asImported(record: ModelRecord): { ok: true; record: ModelRecord } | { ok: false; error: string } {
	const checked = checkRecord(record);
	if (!checked.ok) return checked;
	const filed = toRow(checked.record, checked.card).library_name;
	if (filed === null || filed === checked.record.library_name) return { ok: true, record: checked.record };
	return { ok: true, record: { ...checked.record, library_name: filed } };
}
