/**
 * Hostile text for property tests: every character that can break out of a literal in Python, JavaScript, shell,
 * JSON or C#, around a marker that must only ever appear inside string literals.
 */
import fc from "fast-check";

export const MARKER = "PWNED7";

/** Fixed hostile texts, each containing the marker. */
export const HOSTILE_TEXTS: readonly string[] = [
	`"${MARKER}"`,
	`'${MARKER}'`,
	`\`${MARKER}\``,
	`\${${MARKER}}`,
	`$(${MARKER})`,
	`a\\" + ${MARKER} + "`,
	`x'); ${MARKER}(); ('`,
	`x"); ${MARKER}(); ("`,
	`\n${MARKER} = 1\n`,
	`\r\n# ${MARKER}\n`,
	`\\\n${MARKER}`,
	`"""${MARKER}"""`,
	`'''${MARKER}'''`,
	`#{${MARKER}} %s {0} {{${MARKER}}}`,
	`\u2028${MARKER}\u2029`,
	`é🤗\u0000${MARKER}\u0085`,
	`</script><script>${MARKER}</script>`,
	`${MARKER}${"x".repeat(10_000)}`,
];

const nastyChar = fc.constantFrom(
	'"',
	"'",
	"`",
	"\\",
	"\n",
	"\r",
	"${",
	"$(",
	")",
	"#",
	"{",
	"}",
	"\u2028",
	";",
	"|",
	"&",
	" ",
	"é",
	"🤗",
);

/** Random hostile text: random nasty characters around the marker. */
export const hostileText: fc.Arbitrary<string> = fc
	.tuple(fc.array(nastyChar, { maxLength: 8 }), fc.array(nastyChar, { maxLength: 8 }))
	.map(([a, b]) => `${a.join("")}${MARKER}${b.join("")}`);

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** Keys whose values choose a branch (kept as they are so every branch still runs with hostile values elsewhere). */
const BRANCH_KEYS = new Set(["pipeline_tag", "library_name", "tags"]);

/**
 * Replaces every string leaf of a record, except the branch-selecting keys, by `text` (or `text` prefixed with the
 * original, so that prefix-based branch choices such as "flux" in an id still see the original start).
 */
export function poison(value: Json, text: string, key = ""): Json {
	if (BRANCH_KEYS.has(key)) return value;
	if (typeof value === "string") return `${value}${text}`;
	if (Array.isArray(value)) return value.map((v) => poison(v, text));
	if (value && typeof value === "object") {
		return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poison(v, text, k)]));
	}
	return value;
}
