/** How lists and pages name a language tag (`en`, `fra`, `zh-Hant`): by its English name, else by the code itself. */
const names = new Intl.DisplayNames(["en"], { type: "language", fallback: "none" });

export function languageName(code: string): string {
	try {
		const name = names.of(code);
		return name && name.toLowerCase() !== code.toLowerCase() ? name : code;
	} catch {
		// Not a well-formed language tag (a Hub tag can be anything): shown as it is.
		return code;
	}
}
