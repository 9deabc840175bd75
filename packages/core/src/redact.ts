/**
 * Secrets out of log lines. A request's URL, an error that quotes it, a header echoed by a client library: any of them
 * may carry an access token (`?access_token=`, `Authorization: Bearer …`), a signed upload URL (valid for a day:
 * `sig`, `user`, `expires`, `upload`), a presigned bucket URL (`X-Amz-Signature`, `X-Amz-Credential`…) or a session
 * cookie. A log is read by more people, kept longer and copied to more places than the hub's own secrets, so every
 * line the server and the CLI write passes through `redactSecrets` first.
 */

const REDACTED = "[redacted]";

/**
 * Query parameters whose values are kept: the API's and the pages' own parameters, which name what was asked for and
 * never grant anything. Every other parameter keeps its name and loses its value, so that a parameter nobody thought
 * of (a new signature, a bucket's) is hidden by default.
 */
const HARMLESS_KEYS = new Set([
	"author",
	"carddata",
	"config",
	"create_pr",
	"cursor",
	"dataset",
	"direction",
	"expand",
	"filter",
	"full",
	"gated",
	"inference",
	"language",
	"length",
	"library",
	"limit",
	"num_parameters",
	"offset",
	"orderby",
	"p",
	"pipeline_tag",
	"q",
	"recursive",
	"revision",
	"search",
	"sort",
	"split",
	"status",
	"tab",
	"task",
	"type",
	"where",
]);

/** Names whose value is a secret wherever they appear as `name=value` or `name: value`. */
const SECRET_NAMES =
	"access_token|token|sig|signature|password|passwd|secret|api[_-]?key|credential|mh_session|mh_device|x-amz-signature|x-amz-credential|x-amz-security-token";

const RULES: [RegExp, string | ((...groups: string[]) => string)][] = [
	// Headers that carry credentials, as a client library or a proxy may echo them: the whole value.
	[
		/\b(authorization|proxy-authorization|cookie|set-cookie|x-xet-access-token|x-csrf-token)(\s*:\s*)[^\r\n]+/gi,
		`$1$2${REDACTED}`,
	],
	[/\b(Bearer)\s+[A-Za-z0-9._~+/=-]{4,}/gi, `$1 ${REDACTED}`],
	[/\bBasic\s+[A-Za-z0-9+/]{8,}={0,2}/g, `Basic ${REDACTED}`],
	// A JSON field holding a secret (a request body quoted in an error).
	[new RegExp(`"(${SECRET_NAMES}|accessToken)"(\\s*:\\s*)"(?:[^"\\\\]|\\\\.)*"`, "gi"), `"$1"$2"${REDACTED}"`],
	// Every query parameter's value, but the harmless ones'.
	[/([?&])([^=&#\s?]{1,200})=([^&#\s"'<>]*)/g, (_m, sep, key, value) => `${sep}${key}=${keptValue(key, value)}`],
	// A secret's name and value outside a query (a form body, a cookie, a message).
	[
		new RegExp(`\\b(${SECRET_NAMES})(\\s*[=:]\\s*)([^\\s&,;"'<>]+)`, "gi"),
		(_m, name, sep, value) => name + sep + hide(value),
	],
	// Token shapes wherever they appear: the Hub's (`hf_…`, this hub's `hf_mh…`) and this hub's Xet tokens.
	[/\bhf_[A-Za-z0-9]{20,}/g, `hf_${REDACTED}`],
	[/\bxet_mh_[A-Za-z0-9_.-]{8,}/g, `xet_mh_${REDACTED}`],
	// A password in a URL's user information (`https://user:password@host`).
	[/\b([a-z][a-z0-9+.-]*:\/\/[^/\s:@]+:)[^/\s@]+@/gi, `$1${REDACTED}@`],
];

/** A value replaced, but for the colon a log line puts after a URL ("PUT /x?sig=…: what failed"). */
function hide(value: string): string {
	return value.endsWith(":") ? `${REDACTED}:` : REDACTED;
}

function keptValue(key: string, value: string): string {
	if (value === "") return value;
	let name = key;
	try {
		name = decodeURIComponent(key);
	} catch {
		// A malformed name is no harmless one.
	}
	return HARMLESS_KEYS.has(name.toLowerCase()) ? value : hide(value);
}

/**
 * A line with its secrets replaced by `[redacted]`: every query parameter's value (names are kept; the values of the
 * API's own harmless parameters such as `revision` or `limit` too), credentials in `Authorization`, `Cookie` and
 * similar headers, Bearer and Basic credentials, JSON fields and `name=value` pairs named like a secret (`sig`,
 * `token`, `password`, `X-Amz-Signature`…), token shapes (`hf_…`, `xet_mh_…`) and passwords in URLs. Applying it
 * twice changes nothing more.
 */
export function redactSecrets(line: string): string {
	let out = line;
	for (const [pattern, replacement] of RULES)
		out = typeof replacement === "string" ? out.replace(pattern, replacement) : out.replace(pattern, replacement);
	return out;
}
