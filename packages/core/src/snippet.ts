/** The languages a snippet can be written in; each has a real parser in the test suite. */
export type SnippetLanguage = "python" | "js" | "bash" | "json" | "csharp" | "swift";

/** One block of code shown to the visitor. */
export interface Snippet {
	language: SnippetLanguage;
	content: string;
}
