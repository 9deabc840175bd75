/**
 * A small reader of Python calls in snippet text: each `receiver.name(...)` call with its top-level arguments,
 * split into positional and keyword ones. Strings (any quote style) and nested brackets are skipped over.
 */
export interface PythonCall {
	receiver: string;
	name: string;
	positional: number;
	keywords: string[];
}

/** The index just past the string literal opening at `i`. */
function skipString(text: string, i: number): number {
	const quote = text.startsWith('"""', i) || text.startsWith("'''", i) ? text.slice(i, i + 3) : (text[i] as string);
	let j = i + quote.length;
	while (j < text.length && !text.startsWith(quote, j)) j += text[j] === "\\" ? 2 : 1;
	return j + quote.length;
}

/** The top-level arguments of the call whose `(` is at `open`, as source slices. */
function argumentsAt(text: string, open: number): string[] {
	const args: string[] = [];
	let depth = 0;
	let start = open + 1;
	for (let i = open; i < text.length; ) {
		const c = text[i] as string;
		if (c === '"' || c === "'") {
			i = skipString(text, i);
			continue;
		}
		if (c === "#") {
			while (i < text.length && text[i] !== "\n") i++;
			continue;
		}
		if ("([{".includes(c)) depth++;
		else if (")]}".includes(c)) {
			depth--;
			if (depth === 0) {
				args.push(text.slice(start, i));
				break;
			}
		} else if (c === "," && depth === 1) {
			args.push(text.slice(start, i));
			start = i + 1;
		}
		i++;
	}
	return args.map((a) => a.trim()).filter((a) => a !== "");
}

/** Every `receiver.name(...)` call of the text. */
export function pythonCalls(text: string): PythonCall[] {
	const calls: PythonCall[] = [];
	for (const m of text.matchAll(/\b([A-Za-z_][A-Za-z0-9_]*)\.([A-Za-z_][A-Za-z0-9_]*)\s*\(/g)) {
		const args = argumentsAt(text, (m.index ?? 0) + m[0].length - 1);
		const keywords = args.flatMap((a) => /^([A-Za-z_][A-Za-z0-9_]*)\s*=(?!=)/.exec(a)?.[1] ?? []);
		calls.push({ receiver: m[1] as string, name: m[2] as string, positional: args.length - keywords.length, keywords });
	}
	return calls;
}
