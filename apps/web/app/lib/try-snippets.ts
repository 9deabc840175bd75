/**
 * Loaded on demand by /try: the input parsing, every generator and the inference writers, kept out of the page's
 * own chunk.
 */
export { tryConfigAndCard, tryRecord } from "./try-model";

import { getInferenceSnippets, hostedInference, type InferenceSnippet, type ModelRecord } from "@modelhub/core";
import { applicableSnippets, type LibrarySnippets } from "./applicable";

export interface TrySnippets {
	libraries: LibrarySnippets[];
	/** Why the model's library gave nothing, when it did not. */
	libraryNote?: string;
	inference: InferenceSnippet[];
	inferenceNote?: string;
}

export function snippetsFor(model: ModelRecord): TrySnippets {
	const libraries = applicableSnippets(model);
	const libraryNote =
		libraries.length > 0
			? undefined
			: model.library_name
				? `no snippet is known for the library "${model.library_name}"`
				: "the record names no library_name, so no library snippet applies";
	let inference: InferenceSnippet[] = [];
	let inferenceNote: string | undefined;
	// The model page asks the same question: a model no hosted provider serves gets no inference call here either.
	const hosted = hostedInference(model);
	if (!hosted.served) return { libraries, libraryNote, inference, inferenceNote: hosted.reason };
	try {
		inference = getInferenceSnippets(model);
		if (inference.length === 0) inferenceNote = "no inference call applies to this model's task";
	} catch (e) {
		inferenceNote = (e as Error).message;
	}
	return { libraries, libraryNote, inference, inferenceNote };
}
