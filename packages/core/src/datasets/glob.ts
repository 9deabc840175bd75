/**
 * The glob patterns of `data_files`, matched as `datasets` matches them on the Hub (fsspec 2023.12 and later, which
 * behaves as Python's `glob` with `recursive=True`): `*` any characters but `/`, `?` one of them, `[…]` a class
 * (`[!…]` its complement), and `**` as a whole path segment any number of segments (none included). Hidden paths (a
 * segment starting with `.`) and special folders (starting with `__`) are left out unless the pattern names as many
 * of them, as `datasets` does.
 */

const cache = new Map<string, RegExp>();

/** The regular expression of a glob pattern (anchored), cached per pattern. */
export function globRegExp(pattern: string): RegExp {
	let re = cache.get(pattern);
	if (!re) {
		re = new RegExp(`^${translate(pattern)}$`, "s");
		if (cache.size > 512) cache.clear();
		cache.set(pattern, re);
	}
	return re;
}

function translate(pattern: string): string {
	const segments = pattern.split("/");
	let out = "";
	for (let i = 0; i < segments.length; i++) {
		const seg = segments[i] as string;
		const last = i === segments.length - 1;
		if (seg === "**") {
			// zero or more whole segments; at the end, anything below
			out += last ? ".*" : "(?:[^/]+/)*";
			continue;
		}
		out += segment(seg) + (last ? "" : "/");
	}
	return out;
}

function segment(seg: string): string {
	let out = "";
	for (let i = 0; i < seg.length; i++) {
		const c = seg[i] as string;
		if (c === "*") {
			// `**` inside a segment is `*` (fsspec and glob agree)
			while (seg[i + 1] === "*") i++;
			out += "[^/]*";
		} else if (c === "?") out += "[^/]";
		else if (c === "[") {
			const close = seg.indexOf("]", i + 2);
			if (close < 0) {
				out += "\\[";
				continue;
			}
			let body = seg.slice(i + 1, close);
			let negate = false;
			if (body.startsWith("!")) {
				negate = true;
				body = body.slice(1);
			}
			body = body.replace(/[\\\]^]/g, (m) => `\\${m}`);
			out += negate ? `[^/${body}]` : `[${body}]`;
			i = close;
		} else out += c.replace(/[.+^${}()|\\]/g, (m) => `\\${m}`);
	}
	return out;
}

/** Whether a pattern holds a wildcard (else it names one file). */
export const hasWildcard = (pattern: string): boolean => /[*?[]/.test(pattern);

const hiddenParts = (parts: string[]) => parts.filter((p) => p.startsWith(".") && !/^\.+$/.test(p)).length;
const specialParts = (parts: string[]) => parts.filter((p) => p.startsWith("__")).length;

/**
 * The files of `files` a pattern matches, in the listing's order, less the hidden and special paths it does not ask
 * for by name.
 */
export function globFiles(pattern: string, files: readonly string[]): string[] {
	const re = globRegExp(pattern);
	const patternParts = pattern.split("/");
	const patternHidden = hiddenParts(patternParts);
	const patternSpecial = specialParts(patternParts.slice(0, -1));
	return files.filter((f) => {
		if (!re.test(f)) return false;
		const parts = f.split("/");
		if (specialParts(parts.slice(0, -1)) !== patternSpecial) return false;
		return hiddenParts(parts) === patternHidden;
	});
}
