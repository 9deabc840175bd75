/** One display label per snippet language, used by every code block (model pages, /try). */
export const LANGUAGE_LABELS: Record<string, string> = {
	python: "Python",
	js: "JavaScript",
	sh: "cURL",
	bash: "Shell",
	csharp: "C#",
	swift: "Swift",
	json: "JSON",
};

export function languageLabel(language: string): string {
	return LANGUAGE_LABELS[language] ?? language;
}
