/** The inference writers, loaded on demand by the model page when a choice needs snippets it did not prerender. */
export { getInferenceSnippets } from "@modelhub/core";
