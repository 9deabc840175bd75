/** One display label per snippet language, used by every code block (model pages, /try). */
export const LANGUAGE_LABELS: Record<string, string> = {
	python: "Python",
	js: "JavaScript",
	sh: "cURL",
	bash: "Shell",
	csharp: "C#",
	swift: "Swift",
	json: "JSON",
	// Repository files shown on their own page
	yaml: "YAML",
	markdown: "Markdown",
	ini: "INI",
	text: "Text",
};

export function languageLabel(language: string): string {
	return LANGUAGE_LABELS[language] ?? language;
}
